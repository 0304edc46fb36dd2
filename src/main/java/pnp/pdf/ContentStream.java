package pnp.pdf;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Set;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.util.Matrix;

/**
 * What a {@link Canvas} writes into PDFBox: each operation in PDF's float coordinates, the font size the
 * text state holds (set only when it changes, saved and restored with the graphics state), and PDFBox's
 * in-memory I/O errors turned into {@link PdfFailure}. A stream over nothing (a shadow or probe canvas)
 * writes nothing.
 */
final class ContentStream {
    private final PDPageContentStream cs;
    private final PDFont font;
    /** The characters written while recording a form; null elsewhere. */
    private final Set<Integer> codePoints;
    /** The font size in the text state, or NaN when unknown; saved and restored with the graphics state. */
    private float fontSize = Float.NaN;

    private final ArrayDeque<Float> savedFontSizes = new ArrayDeque<>();
    /** Whether this stream has set the font at all. */
    private boolean fontSet;

    ContentStream(PDPageContentStream cs, PDFont font, Set<Integer> codePoints) {
        this.cs = cs;
        this.font = font;
        this.codePoints = codePoints;
    }

    /** A stream that writes nothing, for a canvas that only shows its drawing to a layout guard. */
    static ContentStream none(PDFont font) {
        return new ContentStream(null, font, null);
    }

    /** Flips the page once so every caller works top-down (text re-flips itself), with thin square lines. */
    void startPage(double pageHeight) {
        io(() -> {
            cs.saveGraphicsState();
            cs.transform(new Matrix(1, 0, 0, -1, 0, (float) pageHeight));
            cs.setLineWidth(0.5f);
            cs.setLineCapStyle(0);
            cs.setLineJoinStyle(0);
        });
    }

    void lineWidth(double w) {
        io(() -> cs.setLineWidth((float) w));
    }

    void gray(double g) {
        io(() -> {
            cs.setStrokingColor((float) g);
            cs.setNonStrokingColor((float) g);
        });
    }

    void rgb(double r, double g, double b) {
        io(() -> {
            cs.setStrokingColor((float) r, (float) g, (float) b);
            cs.setNonStrokingColor((float) r, (float) g, (float) b);
        });
    }

    /** A dash pattern; no lengths for a solid line. */
    void dash(float... onOff) {
        io(() -> cs.setLineDashPattern(onOff, 0));
    }

    void round() {
        io(() -> {
            cs.setLineCapStyle(1);
            cs.setLineJoinStyle(1);
        });
    }

    void save() {
        io(() -> cs.saveGraphicsState());
        savedFontSizes.push(fontSize);
    }

    void restore() {
        io(() -> cs.restoreGraphicsState());
        fontSize = savedFontSizes.isEmpty() ? Float.NaN : savedFontSizes.pop();
    }

    void transform(Matrix m) {
        io(() -> cs.transform(m));
    }

    void clip(Rect r) {
        io(() -> {
            cs.addRect((float) r.x(), (float) r.y(), (float) r.w(), (float) r.h());
            cs.clip();
        });
    }

    void rect(double x, double y, double w, double h, boolean fill) {
        io(() -> {
            cs.addRect((float) x, (float) y, (float) w, (float) h);
            if (fill) cs.fill();
            else cs.stroke();
        });
    }

    void moveTo(double x, double y) {
        io(() -> cs.moveTo((float) x, (float) y));
    }

    void lineTo(double x, double y) {
        io(() -> cs.lineTo((float) x, (float) y));
    }

    void curveTo(double x1, double y1, double x2, double y2, double x3, double y3) {
        io(() -> cs.curveTo((float) x1, (float) y1, (float) x2, (float) y2, (float) x3, (float) y3));
    }

    void closePath() {
        io(() -> cs.closePath());
    }

    void stroke() {
        io(() -> cs.stroke());
    }

    void fill() {
        io(() -> cs.fill());
    }

    void fillStroke() {
        io(() -> cs.fillAndStroke());
    }

    /** Places a recorded form. */
    void drawForm(PDFormXObject form) {
        io(() -> {
            if (!fontSet && form.getResources().getFontNames().iterator().hasNext()) {
                // PDFBox subsets the font of a document only once a page's content stream has set it
                cs.setFont(font, 10);
                fontSize = 10;
                fontSet = true;
            }
            cs.drawForm(form);
        });
    }

    /** Text with its baseline's left end at (x, y), in a page flipped top-down. */
    void text(double x, double y, double size, String text) {
        if (codePoints != null) text.codePoints().forEach(codePoints::add);
        io(() -> {
            cs.beginText();
            // the size stays in the text state until the graphics state is restored: set it only when it changes
            if (fontSize != (float) size) {
                cs.setFont(font, (float) size);
                fontSize = (float) size;
                fontSet = true;
            }
            cs.setTextMatrix(new Matrix(1, 0, 0, -1, (float) x, (float) y));
            cs.showText(text);
            cs.endText();
        });
    }

    /** Ends the stream, undoing the page's flip where {@link #startPage} made one. */
    void close(boolean page) {
        io(() -> {
            if (page) cs.restoreGraphicsState();
            cs.close();
        });
    }

    private interface IoAction {
        void run() throws IOException;
    }

    /** Runs a content-stream operation (a lambda, so a stream over nothing never dereferences it). */
    private void io(IoAction a) {
        if (cs == null) return;
        try {
            a.run();
        } catch (IOException e) {
            throw new PdfFailure("PDFBox failed in memory", e);
        }
    }
}
