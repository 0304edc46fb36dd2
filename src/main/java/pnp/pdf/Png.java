package pnp.pdf;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import pnp.io.AtomicFiles;

/** Preview images: a page of a finished PDF rendered by PDFBox. */
public final class Png {
    /** Each pixel of a {@link #preview} is the mean of this many squared pixels drawn without anti-aliasing. */
    static final int SUPERSAMPLE = 3;

    private static final RenderingHints ALIASED = new RenderingHints(Map.of(
            RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF,
            RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_OFF,
            RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY,
            RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE,
            RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR));

    private Png() {}

    /**
     * A page as the PNG a player gets ({@code --png}, charts): the same bytes on every JDK. Java2D's
     * anti-aliasing differs between JDK releases (JDK 17 and 25 drew 4 pixels of an Ike's score
     * differently), its aliased drawing does not; so the page is drawn aliased at {@value #SUPERSAMPLE}
     * times the resolution and each pixel is the rounded mean of its {@value #SUPERSAMPLE} x
     * {@value #SUPERSAMPLE} block, which smooths edges with integer arithmetic only.
     */
    public static byte[] preview(byte[] pdf, int pageIndex, float dpi) {
        try (PDDocument d = Loader.loadPDF(pdf)) {
            PDFRenderer renderer = new PDFRenderer(d);
            renderer.setRenderingHints(ALIASED);
            // the size a plain rendering has, rounded once (scaling first can lose a pixel to float error)
            PDRectangle box = d.getPage(pageIndex).getCropBox();
            int w = Math.round(box.getWidth() * dpi / 72f);
            int h = Math.round(box.getHeight() * dpi / 72f);
            BufferedImage big = new BufferedImage(w * SUPERSAMPLE, h * SUPERSAMPLE, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = big.createGraphics();
            try {
                g.setBackground(Color.WHITE);
                g.clearRect(0, 0, big.getWidth(), big.getHeight());
                renderer.renderPageToGraphics(pageIndex, g, dpi * SUPERSAMPLE / 72f);
            } finally {
                g.dispose();
            }
            return encode(shrink(big, SUPERSAMPLE));
        } catch (IOException e) {
            throw new PdfFailure("cannot render a PNG", e);
        }
    }

    /** Each {@code k} x {@code k} block of {@code big} as one pixel, its channels' rounded means. */
    static BufferedImage shrink(BufferedImage big, int k) {
        int w = big.getWidth() / k;
        int h = big.getHeight() / k;
        int n = k * k;
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        int[] rows = new int[big.getWidth() * k];
        int[] line = new int[w];
        for (int y = 0; y < h; y++) {
            big.getRGB(0, y * k, big.getWidth(), k, rows, 0, big.getWidth());
            for (int x = 0; x < w; x++) {
                int r = 0;
                int g = 0;
                int b = 0;
                for (int j = 0; j < k; j++) {
                    for (int i = 0; i < k; i++) {
                        int p = rows[j * big.getWidth() + x * k + i];
                        r += (p >> 16) & 0xff;
                        g += (p >> 8) & 0xff;
                        b += p & 0xff;
                    }
                }
                line[x] = ((r + n / 2) / n) << 16 | ((g + n / 2) / n) << 8 | ((b + n / 2) / n);
            }
            out.setRGB(0, y, w, 1, line, 0, w);
        }
        return out;
    }

    private static byte[] encode(BufferedImage image) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ImageIO.write(image, "png", bytes);
        return bytes.toByteArray();
    }

    public static BufferedImage render(byte[] pdf, int pageIndex, float dpi) throws IOException {
        try (PDDocument d = Loader.loadPDF(pdf)) {
            return new PDFRenderer(d).renderImageWithDPI(pageIndex, dpi, ImageType.RGB);
        }
    }

    /** A page rendered and encoded as PNG bytes; all in memory, so a failure is a {@link PdfFailure}. */
    public static byte[] bytes(byte[] pdf, int pageIndex, float dpi) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ImageIO.write(render(pdf, pageIndex, dpi), "png", bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new PdfFailure("cannot render a PNG", e);
        }
    }

    public static Path write(byte[] pdf, int pageIndex, float dpi, Path target) throws IOException {
        return AtomicFiles.write(target, bytes(pdf, pageIndex, dpi));
    }
}
