package pnp.pdf;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;
import pnp.testing.Renders;

/**
 * Every page of a kit renders as it did before the unchanging parts became forms: the same kit is
 * made with forms and with every drawing made straight onto its page (as before), and each page
 * of the two is compared pixel by pixel.
 */
class KitRenderTest {
    @TempDir
    Path dir;

    @Test
    void everyKitPageRendersTheSameWithFormsAsDrawnDirectly() throws Exception {
        assertEquals(
                0,
                Cli.run(dir, "kit", "--seed", "3", "--players", "2", "--out", "forms")
                        .status());
        Forms.enable(false);
        try {
            assertEquals(
                    0,
                    Cli.run(dir, "kit", "--seed", "3", "--players", "2", "--out", "direct")
                            .status());
        } finally {
            Forms.enable(true);
        }
        List<Path> pdfs;
        try (var s = Files.list(dir.resolve("forms"))) {
            pdfs = s.filter(p -> p.toString().endsWith(".pdf")).sorted().toList();
        }
        assertTrue(pdfs.size() >= 5, pdfs.toString());
        int pages = 0;
        for (Path p : pdfs) {
            byte[] withForms = Files.readAllBytes(p);
            byte[] direct = Files.readAllBytes(dir.resolve("direct").resolve(p.getFileName()));
            try (PdfProbe a = new PdfProbe(withForms);
                    PdfProbe b = new PdfProbe(direct)) {
                assertEquals(b.pages(), a.pages(), p.getFileName().toString());
                for (int i = 0; i < a.pages(); i++) {
                    BufferedImage x = a.render(i, 72);
                    BufferedImage y = b.render(i, 72);
                    String where = p.getFileName() + " page " + (i + 1);
                    // antialiasing may round an edge differently (measured: under 50 pixels by at most 16
                    // grey levels); a thin grey line moved or lost changes pixels by 30 levels and more
                    assertEquals(0, Renders.differingPixels(x, y, 24), where);
                    assertTrue(Renders.differingPixels(x, y, 2) < 100, where);
                    pages++;
                }
            }
        }
        assertTrue(pages >= 20, pages + " pages");
    }
}
