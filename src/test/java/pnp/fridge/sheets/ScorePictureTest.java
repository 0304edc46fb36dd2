package pnp.fridge.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pnp.fridge.commands.FridgeInput;
import pnp.fridge.commands.FridgeInputTest;
import pnp.fridge.model.Position;
import pnp.fridge.rules.Score;
import pnp.fridge.rules.Scorer;
import pnp.io.TextSource;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Png;
import pnp.pdf.Rect;
import pnp.testing.PdfProbe;

class ScorePictureTest {
    static Position read(String text) {
        return FridgeInput.read(new TextSource("ex.fridge", text));
    }

    /**
     * The contract example: red 3 (capture 1, infiltration 1, chain base-a, a-b of 2 with the bonus), blue 1.
     * The page says so in words, and the chain is drawn: red's chain steps 1 and 2 and blue's step 1 are
     * claimed with the layout guard, and nothing on the page is drawn over anything else.
     */
    @ParameterizedTest
    @EnumSource(Paper.class)
    void theContractExampleReadsBack(Paper paper) throws Exception {
        Position p = read(FridgeInputTest.EXAMPLE);
        Score s = Scorer.score(p);
        byte[][] pdf = new byte[1][];
        assertEquals(List.of(), LayoutGuard.recording(() -> pdf[0] = ScorePicture.pdf("ex.fridge", p, s, paper)));
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            assertEquals(1, probe.pages());
            String text = probe.text(0).replaceAll("\\s+", " ");
            for (String want : List.of(
                    "RED: 3 points, longest chain 2",
                    "BLUE: 1 point, longest chain 1",
                    "Winner: red",
                    "b (broken)",
                    "x (broken)",
                    "red 1 1 2 1 3",
                    "blue 1 0 1 0 1")) {
                assertTrue(text.contains(want), want + " in " + text);
            }
            assertEquals(List.of(), probe.fontsNotEmbedded());
        }
    }

    /**
     * A crowded three-player network (r3 and r4 broken, one above the other, r1's four bars fanning out): the names,
     * steps and lengths are placed clear of each other and of every point, and nothing is claimed twice.
     */
    @Test
    void aCrowdedNetworkKeepsItsLabelsApart() {
        Position p = read("""
                player red
                bar 1 base r1
                bar 2 r1 r2
                bar 2 r1 r3
                bar 2 r1 r4
                bar 2 r1 r5
                bar 1 r3 r4
                bar 1 r2 r3
                bar 1 r4 r5
                bar 2 r5 @blue
                cross blue b1

                player blue
                bar 1 base b1
                bar 2 b1 b2
                cross red r3
                cross green g1

                player green
                bar 1 base g1
                bar 2 g1 g2
                cross red r4
                """);
        assertEquals(
                List.of(),
                LayoutGuard.recording(() -> ScorePicture.pdf("crowd.fridge", p, Scorer.score(p), Paper.LETTER)));
    }

    /**
     * The chain is drawn as the player's heavy line, other bars as thin grey ones. In red's network of the
     * example the layers from the base are base | a | b | c, d | @blue (5 columns at 0, 1/4, 1/2, 3/4, 1 of the
     * network box; a single point sits at half height, c and d at 1/4 and 3/4). The chain base-a-b runs along
     * half height from 0 to 1/2: a third of the way from a to b the picture is red. The bar b-d, not in the
     * chain, runs from (1/2, 1/2) to (3/4, 3/4): a third of the way along it the picture is grey.
     */
    @Test
    void theChainIsDrawnInThePlayersInkAndOtherBarsInGrey() throws Exception {
        Position p = read(FridgeInputTest.EXAMPLE);
        byte[] pdf = ScorePicture.pdf("ex.fridge", p, Scorer.score(p), Paper.LETTER);
        BufferedImage img = Png.render(pdf, 0, 144); // 2 px a point
        Rect net = ScorePicture.network(
                ScorePicture.panel(ScorePicture.area(new PdfDoc(Paper.LETTER, "x", null).contentArea()), 0));
        int[] chain = rgb(img, net.x() + net.w() * (0.25 + 0.25 / 3), net.y() + net.h() * 0.5);
        assertTrue(chain[0] > 150 && chain[1] < 90 && chain[2] < 90, "red on the chain: " + Arrays.toString(chain));
        int[] plain = rgb(img, net.x() + net.w() * (0.5 + 0.25 / 3), net.y() + net.h() * (0.5 + 0.25 / 3));
        assertTrue(
                Math.abs(plain[0] - plain[1]) < 10 && Math.abs(plain[1] - plain[2]) < 10 && plain[0] < 200,
                "grey on the plain bar b-d: " + Arrays.toString(plain));
    }

    /** The darkest pixel within 1.5 pt of a page point (a line is a few pixels wide; antialiasing lightens its edge). */
    private static int[] rgb(BufferedImage img, double x, double y) {
        int[] best = {255, 255, 255};
        for (int dy = -3; dy <= 3; dy++) {
            for (int dx = -3; dx <= 3; dx++) {
                int v = img.getRGB((int) Math.round(x * 2) + dx, (int) Math.round(y * 2) + dy);
                int[] c = {v >> 16 & 255, v >> 8 & 255, v & 255};
                if (c[0] + c[1] + c[2] < best[0] + best[1] + best[2]) best = c;
            }
        }
        return best;
    }

    @Test
    void sameInputSameBytes() {
        Position p = read(FridgeInputTest.EXAMPLE);
        Score s = Scorer.score(p);
        assertArrayEquals(ScorePicture.pdf("a", p, s, Paper.A4), ScorePicture.pdf("a", p, s, Paper.A4));
    }

    @Test
    void theFourPlayerExampleFitsOnePageCleanly() throws Exception {
        Position p = read(Files.readString(Path.of("seeds/fridge/four-players.fridge")));
        Score s = Scorer.score(p);
        for (Paper paper : Paper.values()) {
            byte[][] pdf = new byte[1][];
            assertEquals(List.of(), LayoutGuard.recording(() -> pdf[0] = ScorePicture.pdf("4.fridge", p, s, paper)));
            try (PdfProbe probe = new PdfProbe(pdf[0])) {
                String text = probe.text(0);
                for (var ps : s.players()) assertTrue(text.contains(ps.color().toUpperCase(Locale.ROOT)), ps.color());
            }
        }
    }
}
