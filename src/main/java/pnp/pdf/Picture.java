package pnp.pdf;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
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
    private final Canvas canvas;
    private boolean closedCanvas;

    /** A blank white picture {@code width} x {@code height} points. */
    public Picture(double width, double height) {
        PDPage page = new PDPage(new PDRectangle((float) width, (float) height));
        doc.addPage(page);
        try (InputStream in = PdfDoc.class.getResourceAsStream(PdfDoc.FONT)) {
            var font = PDType0Font.load(doc, in, true);
            canvas = new Canvas(new PDPageContentStream(doc, page), font, height);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a picture", e);
        }
    }

    public Canvas canvas() { return canvas; }

    /** The picture as PNG bytes, {@code dpi / 72} pixels a point. Ends the drawing. */
    public byte[] png(float dpi) {
        if (!closedCanvas) {
            canvas.close();
            closedCanvas = true;
        }
        try {
            ByteArrayOutputStream pdf = new ByteArrayOutputStream();
            doc.save(pdf);
            return Png.bytes(pdf.toByteArray(), 0, dpi);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot render a picture", e);
        }
    }

    @Override
    public void close() {
        try {
            doc.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
