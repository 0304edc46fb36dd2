package pnp.pdf;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDVectorFont;

/**
 * The box a line of text really inks: its advance width across, and from the highest to the lowest
 * point of its glyphs' outlines (so "ace" is lower than "Ace", and only "g" reaches below the line).
 */
final class TextBox {
    /** Per font and character: the glyph outline's {top, bottom} in 1/1000 em, y up. */
    private static final Map<String, double[]> EXTENTS = new ConcurrentHashMap<>();

    private TextBox() {}

    /** The user-space box of {@code text} with its baseline's left end at (x, y), y growing downwards. */
    static Rect of(PDFont font, double x, double y, double size, String text, double width) {
        double top = 0;
        double bottom = 0;
        boolean any = false;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            double[] e = extents(font, cp);
            if (e == null) continue;
            top = any ? Math.max(top, e[0]) : e[0];
            bottom = any ? Math.min(bottom, e[1]) : e[1];
            any = true;
        }
        if (!any) return new Rect(x, y, width, 0);
        return new Rect(x, y - top * size / 1000, width, (top - bottom) * size / 1000);
    }

    private static double[] extents(PDFont font, int cp) {
        if (!(font instanceof PDVectorFont vf))
            return new double[] {font.getFontDescriptor().getAscent(), 0};
        double[] e = EXTENTS.computeIfAbsent(font.getName() + ":" + cp, k -> outline(font, vf, cp));
        return e.length == 0 ? null : e;
    }

    /** {top, bottom} of one character's outline, or nothing for a blank (a space). */
    private static double[] outline(PDFont font, PDVectorFont vf, int cp) {
        try {
            byte[] bytes = font.encode(new String(Character.toChars(cp)));
            int code = font.readCode(new ByteArrayInputStream(bytes));
            var b = vf.getNormalizedPath(code).getBounds2D();
            return b.isEmpty() ? new double[0] : new double[] {b.getMaxY(), b.getMinY()};
        } catch (IOException e) {
            throw new PdfFailure("PDFBox failed in memory", e);
        }
    }
}
