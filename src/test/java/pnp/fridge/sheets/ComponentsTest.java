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
                    var bleed = p.document().getPage(page).getBleedBox();
                    // crop marks start 3 mm (the bleed) + 1 mm = 11.339 pt out and are 6 pt long: 17.339 pt a side.
                    // height: the bar block (9 x 18 pt = 162), the marks below it and above the next row
                    // (2 x 17.339 = 34.677), 6 pt between, the 3 in base (216): 418.677 pt; the first page adds
                    // a row for the turn marker: 34.677 + 6 + its height 1.5 in x sqrt 3 / 2 = 93.531: 552.885 pt
                    assertEquals(page == 0 ? 552.885 : 418.677, trim.getHeight(), 0.01, paper + " page " + page);
                    // the BleedBox is the TrimBox grown by 3 mm (8.504 pt) on every side
                    assertEquals(trim.getHeight() + 2 * 8.504, bleed.getHeight(), 0.01);
                    assertEquals(trim.getLowerLeftX() - 8.504, bleed.getLowerLeftX(), 0.01);
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

    /**
     * The bleed is ink: 2 mm outside the top edge of the 4-inch bars (beyond the cut line, inside the 3 mm
     * bleed) the rendered page is red's tint (1, 0.78, 0.78), and 5 mm outside (past the bleed) it is white.
     */
    @Test
    void theColourRunsThreeMillimetresPastTheCutLine() throws Exception {
        byte[] pdf = ComponentsSheet.pdf(Paper.LETTER, List.of("red", "blue"));
        try (PdfProbe p = new PdfProbe(pdf)) {
            PdfProbe.Segment top = p.segments(0).stream().filter(s -> s.horizontal() && Math.abs(s.length() - 288) < 0.01)
                    .min(java.util.Comparator.comparingDouble(PdfProbe.Segment::minY)).orElseThrow(); // top-down points
            var img = pnp.pdf.Png.render(pdf, 0, 144); // 2 px a point, in colour
            int x = (int) Math.round((top.minX() + top.maxX()) / 2 * 2);
            int inBleed = img.getRGB(x, (int) Math.round((top.minY() - pnp.pdf.Units.mm(2)) * 2));
            int beyond = img.getRGB(x, (int) Math.round((top.minY() - pnp.pdf.Units.mm(5)) * 2));
            assertEquals(255, inBleed >> 16 & 255, "red channel in the bleed");
            assertTrue((inBleed >> 8 & 255) < 215, "tinted in the bleed: " + Integer.toHexString(inBleed));
            assertEquals(0xffffff, beyond & 0xffffff, "white past the bleed");
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
