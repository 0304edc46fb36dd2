package pnp.ikes.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Paper;
import pnp.testing.PdfProbe;

/** The solo challenge's pages: the dice page's key to the two dice, its ink, and the rules page after it. */
class SoloDocumentTest {
    private static final Challenge CHALLENGE = ChallengeGenerator.challenge(3);

    @Test
    void theRulesPageFollowsTheDiceAndNamesCoinsCafeteriasAndTheWalk() throws Exception {
        byte[][] pdf = new byte[1][];
        assertEquals(
                List.of(),
                LayoutGuard.recording(
                        () -> pdf[0] = SoloDocument.render(Paper.A4, TileChartParser.standard(), CHALLENGE, "", true)));
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            assertEquals(3, probe.pages());
            String rules = probe.text(2).replaceAll("\\s+", " ");
            for (String s : List.of(
                    "Ike's in brief",
                    "gain 2 coins",
                    "Draw a cafeteria",
                    "The shoppers' walk",
                    "+1 for each display")) {
                assertTrue(rules.contains(s), s + " in " + rules);
            }
        }
        try (PdfProbe probe =
                new PdfProbe(SoloDocument.render(Paper.A4, TileChartParser.standard(), CHALLENGE, "", false))) {
            assertEquals(2, probe.pages());
        }
    }

    @Test
    void theDicePageNamesTheDarkDieAsItIsDrawnAndPrintsNoGreyBoxes() throws Exception {
        byte[] pdf = SoloDocument.render(Paper.LETTER, TileChartParser.standard(), CHALLENGE);
        try (PdfProbe probe = new PdfProbe(pdf)) {
            String dice = probe.text(1).replaceAll("\\s+", " ");
            assertTrue(dice.contains(SoloDocument.DICE_KEY), dice);
            assertFalse(dice.contains("grey box"), dice);
            // a grey fill in every dark die's box covered about 4 % of the page in mid grey (0.8);
            // black lines and digits leave only their anti-aliased edges in that range
            BufferedImage img = probe.render(1, 72);
            int grey = 0;
            for (int y = 0; y < img.getHeight(); y++) {
                for (int x = 0; x < img.getWidth(); x++) {
                    int v = img.getRGB(x, y) & 0xff;
                    if (v >= 190 && v <= 220) grey++;
                }
            }
            double share = grey / (double) (img.getWidth() * img.getHeight());
            assertTrue(share < 0.02, "mid-grey share of the dice page: " + share);
        }
    }
}
