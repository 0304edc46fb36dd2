package pnp.fridge.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.fridge.commands.FridgeGame;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Png;
import pnp.pdf.Units;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

class ComponentsTest {
    @TempDir
    Path dir;

    /** Horizontal stroked segments of exactly this length (to 0.01 pt) above the ruler band of a page. */
    static long horizontal(PdfProbe p, int page, double length) throws Exception {
        double contentBottom = p.height(page) - PdfDoc.MARGIN - PdfDoc.FOOTER_BAND;
        return p.segments(page).stream()
                .filter(s -> s.horizontal() && Math.abs(s.length() - length) < 0.01 && s.maxY() < contentBottom)
                .count();
    }

    static long occurrences(String text, String word) {
        return text.split(Pattern.quote(word), -1).length - 1L;
    }

    @Test
    void everyBarIsDrawnAtItsTrueLength() throws Exception {
        for (Paper paper : Paper.values()) {
            byte[] pdf = ComponentsSheet.pdf(paper, List.of("red", "blue", "yellow", "green"));
            try (PdfProbe p = new PdfProbe(pdf)) {
                // two players' bars a page (2 pages), the bases page, the score sheet
                assertEquals(4, p.pages(), "two players' bars a page, the bases and the score sheet");
                for (int page = 0; page < 2; page++) {
                    // each bar is its own outlined rectangle: a top and a bottom edge of its length,
                    // 2 players x 9 bars x 2 edges per length: 72 pt = 1 in, 144 pt = 2 in, 288 pt = 4 in
                    assertEquals(36, horizontal(p, page, 72), "1-inch bars, page " + page);
                    assertEquals(36, horizontal(p, page, 144), "2-inch bars, page " + page);
                    assertEquals(36, horizontal(p, page, 288), "4-inch bars, page " + page);
                    // and each is a quarter inch (18 pt) wide: 2 x 27 bars x 2 sides
                    long sides = p.segments(page).stream()
                            .filter(s -> s.vertical() && Math.abs(s.length() - 18) < 0.01)
                            .count();
                    assertEquals(108, sides, "bar ends, page " + page);
                }
                String[][] names = {{"RED", "BLUE"}, {"YELLOW", "GREEN"}};
                for (int page = 0; page < 2; page++) {
                    String t = p.text(page);
                    for (String name : names[page]) {
                        for (int len : new int[] {1, 2, 4})
                            assertEquals(9, occurrences(t, name + " " + len + " in"), t);
                    }
                    // the heading's "marker puck each" and the two pucks
                    assertEquals(3, occurrences(t, "marker"), t);
                    assertEquals(page == 0, t.contains("TURN"), "one turn marker, on the first page");
                }
                String bases = p.text(2);
                assertEquals(4, occurrences(bases, "BASE"), bases);
                for (String name : List.of("RED", "BLUE", "YELLOW", "GREEN")) assertTrue(bases.contains(name), bases);
                assertTrue(p.text(3).contains("capture log"));
                assertTrue(p.text(3).contains("day 14"));
                // each column says whose captures it holds, not which colour was captured
                assertEquals(4, occurrences(p.text(3), "captured by "), p.text(3));
                assertTrue(p.text(3).contains("captured by RED"), p.text(3));
                assertEquals(List.of(), p.fontsNotEmbedded());
            }
        }
    }

