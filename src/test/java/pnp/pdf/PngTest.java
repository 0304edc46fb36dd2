package pnp.pdf;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class PngTest {
    @Test
    void eachBlockBecomesTheRoundedMeanOfItsPixels() {
        BufferedImage big = new BufferedImage(6, 3, BufferedImage.TYPE_INT_RGB);
        for (int x = 0; x < 6; x++) for (int y = 0; y < 3; y++) big.setRGB(x, y, 0xffffff);
        // left block: 4 of 9 black -> 5 * 255 / 9 = 141.67 -> 142; right block: one red pixel
        big.setRGB(0, 0, 0);
        big.setRGB(1, 1, 0);
        big.setRGB(2, 2, 0);
        big.setRGB(0, 2, 0);
        big.setRGB(4, 1, 0xff0000);
        BufferedImage small = Png.shrink(big, 3);
        assertEquals(2, small.getWidth());
        assertEquals(1, small.getHeight());
        assertEquals(0x8e8e8e, small.getRGB(0, 0) & 0xffffff);
        // red 255 everywhere; green and blue 8 * 255 / 9 = 226.67 -> 227
        assertEquals(0xffe3e3, small.getRGB(1, 0) & 0xffffff);
    }

    @Test
    void aPreviewIsThePageAtItsResolutionWithSmoothedEdges() throws Exception {
        byte[] pdf;
        try (PdfDoc doc = new PdfDoc(Paper.LETTER, "test", null)) {
            // a black square from 1 in to 2 in: at 100 dpi, pixels 100..199, edges between blocks
            doc.newPage().canvas().black().fillRect(72, 72, 72, 72);
            pdf = doc.toBytes();
        }
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(Png.preview(pdf, 0, 100)));
        assertEquals(850, img.getWidth());
        assertEquals(1100, img.getHeight());
        assertEquals(0, img.getRGB(150, 150) & 0xffffff);
        assertEquals(0xffffff, img.getRGB(90, 150) & 0xffffff);
        assertArrayEquals(Png.preview(pdf, 0, 100), Png.preview(pdf, 0, 100));
    }
}
