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
import pnp.testing.PdfProbe;
import pnp.testing.PdfProbe.Segment;

class DominoSheetTest {
    @ParameterizedTest
    @EnumSource(DominoSet.class)
    void dominoesAreOneByTwoInchesWithEveryPip(DominoSet set) throws Exception {
        byte[] pdf = DominoSheet.render(set, Paper.LETTER, Units.in(1));
        try (PdfProbe probe = new PdfProbe(pdf)) {
            // issue 12: pieces share their cut lines. Letter content 555.6 x 637.8 pt less 8 mm for the
            // heading and 2 x 2.8 mm for crop marks each way: 7 across (539.7 / 72 = 7.5), 4 down
            // (599.1 / 144 = 4.2): 28 a page -> the 28 double-six dominoes on 1 page (2 before), 55 on 2 (3 before)
            assertEquals(set == DominoSet.DOUBLE_SIX ? 1 : 2, probe.pages());
            long pieces = 0;
            int pips = 0;
            int base = Counts.baseline(Paper.LETTER);
            for (int p = 0; p < probe.pages(); p++) {
                assertEquals(612, probe.width(p), 0.01);
                List<Segment> segs = probe.segments(p);
                // each piece outline: 2 sides of 144 pt (2 in) upright, 2 of 72 pt (1 in) across
                long tall = Counts.count(segs, 144, true);
                long wide = Counts.count(segs, 72, false);
                assertEquals(tall, wide);
                pieces += tall / 2;
                pips += Counts.fills(probe, p) - base;
            }
            assertEquals(set.size(), pieces);
            // every number appears top + 2 times in a set (once per domino, twice on its double):
            // double-six 8 x (0+..+6) = 168; double-nine 11 x (0+..+9) = 495
            assertEquals(set == DominoSet.DOUBLE_SIX ? 168 : 495, pips);
            assertEquals(List.of(), probe.fontsNotEmbedded());
            // TrimBox around page 1's 7 x 4 pieces, edge to edge: 7 x 72 = 504 by 4 x 144 = 576
            for (int p = 0; p < probe.pages(); p++) {
                PDRectangle trim = probe.document().getPage(p).getTrimBox();
                assertEquals(504, trim.getWidth(), 0.01);
                // double-nine page 2 holds 55 - 28 = 27: still 4 rows of 7 (the last one short)
                assertEquals(576, trim.getHeight(), 0.01, "page " + (p + 1));
            }
        }
    }

    @Test
    void aDoubleSixSetIsOnePageOnA4Too() throws Exception {
        // A4 content 538.6 x 714.3 pt: 7 across ((538.6 - 15.9) / 72 = 7.3), 4 down ((691.6 - 15.9) / 144 = 4.7)
        assertArrayEquals(new int[] {7, 4}, DominoSheet.grid(Paper.A4, Units.in(1)));
        assertArrayEquals(new int[] {7, 4}, DominoSheet.grid(Paper.LETTER, Units.in(1)));
        try (PdfProbe probe = new PdfProbe(DominoSheet.render(DominoSet.DOUBLE_SIX, Paper.A4, Units.in(1)))) {
            assertEquals(1, probe.pages());
        }
    }

    @Test
    void dominoesOnA4AndBytesRepeat() throws Exception {
        byte[] a = DominoSheet.render(DominoSet.DOUBLE_SIX, Paper.A4, Units.mm(20));
        assertArrayEquals(a, DominoSheet.render(DominoSet.DOUBLE_SIX, Paper.A4, Units.mm(20)));
        try (PdfProbe probe = new PdfProbe(a)) {
            assertEquals(595.28, probe.width(0), 0.01);
            // 20 x 40 mm = 56.69 x 113.39 pt
            assertTrue(Counts.count(probe.segments(0), Units.mm(40), true) > 0);
        }
    }
}
