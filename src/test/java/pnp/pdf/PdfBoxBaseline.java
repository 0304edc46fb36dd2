package pnp.pdf;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The yardstick for page benchmarks: PDFBox alone writing a one-page Letter document with five
 * lines of text in LiberationSans, embedded as a subset. The font is parsed once (GSUB off) and
 * loaded into each document, as pnp does, so the difference to a pnp page is pnp's drawing.
 */
public final class PdfBoxBaseline {
    private static final String FONT = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";
    private final TrueTypeFont ttf;

    public PdfBoxBaseline() {
        try (InputStream in = PdfBoxBaseline.class.getResourceAsStream(FONT)) {
            ttf = new TTFParser().parse(new RandomAccessReadBuffer(in.readAllBytes()));
            ttf.setEnableGsub(false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One page, numbered {@code n} in its text so that every document differs. */
    public byte[] page(long n) {
        try (PDDocument doc = new PDDocument()) {
            PDPage page = new PDPage(PDRectangle.LETTER);
            doc.addPage(page);
            PDType0Font font = PDType0Font.load(doc, ttf, true);
            try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                for (int line = 0; line < 5; line++) {
                    cs.beginText();
                    cs.setFont(font, 12);
                    cs.newLineAtOffset(72, 700 - 20 * line);
                    cs.showText(
                            "Line " + (line + 1) + " of page " + n + ": the quick brown fox jumps over the lazy dog");
                    cs.endText();
                }
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
