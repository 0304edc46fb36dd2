package pnp.ikes.commands;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

class SoloCommandTest {
    @TempDir
    Path dir;

    @Test
    void printsTheSheetAndTheDicePage() throws Exception {
        Cli.Result r = Cli.run(dir, "ikes", "solo", "--seed", "1", "--paper", "a4");
        assertEquals(0, r.status(), r.err());
        // par 29: templates/ikes/par.txt; 33: UpperBound of challenge 1
        assertEquals("wrote output/ikes-solo-1.pdf (challenge 1: par 29, no one can beat 33)\n", r.out());
        byte[] pdf = Files.readAllBytes(dir.resolve("output/ikes-solo-1.pdf"));
        try (PdfProbe probe = new PdfProbe(pdf)) {
            assertEquals(3, probe.pages()); // the sheet, the dice page, the rules page
            assertTrue(probe.text(2).contains("Ike's in brief"), probe.text(2));
            assertEquals(595.28, probe.width(0), 0.01);
            assertTrue(probe.text(0).contains("solo challenge 1: par 29, no one can beat 33"), probe.text(0));
            String dice = probe.text(1);
            assertTrue(dice.contains("Entrance A1 (north side), exit G7 (east side)"), dice);
            assertTrue(dice.contains("seed 1"), dice);
            assertTrue(dice.contains("Dark die reroll reserve"), dice);
            assertTrue(probe.fontsNotEmbedded().isEmpty());
        }
        assertEquals(
                0,
                Cli.run(dir, "ikes", "solo", "--seed", "1", "--paper", "a4", "--out", "again.pdf")
                        .status());
        assertArrayEquals(pdf, Files.readAllBytes(dir.resolve("again.pdf")));
    }

    @Test
    void withoutASeedOneIsDrawnAndShown() {
        Cli.Result r = Cli.run(dir, "ikes", "solo", "--out", "x.pdf");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().matches("seed \\d+\n"), r.err());
    }
}
