package pnp.bridgewars.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Setup;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;
import pnp.testing.PdfProbe;

class RulesReferenceTest {
    @ParameterizedTest(name = "{0} players on {1}")
    @CsvSource({"2, LETTER", "3, A4", "4, LETTER"})
    void oneOrTwoPagesThatPassTheGuard(int n, Paper paper) throws Exception {
        byte[][] pdf = new byte[1][];
        assertEquals(
                List.of(), LayoutGuard.recording(() -> pdf[0] = RulesReference.pdf(paper, RulesReference.example(n))));
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            assertTrue(probe.pages() >= 1 && probe.pages() <= 2, "pages: " + probe.pages());
            String text = probe.allText().replaceAll("\\s+", " ");
            for (String s : List.of(
                    "You need",
                    "downer",
                    "the picture shows " + n + " players",
                    "a bridge",
                    "A turn",
                    "End and scoring",
                    "rod is worth 1 point, the brass rod 5",
                    "squares: each player's starting square",
                    "rings: holes of corners nobody claimed")) {
                assertTrue(text.contains(s), s + " in " + text);
            }
            assertTrue(text.split("Our reading:", -1).length - 1 >= 2, "readings marked as ours");
            for (char col = 'a'; col <= 'k'; col++) assertTrue(text.contains(" " + col + " "), "column " + col);
        }
    }

    @Test
    void theExampleSeatingsAndTheirStartingSquares() {
        assertEquals(List.of(Corner.NW, Corner.SE), corners(RulesReference.example(2)));
        assertEquals(List.of(Corner.NW, Corner.SW, Corner.SE), corners(RulesReference.example(3)));
        assertEquals(List.of(Corner.NW, Corner.SW, Corner.SE, Corner.NE), corners(RulesReference.example(4)));
        try (PdfDoc doc = new PdfDoc(Paper.LETTER, "test", null)) {
            Page page = doc.newPage();
            Rect box = new Rect(100, 100, 300, 300);
            RulesReference.drawSetup(page.canvas(), box, RulesReference.example(3));
            var where = new TreeMap<String, String>();
            double origin = Pdf.LABELS;
            for (LayoutGuard.Claim c : page.guard().claims()) {
                String what = c.what();
                if (!what.matches("text '[RGB]'")) continue;
                int col = (int) Math.floor((c.box().centerX() - box.x() - origin) / RulesReference.HOLE);
                int row = (int) Math.floor((c.box().centerY() - box.y() - origin) / RulesReference.HOLE);
                where.put(what.substring(6, 7), "" + (char) ('a' + col) + (row + 1));
            }
            // each letter sits in the middle of its 2x2 square, on the lower right hole of its top-left one
            assertEquals("a1", near(where.get("R"), 'a', 1));
            assertEquals("a10", near(where.get("G"), 'a', 10));
            assertEquals("j10", near(where.get("B"), 'j', 10));
        }
    }

    /** The starting square's top-left hole when {@code cell} is one of its four holes. */
    private static String near(String cell, char col, int row) {
        char c = cell.charAt(0);
        int r = Integer.parseInt(cell.substring(1));
        assertTrue(c - col >= 0 && c - col <= 1 && r - row >= 0 && r - row <= 1, cell);
        return "" + col + row;
    }

    private static List<Corner> corners(Setup s) {
        return s.claims().stream().map(c -> c.corner()).toList();
    }

    /** The picture's label margin, mirrored here so a change of it is a visible change of the test. */
    private static final class Pdf {
        static final double LABELS = Units.mm(4);
    }
}
