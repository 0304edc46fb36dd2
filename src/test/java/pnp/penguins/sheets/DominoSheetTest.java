package pnp.penguins.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pnp.pdf.Paper;
import pnp.pdf.Units;
import pnp.penguins.model.DominoSet;
import pnp.testing.PdfProbe.Segment;
import pnp.testing.PdfProbe;

class DominoSheetTest {
    @ParameterizedTest
    @EnumSource(DominoSet.class)
    void dominoesAreOneByTwoInchesWithEveryPip(DominoSet set) throws Exception {
        byte[] pdf = DominoSheet.render(set, Paper.LETTER, Units.in(1));
        try (PdfProbe probe = new PdfProbe(pdf)) {
            // letter content 555.6 x 637.8 pt (less 8 mm for the heading): 6 across ((555.6 + 18) / 90),
            // 4 down ((615.1 + 18) / 162): 24 a page -> 28 in 2 pages, 55 in 3
            assertEquals(set == DominoSet.DOUBLE_SIX ? 2 : 3, probe.pages());
            int pieces = 0;
            int pips = 0;
            int base = Ink.baseline(Paper.LETTER);
            for (int p = 0; p < probe.pages(); p++) {
                assertEquals(612, probe.width(p), 0.01);
                List<Segment> segs = probe.segments(p);
                // each piece outline: 2 sides of 144 pt (2 in) upright, 2 of 72 pt (1 in) across
                long tall = Ink.count(segs, 144, true);
                long wide = Ink.count(segs, 72, false);
                assertEquals(tall, wide);
                pieces += tall / 2;
                pips += Ink.fills(probe, p) - base;
            }
            assertEquals(set.size(), pieces);
            // every number appears top + 2 times in a set (once per domino, twice on its double):
            // double-six 8 x (0+..+6) = 168; double-nine 11 x (0+..+9) = 495
            assertEquals(set == DominoSet.DOUBLE_SIX ? 168 : 495, pips);
            assertEquals(List.of(), probe.fontsNotEmbedded());
            // TrimBox around page 1's 6 x 4 pieces: 6 x 72 + 5 x 18 = 522 by 4 x 144 + 3 x 18 = 630
            PDRectangle trim = probe.document().getPage(0).getTrimBox();
            assertEquals(522, trim.getWidth(), 0.01);
            assertEquals(630, trim.getHeight(), 0.01);
        }
    }

    @Test
    void dominoesOnA4AndBytesRepeat() throws Exception {
        byte[] a = DominoSheet.render(DominoSet.DOUBLE_SIX, Paper.A4, Units.mm(20));
        assertArrayEquals(a, DominoSheet.render(DominoSet.DOUBLE_SIX, Paper.A4, Units.mm(20)));
        try (PdfProbe probe = new PdfProbe(a)) {
            assertEquals(595.28, probe.width(0), 0.01);
            // 20 x 40 mm = 56.69 x 113.39 pt
            assertTrue(Ink.count(probe.segments(0), Units.mm(40), true) > 0);
        }
    }
}
