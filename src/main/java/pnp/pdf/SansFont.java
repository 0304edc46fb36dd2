package pnp.pdf;

import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * LiberationSans (shipped with PDFBox), parsed once and lent to documents, with glyph substitution
 * (GSUB) off.
 *
 * <p>Parsing the font costs about as much as drawing a whole sheet, so parsed fonts are kept in a
 * pool: a document borrows one while it is open and gives it back when closed; documents made at
 * the same time in other threads get their own (a parsed font reads its tables lazily and is not
 * meant to be shared between threads). Which parsed copy a document gets changes nothing in it:
 * the embedded subset is chosen from the glyphs that document used.
 *
 * <p>GSUB is off because PDFBox 3 runs its substitution machinery (and rebuilds a regular
 * expression) on every {@code showText} when the font has a GSUB table, and pnp's Latin text
 * needs none of it: LiberationSans maps every character pnp writes to one glyph.
 */
final class SansFont {
    private static final String RESOURCE = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";
    private static final ConcurrentLinkedQueue<TrueTypeFont> FREE = new ConcurrentLinkedQueue<>();
    private static volatile byte[] bytes;

    private SansFont() {}

    /** A parsed font for one document's use; give it back with {@link #giveBack}. */
    static TrueTypeFont borrow() {
        TrueTypeFont ttf = FREE.poll();
        return ttf != null ? ttf : parse();
    }

    /** Returns a font from {@link #borrow} once its document is written or abandoned. */
    /** Closes a document that borrowed {@code ttf} and gives the font back, even when closing fails. */
    static void release(PDDocument doc, TrueTypeFont ttf) {
        try {
            doc.close();
        } catch (IOException e) {
            throw new PdfFailure("PDFBox failed in memory", e);
        } finally {
            giveBack(ttf);
        }
    }

    static void giveBack(TrueTypeFont ttf) {
        FREE.add(ttf);
    }

    private static TrueTypeFont parse() {
        try {
            TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBuffer(fileBytes()));
            ttf.setEnableGsub(false);
            return ttf;
        } catch (IOException e) {
            throw new PdfFailure("cannot read the bundled font", e);
        }
    }

    private static byte[] fileBytes() throws IOException {
        byte[] b = bytes;
        if (b == null) {
            try (InputStream in = SansFont.class.getResourceAsStream(RESOURCE)) {
                if (in == null) throw new IOException("the bundled font " + RESOURCE + " is missing");
                b = in.readAllBytes();
            }
            bytes = b;
        }
        return b;
    }
}
