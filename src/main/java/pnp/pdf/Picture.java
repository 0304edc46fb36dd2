package pnp.pdf;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * A drawing of its own size, in points, without paper, rulers or footer: a chart or a preview.
 * It is drawn on a {@link Canvas} like any page and then rendered as a PNG image, so no code
 * outside the page kit draws with Java2D. The same drawing gives the same bytes on one JVM.
 */
public final class Picture implements Closeable {
    private final PDDocument doc = new PDDocument();
    private final TrueTypeFont ttf = SansFont.borrow();
    private final Canvas canvas;
    private boolean closedCanvas;
    private boolean closed;

    /** A blank white picture {@code width} x {@code height} points. */
    public Picture(double width, double height) {
        PDPage page = new PDPage(new PDRectangle((float) width, (float) height));
        doc.addPage(page);
        try {
            var font = PDType0Font.load(doc, ttf, true);
            canvas = new Canvas(new PDPageContentStream(doc, page), font, height, null, new Forms(doc, font));
        } catch (IOException e) {
            throw new PdfFailure("cannot start a picture", e);
        }
    }

    public Canvas canvas() {
        return canvas;
    }

    /** The picture as PNG bytes, {@code dpi / 72} pixels a point. Ends the drawing. */
    public byte[] png(float dpi) {
        return Png.preview(pdf(), 0, dpi);
    }

    /** The picture as a one-page PDF. Ends the drawing. */
    byte[] pdf() {
        if (!closedCanvas) {
            canvas.close();
            closedCanvas = true;
        }
        try {
            ByteArrayOutputStream pdf = new ByteArrayOutputStream();
            doc.save(pdf);
            return pdf.toByteArray();
        } catch (IOException e) {
            throw new PdfFailure("cannot render a picture", e);
        }
    }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        SansFont.release(doc, ttf);
    }
}
