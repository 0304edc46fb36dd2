package pnp.testing;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * The print shop's look at a page's border: renders every page in grey at a low resolution and
 * finds ink darker than 70% grey (a pixel below 180 of 255) within a band along the paper's edges.
 * The same rule as /work/shared/tools/border_ink.py, with PDFBox instead of pdftoppm.
 */
public final class BorderScan {
    private BorderScan() {}

    /** The first dark pixel within {@code bandMm} of an edge, as "page N: ink at X mm, Y mm", or empty. */
    public static Optional<String> firstInk(byte[] pdf, double bandMm, float dpi) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDFRenderer renderer = new PDFRenderer(doc);
            for (int p = 0; p < doc.getNumberOfPages(); p++) {
                BufferedImage img = renderer.renderImageWithDPI(p, dpi, ImageType.GRAY);
                int band = (int) (bandMm / 25.4 * dpi);
                int w = img.getWidth();
                int h = img.getHeight();
                var raster = img.getRaster();
                for (int y = 0; y < h; y++) {
                    boolean edgeRow = y < band || y >= h - band;
                    for (int x = 0; x < w; x++) {
                        if (!edgeRow && x == band) x = w - band;
                        if (raster.getSample(x, y, 0) < 180) {
                            return Optional.of(String.format(
                                    Locale.ROOT,
                                    "page %d: ink at %.1f mm, %.1f mm",
                                    p + 1,
                                    x * 25.4 / dpi,
                                    y * 25.4 / dpi));
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }
}
