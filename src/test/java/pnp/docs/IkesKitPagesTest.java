package pnp.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

/** What docs/ikes.md says of the solo PDFs holds for what pnp ikes solo and the kit print. */
class IkesKitPagesTest {
    @TempDir
    Path dir;

    @Test
    void soloPdfPagesAreAsTheDocsSay() throws Exception {
        String doc = Files.readString(Path.of("docs/ikes.md")).replaceAll("\\s+", " ");
        assertTrue(doc.contains("Page 3 is the rules page, so a solo player who prints only this file can play"));
        assertTrue(doc.contains("In a kit (`pnp kit`) the solo PDF, `ikes-solo-SEED.pdf`, has only pages 1 and 2 (the"
                + " sheet and the dice); the rules page is the last page of the kit's `ikes-sheets.pdf`."));
        Cli.Result solo = Cli.run(dir, "ikes", "solo", "--seed", "5", "--out", "solo.pdf");
        assertEquals(0, solo.status(), solo.err());
        try (PdfProbe p = new PdfProbe(Files.readAllBytes(dir.resolve("solo.pdf")))) {
            assertEquals(3, p.pages());
            assertTrue(p.text(1).contains("solo challenge 5: the dice"), p.text(1));
            assertTrue(p.text(2).contains("Ike's in brief"), p.text(2));
        }
        Cli.Result kit = Cli.run(dir, "kit", "--players", "1", "--seed", "5", "--out", "kit");
        assertEquals(0, kit.status(), kit.err());
        try (PdfProbe p = new PdfProbe(Files.readAllBytes(dir.resolve("kit/ikes-solo-5.pdf")))) {
            assertEquals(2, p.pages());
            assertTrue(p.text(1).contains("solo challenge 5: the dice"), p.text(1));
            assertTrue(!p.allText().contains("Ike's in brief"));
        }
        try (PdfProbe p = new PdfProbe(Files.readAllBytes(dir.resolve("kit/ikes-sheets.pdf")))) {
            assertTrue(p.text(p.pages() - 1).contains("Ike's in brief"), p.text(p.pages() - 1));
        }
    }
}
