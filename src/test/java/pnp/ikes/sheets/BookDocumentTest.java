package pnp.ikes.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.pdf.Paper;
import pnp.testing.PdfProbe;

/** The challenge book: the cover's key to the dice, and the rules page right after the cover. */
class BookDocumentTest {
    private static final List<BookDocument.Entry> ENTRIES = List.of(
            new BookDocument.Entry(ChallengeGenerator.challenge(1), "par 17", "17"),
            new BookDocument.Entry(ChallengeGenerator.challenge(2), "par 15", "15"));

    @Test
    void theCoverNamesTheDiceAsTheDicePagesDrawThemAndTheRulesFollow() throws Exception {
        byte[] pdf = BookDocument.render(Paper.LETTER, TileChartParser.standard(), "Book", ENTRIES);
        try (PdfProbe probe = new PdfProbe(pdf)) {
            String cover = probe.text(0).replaceAll("\\s+", " ");
            assertTrue(cover.contains(SoloDocument.DICE_KEY), cover);
            assertFalse(cover.contains("black box"), cover);
            assertTrue(probe.text(1).contains("Ike's in brief"), probe.text(1));
            assertEquals(1 + 1 + 2 * 2 + 1, probe.pages());
        }
        byte[] without = BookDocument.render(Paper.LETTER, TileChartParser.standard(), "Book", ENTRIES, false);
        try (PdfProbe probe = new PdfProbe(without)) {
            assertEquals(1 + 2 * 2 + 1, probe.pages());
        }
    }
}