    @Test
    void everyPiecesPageHasATrimBoxAroundItsPiecesAndNoMore() throws Exception {
        for (Paper paper : Paper.values()) {
            try (PdfProbe p = new PdfProbe(ComponentsSheet.pdf(paper, List.of("red", "blue")))) {
                assertEquals(3, p.pages(), "the bars page, the bases page, the score sheet");
                // crop marks start 3 mm (the bleed) + 1 mm = 11.339 pt out and are 6 pt long: 17.339 pt a side.
                // The bars page: three rows of bar blocks (9 x 18 pt = 162 each: red's 4 and 2 in, blue's, then
                // the 1 in blocks beside the pucks and the turn marker, both lower than 162), with the marks below
                // one row and above the next (2 x 17.339 = 34.677) and 6 pt between: 3 x 162 + 2 x 40.677 = 567.354.
                // The bases page: one row of two 3 in (216 pt) bases: 216 high, 2 x 216 + 40.677 = 472.677 wide.
                double[][] sizes = {{567.354, -1}, {216, 472.677}};
                for (int page = 0; page < 2; page++) {
                    var trim = p.document().getPage(page).getTrimBox();
                    var bleed = p.document().getPage(page).getBleedBox();
                    assertEquals(sizes[page][0], trim.getHeight(), 0.01, paper + " page " + page);
                    if (sizes[page][1] > 0)
                        assertEquals(sizes[page][1], trim.getWidth(), 0.01, paper + " page " + page);
                    // the BleedBox is the TrimBox grown by 3 mm (8.504 pt) on every side
                    assertEquals(trim.getHeight() + 2 * 8.504, bleed.getHeight(), 0.01);
                    assertEquals(trim.getLowerLeftX() - 8.504, bleed.getLowerLeftX(), 0.01);
                    // every bar edge lies inside it
                    double contentBottom = p.height(page) - PdfDoc.MARGIN - PdfDoc.FOOTER_BAND; // the rulers are below
                    for (PdfProbe.Segment s : p.segments(page)) {
                        if (!(s.horizontal()
                                && (Math.abs(s.length() - 72) < 0.01 || Math.abs(s.length() - 288) < 0.01))) continue;
                        if (s.maxY() > contentBottom) continue;
                        double top = p.height(page) - s.maxY();
                        assertTrue(
                                s.minX() >= trim.getLowerLeftX() - 0.01 && s.maxX() <= trim.getUpperRightX() + 0.01,
                                paper + " " + s);
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
            PdfProbe.Segment top = p.segments(0).stream()
                    .filter(s -> s.horizontal() && Math.abs(s.length() - 288) < 0.01)
                    .min(Comparator.comparingDouble(PdfProbe.Segment::minY))
                    .orElseThrow(); // top-down points
            var img = Png.render(pdf, 0, 144); // 2 px a point, in colour
            int x = (int) Math.round((top.minX() + top.maxX()) / 2 * 2);
            int inBleed = img.getRGB(x, (int) Math.round((top.minY() - Units.mm(2)) * 2));
            int beyond = img.getRGB(x, (int) Math.round((top.minY() - Units.mm(5)) * 2));
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
            assertEquals(5, p.pages());
            assertEquals(595.28, p.width(0), 0.01);
            // bars: red and blue on page 1, purple on page 2; then the bases, the score sheet, the rules
            assertTrue(p.text(4).contains("Fridge: the rules in brief"), p.text(4));
            assertTrue(p.text(1).contains("PURPLE 1 in"));
        }
        assertEquals(2, Cli.run(dir, "fridge", "components", "--colors", "red").status());
        assertEquals(
                2, Cli.run(dir, "fridge", "components", "--colors", "red,red").status());
        assertEquals(
                2, Cli.run(dir, "fridge", "components", "--colors", "a,b,c,d,e").status());
        assertEquals(
                2, Cli.run(dir, "fridge", "components", "--colors", "red,@blue").status());
    }

    @Test
    void theKitPrintsTheRequestedPlayersAndAtLeastTwo() throws Exception {
        FridgeGame g = new FridgeGame();
        List<KitItem> items = g.kit(new KitRequest(Paper.LETTER, 3, 1L, dir));
        assertEquals(2, items.size());
        assertEquals("fridge-rules.pdf", items.get(1).file().getFileName().toString());
        try (PdfProbe p = new PdfProbe(Files.readAllBytes(items.get(0).file()))) {
            assertEquals(4, p.pages());
            assertTrue(p.text(1).contains("YELLOW 4 in"), "the third player's bars on the second page");
        }
        List<KitItem> solo = g.kit(new KitRequest(Paper.A4, 1, 1L, dir.resolve("solo")));
        try (PdfProbe p = new PdfProbe(Files.readAllBytes(solo.get(0).file()))) {
            assertEquals(3, p.pages(), "a one-player kit still gets two colours");
        }
    }
}
