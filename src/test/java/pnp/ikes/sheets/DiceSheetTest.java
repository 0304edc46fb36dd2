package pnp.ikes.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Paper;
import pnp.pdf.Units;
import pnp.testing.PdfProbe;

class DiceSheetTest {
    @Test
    void aLightAndADarkDieAtTheirTrueEdge() throws Exception {
        for (Paper paper : Paper.values()) {
            byte[][] pdf = new byte[1][];
            assertEquals(List.of(), LayoutGuard.recording(() -> pdf[0] = DiceSheet.pdf(paper)));
            try (PdfProbe probe = new PdfProbe(pdf[0])) {
                assertEquals(1, probe.pages());
                String text = probe.text(0);
                assertTrue(text.contains("Light die") && text.contains("Dark die"), text);
                long edges = probe.segments(0).stream()
                        .filter(s -> Math.abs(s.length() - Units.mm(22)) < 0.05)
                        .count();
                assertEquals(2 * 19, edges, "two cube nets of 22 mm, 19 edges each");
                // the dark die: white pips on dark faces, so the page holds dark fill where the light one has none
                var image = probe.render(0, 30);
                assertTrue(darkPixels(image) > 6 * 400, "the dark die's faces are dark: " + darkPixels(image));
            }
        }
    }

    private static int darkPixels(BufferedImage img) {
        int n = 0;
        for (int y = 0; y < img.getHeight(); y++)
            for (int x = 0; x < img.getWidth(); x++) if (img.getRaster().getSample(x, y, 0) < 80) n++;
        return n;
    }
}
