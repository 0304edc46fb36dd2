package pnp.pdf;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.pdfwriter.compress.CompressParameters;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences;
import pnp.io.AtomicFiles;
import pnp.io.Version;

/**
 * A printable document: pages of one paper size, each with print-safe margins, the calibration
 * rulers (100 mm and 4 in) with the print-at-actual-size line, and a footer naming the tool's
 * version, the document, the seed where one was used, and the page number.
 *
 * <p>Output is byte-identical for the same drawing calls: the document id is derived from the
 * title and seed, no dates are written, and the font subset is chosen by the glyphs used.
 */
public final class PdfDoc implements Closeable {
    /** Margin on every side; home printers print to about 6.35 mm (1/4 in) from the edge. */
    public static final double MARGIN = Units.mm(10);
    /** Height of the band at the bottom of each page holding the rulers and the footer. */
    public static final double FOOTER_BAND = Units.mm(25);

    static {
        quietPdfBox();
    }

    private final PDDocument doc;
    private final Paper paper;
    private final String title;
    private final String seedNote;
    private final TrueTypeFont ttf;
    private final PDType0Font font;
    private final Forms forms;
    private final List<Page> pages = new ArrayList<>();
    private boolean finished;
    private boolean closed;

    /**
     * @param title    what the document is, printed in every footer (e.g. "Ike's game sheet")
     * @param seedNote the seed behind anything random on the pages, or null when nothing is random
     */
    public PdfDoc(Paper paper, String title, Long seedNote) {
        this.doc = new PDDocument();
        this.paper = paper;
        this.title = title;
        this.seedNote = seedNote == null ? null : "seed " + seedNote;
        this.ttf = SansFont.borrow();
        try {
            this.font = PDType0Font.load(doc, ttf, true);
        } catch (IOException e) {
            throw new PdfFailure("cannot load the bundled font", e);
        }
        this.forms = new Forms(doc, font);
        PDDocumentInformation info = new PDDocumentInformation();
        info.setTitle(title);
        info.setCreator("pnp " + Version.get());
        info.setProducer("pnp " + Version.get() + " with Apache PDFBox");
        doc.setDocumentInformation(info);
        PDViewerPreferences prefs = new PDViewerPreferences(new COSDictionary());
        prefs.setPrintScaling(PDViewerPreferences.PRINT_SCALING.None);
        doc.getDocumentCatalog().setViewerPreferences(prefs);
        doc.setDocumentId(stableId(title + "|" + this.seedNote));
    }

    /**
     * Turns PDFBox's per-font fallback warnings off: only errors are logged, on stderr. Call it before
     * PDFBox is first used ({@code Main} does); PDFBox then logs through commons-logging's own simple
     * logger, which saves starting java.util.logging (tens of milliseconds at every start).
     */
    public static void quietPdfBox() {
        setIfAbsent("org.apache.commons.logging.LogFactory", "org.apache.commons.logging.impl.LogFactoryImpl");
        setIfAbsent("org.apache.commons.logging.Log", "org.apache.commons.logging.impl.SimpleLog");
        setIfAbsent("org.apache.commons.logging.simplelog.defaultlog", "error");
    }

    private static void setIfAbsent(String property, String value) {
        if (System.getProperty(property) == null) System.setProperty(property, value);
    }

    public Paper paper() {
        return paper;
    }

    public String title() {
        return title;
    }

    public PDFont font() {
        return font;
    }

    /** The area inside the margins of any page, above the ruler band: where content goes. */
    public Rect contentArea() {
        return new Rect(MARGIN, MARGIN, paper.width() - 2 * MARGIN, paper.height() - 2 * MARGIN - FOOTER_BAND);
    }

    /** Adds a page; draw on its {@link Page#canvas()}. */
    public Page newPage() {
        if (finished) throw new IllegalStateException("document already written");
        PDPage p = new PDPage(new PDRectangle(paper.width(), paper.height()));
        doc.addPage(p);
        try {
            PDPageContentStream cs = new PDPageContentStream(doc, p, PDPageContentStream.AppendMode.APPEND, true, true);
            LayoutGuard guard = new LayoutGuard(paper.width(), paper.height(), title + ", page " + (pages.size() + 1));
            Page page =
                    new Page(p, new Canvas(cs, font, paper.height(), guard, forms), contentArea(), pages.size() + 1);
            pages.add(page);
            return page;
        } catch (IOException e) {
            throw new PdfFailure("PDFBox failed in memory", e);
        }
    }

    /** Finishes every page (rulers, footers) and returns the PDF's bytes. */
    public byte[] toBytes() {
        finish();
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            // a classic cross-reference table: PDFBox's compressed xref stream gives /Size one more
            // than the objects it lists, which qpdf --check and some print-shop preflights reject
            doc.save(out, CompressParameters.NO_COMPRESSION);
            return out.toByteArray();
        } catch (IOException e) {
            throw new PdfFailure("PDFBox failed in memory", e);
        }
    }

    /** Writes the PDF to a temporary file beside the target and moves it into place. */
    public Path save(Path target) throws IOException {
        byte[] bytes = toBytes();
        return AtomicFiles.write(target, bytes);
    }

    private void finish() {
        if (finished) return;
        finished = true;
        for (Page page : pages) {
            page.canvas().close();
            try {
                PDPageContentStream cs =
                        new PDPageContentStream(doc, page.pdPage(), PDPageContentStream.AppendMode.APPEND, true, true);
                try (Canvas c = new Canvas(cs, font, paper.height(), page.guard(), forms)) {
                    Rect band = new Rect(
                            MARGIN, paper.height() - MARGIN - FOOTER_BAND, paper.width() - 2 * MARGIN, FOOTER_BAND);
                    c.reuse(Calibration.class, band, cc -> Calibration.draw(cc, band));
                    drawFooter(c, band, page.number());
                }
            } catch (IOException e) {
                throw new PdfFailure("PDFBox failed in memory", e);
            }
        }
    }

    private void drawFooter(Canvas c, Rect band, int number) {
        double y = band.bottom() - Units.mm(0.8);
        double size = 7;
        c.black();
        c.text(band.x(), y, size, "pnp " + Version.get() + " \u2014 " + title);
        if (seedNote != null) c.textCentered(band.centerX(), y, size, seedNote);
        c.textRight(band.right(), y, size, "page " + number + " of " + pages.size());
    }

    @Override
    public void close() {
        if (closed) return;
        closed = true;
        SansFont.release(doc, ttf);
    }

    private static long stableId(String s) {
        long h = 0xcbf29ce484222325L; // FNV-1a, 64 bit
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= (b & 0xff);
            h *= 0x100000001b3L;
        }
        return h;
    }
}
