package pnp.pdf;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.pdfbox.pdmodel.font.PDFont;

/**
 * Widths of strings in the one bundled font (LiberationSans), measured once for every canvas: labels
 * repeat on every page; the bound keeps unique strings in check.
 */
final class TextWidths {
    /** Widths in 1/1000 em. */
    private static final Map<String, Double> WIDTHS = new ConcurrentHashMap<>();

    private static final int KEPT = 4096;

    private TextWidths() {}

    /** The width of the text in points at the given size. */
    static double of(PDFont font, double size, String text) {
        Double em = WIDTHS.get(text);
        if (em == null) {
            try {
                em = (double) font.getStringWidth(text);
            } catch (IOException e) {
                throw new PdfFailure("PDFBox failed in memory", e);
            }
            if (WIDTHS.size() < KEPT) WIDTHS.put(text, em);
        }
        return em / 1000.0 * size;
    }
}
