package pnp.bridgewars.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pnp.bridgewars.format.TopFormat;
import pnp.bridgewars.model.TopView;
import pnp.bridgewars.rules.Score;
import pnp.bridgewars.rules.Scoring;
import pnp.io.TextSource;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Paper;
import pnp.pdf.Png;
import pnp.testing.PdfProbe;

class ScorePictureTest {
    static TopView view(String name) throws Exception {
        Path p = Path.of("seeds/bridge-wars/" + name);
        return TopFormat.parse(new TextSource(p.toString(), Files.readString(p)));
    }

    /**
     * seeds/bridge-wars.md works out the two-player example: R 32 rods + the brass rod = 37, B 32, 26 bare,
     * R wins. The page says so, every owned rod carries its owner's letter (32 + 1 R, 32 B), and nothing is
     * drawn over anything else.
     */
    @ParameterizedTest
    @EnumSource(Paper.class)
    void theTwoPlayerExampleReadsBack(Paper paper) throws Exception {
        TopView v = view("two-players.bridge");
        Score s = Scoring.score(v);
        byte[][] pdf = new byte[1][];
        assertEquals(List.of(), LayoutGuard.recording(() -> pdf[0] = ScorePicture.pdf("two.bridge", v, s, paper)));
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            String text = probe.text(0);
            String flat = text.replaceAll("\\s+", " ");
            assertTrue(flat.contains("R NW 32 +5 37"), flat);
            assertTrue(flat.contains("B SE 32 32"), flat);
            assertTrue(flat.contains("rods with no block: 26"), flat);
            assertTrue(flat.contains("Winner: R"), flat);
            // the letters in the discs: text runs of single capital letters R and B (PDFBox joins a row's letters)
            long rs = text.chars().filter(ch -> ch == 'R').count(),
                    bs = text.chars().filter(ch -> ch == 'B').count();
            // 33 discs of R, plus R in the table and the winner line; 32 of B plus B in the table and the title's
            // "Bridge"; so at least 33 and 32
            assertTrue(rs >= 33 && bs >= 32, rs + " R, " + bs + " B");
        }
    }

    /** Owners are coloured: the three-player picture has red, green and blue discs, each a sizeable area. */
    @Test
    void eachOwnerHasTheirColour() throws Exception {
        TopView v = view("three-players.bridge");
        BufferedImage img = Png.render(ScorePicture.pdf("three.bridge", v, Scoring.score(v), Paper.LETTER), 0, 50);
        int red = 0, green = 0, blue = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int c = img.getRGB(x, y), r = c >> 16 & 255, g = c >> 8 & 255, b = c & 255;
                if (r > 170 && g < 60 && b < 60) red++;
                if (g > 110 && r < 60 && b < 80) green++;
                if (b > 170 && r < 60 && g < 110) blue++;
            }
        }
        // a disc at 50 dpi is about 0.36 x 14 mm = 5 mm across, 10 px: ~75 px; 15 discs of R and 16 of G (with the
        // brass rod), 17 of B: well over 500 px each, where a colour that is missing has none
        assertTrue(red > 500 && green > 500 && blue > 500, red + " red, " + green + " green, " + blue + " blue");
    }

    /**
     * A long path would run the heading into the right-hand border: the page names the file without its
     * folders, and a name over 48 characters keeps its last 45 after "...". Here the name is 41 + 7 = 48
     * characters and is printed whole; with an "x" in front (49) only its last 45 are kept: "x" and "fou" give
     * way to "...".
     */
    @Test
    void aLongPathKeepsTheHeadingOnThePage() throws Exception {
        TopView v = view("two-players.bridge");
        Score s = Scoring.score(v);
        String dir = "a-very-long-folder-name-for-testing-the-heading/and-another-long-folder-name-here/";
        String name = "four-players-with-a-long-file-name-xxxxxx" + ".bridge";
        assertEquals(48, name.length());
        for (Paper paper : Paper.values()) {
            byte[][] pdf = new byte[1][];
            assertEquals(
                    List.of(), LayoutGuard.recording(() -> pdf[0] = ScorePicture.pdf(dir + "x" + name, v, s, paper)));
            try (PdfProbe probe = new PdfProbe(pdf[0])) {
                String text = probe.text(0);
                assertTrue(text.contains("Bridge Wars: ...r-players-with-a-long-file-name-xxxxxx.bridge\n"), text);
                assertFalse(text.contains("folder"), text);
            }
        }
        assertEquals(name, ScorePicture.shortName(dir + name));
        assertEquals("two.bridge", ScorePicture.shortName("two.bridge"));
        assertEquals("b.bridge", ScorePicture.shortName("C:\\games\\b.bridge"));
    }

    /**
     * Players may be any capital letter. A (NW), Z (NE), Q (SW), W (SE) name no colour, so they get the
     * first four inks in claim order: red, blue, green, yellow; with R and A, R keeps red and A gets
     * blue. The picture of the four has all four colours (each corner's 15 discs).
     */
    @Test
    void lettersThatNameNoColourStillGetColoursOfTheirOwn() throws Exception {
        String text = """
                corner NW A
                corner NE Z
                corner SW Q
                corner SE W
                top
                A A A A A - Z Z Z Z Z
                A A A A - - - Z Z Z Z
                A A A - - - - - Z Z Z
                A A - - - - - - - Z Z
                A - - - - - - - - - Z
                - - - - - W - - - - -
                Q - - - - - - - - - W
                Q Q - - - - - - - W W
                Q Q Q - - - - - W W W
                Q Q Q Q - - - W W W W
                Q Q Q Q Q - W W W W W
                """;
        TopView v = TopFormat.parse(new TextSource("four.bridge", text));
        var inks = ScorePicture.inks(v.setup().claims());
        assertArrayEquals(new double[] {0.8, 0.1, 0.1}, inks.get('A'));
        assertArrayEquals(new double[] {0.1, 0.3, 0.8}, inks.get('Z'));
        assertArrayEquals(new double[] {0.1, 0.55, 0.2}, inks.get('Q'));
        assertArrayEquals(new double[] {0.75, 0.6, 0.0}, inks.get('W'));
        TopView two = TopFormat.parse(new TextSource(
                "two.bridge",
                Files.readString(Path.of("seeds/bridge-wars/two-players.bridge"))
                        .replace("corner SE B", "corner SE A")
                        .replace(" B", " A")));
        var twoInks = ScorePicture.inks(two.setup().claims());
        assertArrayEquals(new double[] {0.8, 0.1, 0.1}, twoInks.get('R'));
        assertArrayEquals(new double[] {0.1, 0.3, 0.8}, twoInks.get('A'));
        BufferedImage img = Png.render(ScorePicture.pdf("four.bridge", v, Scoring.score(v), Paper.LETTER), 0, 50);
        int red = 0, blue = 0, green = 0, yellow = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                int c = img.getRGB(x, y), r = c >> 16 & 255, g = c >> 8 & 255, b = c & 255;
                if (r > 170 && g < 60 && b < 60) red++;
                if (b > 170 && r < 60 && g < 110) blue++;
                if (g > 110 && r < 60 && b < 80) green++;
                if (r > 160 && g > 130 && b < 40) yellow++;
            }
        }
        // 15 discs a player at ~75 px each (see eachOwnerHasTheirColour): well over 500 px of each colour
        assertTrue(
                red > 500 && blue > 500 && green > 500 && yellow > 500,
                red + " red, " + blue + " blue, " + green + " green, " + yellow + " yellow");
    }

    @Test
    void sameInputSameBytes() throws Exception {
        TopView v = view("two-players.bridge");
        Score s = Scoring.score(v);
        assertArrayEquals(ScorePicture.pdf("a", v, s, Paper.A4), ScorePicture.pdf("a", v, s, Paper.A4));
    }
}
