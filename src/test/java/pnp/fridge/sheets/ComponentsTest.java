package pnp.fridge.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.KitItem;
import pnp.fridge.commands.FridgeGame;
import pnp.cli.KitRequest;
import pnp.fridge.sheets.ComponentsSheet;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

class ComponentsTest {
    @TempDir Path dir;

    /** Horizontal stroked segments of exactly this length (to 0.01 pt) above the ruler band of a page. */
    static long horizontal(PdfProbe p, int page, double length) throws Exception {
        double contentBottom = p.height(page) - PdfDoc.MARGIN - PdfDoc.FOOTER_BAND;
        return p.segments(page).stream()
                .filter(s -> s.horizontal() && Math.abs(s.length() - length) < 0.01 && s.maxY() < contentBottom)
                .count();
    }

    static long occurrences(String text, String word) {
        return text.split(java.util.regex.Pattern.quote(word), -1).length - 1;
    }

    @Test
    void everyBarIsDrawnAtItsTrueLength() throws Exception {
        for (Paper paper : Paper.values()) {
            byte[] pdf = ComponentsSheet.pdf(paper, List.of("red", "blue", "yellow", "green"));
            try (PdfProbe p = new PdfProbe(pdf)) {
                assertEquals(5, p.pages(), "a page a player and the score sheet");
                for (int page = 0; page < 4; page++) {
                    // each bar is its own outlined rectangle: a top and a bottom edge of its length
                    // 9 bars x 2 edges per length: 72 pt = 1 in, 144 pt = 2 in, 288 pt = 4 in
                    assertEquals(18, horizontal(p, page, 72), "1-inch bars, page " + page);
                    assertEquals(18, horizontal(p, page, 144), "2-inch bars, page " + page);
                    assertEquals(18, horizontal(p, page, 288), "4-inch bars, page " + page);
                    // and each is a quarter inch (18 pt) wide: 27 bars x 2 sides
                    long sides = p.segments(page).stream().filter(s -> s.vertical() && Math.abs(s.length() - 18) < 0.01).count();
                    assertEquals(54, sides, "bar ends, page " + page);
                }
                String[] names = {"RED", "BLUE", "YELLOW", "GREEN"};
                for (int page = 0; page < 4; page++) {
                    String t = p.text(page);
                    for (int len : new int[] {1, 2, 4}) {
                        assertEquals(9, occurrences(t, names[page] + " " + len + " in"), t);
                    }
                    assertTrue(t.contains("BASE") && t.contains("marker"), t);
                    assertEquals(page == 0, t.contains("TURN"), "one turn marker, on the first page");
                }
                assertTrue(p.text(4).contains("capture log"));
                assertTrue(p.text(4).contains("day 14"));
                // each column says whose captures it holds, not which colour was captured
                assertEquals(4, occurrences(p.text(4), "captured by "), p.text(4));
                assertTrue(p.text(4).contains("captured by RED"), p.text(4));
                assertEquals(List.of(), p.fontsNotEmbedded());
            }
        }
    }

    @Test
    void everyPlayerPageHasATrimBoxAroundItsPiecesAndNoMore() throws Exception {
        for (Paper paper : Paper.values()) {
            try (PdfProbe p = new PdfProbe(ComponentsSheet.pdf(paper, List.of("red", "blue")))) {
                for (int page = 0; page < 2; page++) {
                    var trim = p.document().getPage(page).getTrimBox();
                    // height: the bar block (9 x 18 pt = 162), its crop marks and gap below and the next
                    // block's above (2 x (6 + 2) = 16), the 12 pt between rows, the 3 in base (216): 406 pt
                    assertEquals(406, trim.getHeight(), 0.01, paper + " page " + page);
                    // every bar edge lies inside it, and nothing but the pieces' outlines needs it wider
                    for (PdfProbe.Segment s : p.segments(page)) {
                        if (!(s.horizontal() && Math.abs(s.length() - 72) < 0.01)) continue;
                        double top = p.height(page) - s.maxY();
                        assertTrue(s.minX() >= trim.getLowerLeftX() - 0.01 && s.maxX() <= trim.getUpperRightX() + 0.01, paper + " " + s);
                        assertTrue(top >= p.height(page) - trim.getUpperRightY() - 0.01, paper + " " + s);
                    }
                    assertTrue(trim.getWidth() < p.width(page) - 2 * PdfDoc.MARGIN, "inside the margins");
                }
            }
        }
    }

    @Test
    void theSameRequestGivesTheSameBytes() {
        byte[] a = ComponentsSheet.pdf(Paper.LETTER, List.of("red", "blue"));
        byte[] b = ComponentsSheet.pdf(Paper.LETTER, List.of("red", "blue"));
        assertArrayEquals(a, b);
    }

    @Test
    void theCommandWritesThePdfAndChecksColours() throws Exception {
        Cli.Result r = Cli.run(dir, "fridge", "components", "--colors", "Red, blue ,purple", "--paper", "a4");
        assertEquals(0, r.status(), r.err());
        assertEquals("wrote output/fridge-components.pdf", r.out().strip());
        try (PdfProbe p = new PdfProbe(Files.readAllBytes(dir.resolve("output/fridge-components.pdf")))) {
            assertEquals(4, p.pages());
            assertEquals(595.28, p.width(0), 0.01);
            assertTrue(p.text(2).contains("PURPLE 1 in"));
        }
        assertEquals(2, Cli.run(dir, "fridge", "components", "--colors", "red").status());
        assertEquals(2, Cli.run(dir, "fridge", "components", "--colors", "red,red").status());
        assertEquals(2, Cli.run(dir, "fridge", "components", "--colors", "a,b,c,d,e").status());
        assertEquals(2, Cli.run(dir, "fridge", "components", "--colors", "red,@blue").status());
    }

    @Test
    void theKitPrintsTheRequestedPlayersAndAtLeastTwo() throws Exception {
        FridgeGame g = new FridgeGame();
        List<KitItem> items = g.kit(new KitRequest(Paper.LETTER, 3, 1L, dir));
        assertEquals(1, items.size());
        try (PdfProbe p = new PdfProbe(Files.readAllBytes(items.get(0).file()))) {
            assertEquals(4, p.pages());
            assertTrue(p.text(2).contains("YELLOW 4 in"));
        }
        List<KitItem> solo = g.kit(new KitRequest(Paper.A4, 1, 1L, dir.resolve("solo")));
        try (PdfProbe p = new PdfProbe(Files.readAllBytes(solo.get(0).file()))) {
            assertEquals(3, p.pages(), "a one-player kit still gets two colours");
        }
    }
}
