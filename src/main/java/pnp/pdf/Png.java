package pnp.pdf;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import pnp.io.AtomicFiles;

/** Preview images: a page of a finished PDF rendered by PDFBox. */
public final class Png {
    private Png() {}

    public static BufferedImage render(byte[] pdf, int pageIndex, float dpi) throws IOException {
        try (PDDocument d = Loader.loadPDF(pdf)) {
            return new PDFRenderer(d).renderImageWithDPI(pageIndex, dpi, ImageType.RGB);
        }
    }

    /** A page rendered and encoded as PNG bytes. */
    public static byte[] bytes(byte[] pdf, int pageIndex, float dpi) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ImageIO.write(render(pdf, pageIndex, dpi), "png", bytes);
        return bytes.toByteArray();
    }

    public static Path write(byte[] pdf, int pageIndex, float dpi, Path target) throws IOException {
        return AtomicFiles.write(target, bytes(pdf, pageIndex, dpi));
    }
}
