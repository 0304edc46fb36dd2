package pnp.penguins;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Tiling;
import pnp.pdf.Units;
import pnp.testing.PdfProbe;
import pnp.testing.PdfProbe.Segment;

class SheetsTest {
    /** Fill operations ({@code f}) in a page's content: the pips, as nothing else on a domino sheet is filled. */
    static int fills(PdfProbe probe, int page) throws IOException {
        int n = 0;
        for (Object token : new PDFStreamParser(probe.document().getPage(page)).parse()) {
            if (token instanceof Operator op && op.getName().equals("f")) n++;
        }
        return n;
    }

    /** Fills on a blank page of the page kit (rulers and footer). */
    static int baseline(Paper paper) throws IOException {
        try (PdfDoc doc = new PdfDoc(paper, "blank", null)) {
            doc.newPage();
            try (PdfProbe p = new PdfProbe(doc.toBytes())) {
                return fills(p, 0);
            }
        }
    }

    private static long count(List<Segment> segs, double length, boolean vertical) {
        return segs.stream().filter(s -> (vertical ? s.vertical() : s.horizontal()) && Math.abs(s.length() - length) < 0.01).count();
    }

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
            int base = baseline(Paper.LETTER);
            for (int p = 0; p < probe.pages(); p++) {
                assertEquals(612, probe.width(p), 0.01);
                List<Segment> segs = probe.segments(p);
                // each piece outline: 2 sides of 144 pt (2 in) upright, 2 of 72 pt (1 in) across
                long tall = count(segs, 144, true);
                long wide = count(segs, 72, false);
                assertEquals(tall, wide);
                pieces += tall / 2;
                pips += fills(probe, p) - base;
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
            assertTrue(count(probe.segments(0), Units.mm(40), true) > 0);
        }
    }

    private static byte[] map(long seed, int players, Paper paper) {
        LayoutCommand.Made m = LayoutCommand.make(LayoutCommand.builtIn(DominoSet.DOUBLE_SIX), false, players, seed);
        return LayoutCommand.pdf(m, paper, Units.in(1), seed, "./pnp penguins layout --seed " + seed);
    }

    @Test
    void theMapIsByteIdenticalForASeedAndDiffersForAnother() {
        assertArrayEquals(map(5, 3, Paper.LETTER), map(5, 3, Paper.LETTER));
        assertFalse(Arrays.equals(map(5, 3, Paper.LETTER), map(6, 3, Paper.LETTER)));
    }

    @Test
    void theMapHasTheBoardTheSetupCardAndTheTrueSizePages() throws Exception {
        LayoutCommand.Made m = LayoutCommand.make(LayoutCommand.builtIn(DominoSet.DOUBLE_SIX), false, 3, 5);
        try (PdfProbe probe = new PdfProbe(map(5, 3, Paper.LETTER));
             PdfDoc doc = new PdfDoc(Paper.LETTER, "x", null)) {
            // the board is 8 x 7 squares of 1 in = 576 x 504 pt at true size
            int[] tiles = Tiling.grid(doc, 576, 504, Units.mm(15));
            assertEquals(2 + tiles[0] * tiles[1], probe.pages());
            assertEquals(List.of(), probe.fontsNotEmbedded());
            String card = probe.text(1);
            assertTrue(card.contains("First player: " + m.state().players().get(0)), card);
            for (String p : m.state().players()) {
                assertTrue(card.contains(p + ": domino " + m.state().nests().get(p)), card);
            }
            assertTrue(probe.text(0).contains("seed 5"));
            for (int p = 2; p < probe.pages(); p++) {
                assertTrue(probe.text(p).contains("Board at true size"));
                // dominoes outlined at their true size: 2 in = 144 pt long, 1 in = 72 pt wide
                List<Segment> segs = probe.segments(p);
                assertTrue(count(segs, 144, false) > 0, "page " + p);
                assertTrue(count(segs, 72, true) > 0, "page " + p);
                // alignment crosses from the page kit's tiling: arms 2 x 3 mm = 17.01 pt
                assertTrue(count(segs, Units.mm(6), true) > 0 && count(segs, Units.mm(6), false) > 0, "crosses on page " + p);
            }
            // fills on the map page: a dot per pip (168 in a double-six set), a white face per domino (28),
            // a white disc per buddy token (6) and a label band per nest (3): 205 beyond the page kit's own
            assertEquals(168 + 28 + 6 + 3, SheetsTest.fills(probe, 0) - baseline(Paper.LETTER));
        }
    }
}
