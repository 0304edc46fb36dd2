package pnp.pdf;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAppearanceStream;

/**
 * The unchanging parts of pages (rulers, grids, charts, legends) as form XObjects: each drawing is
 * recorded once per JVM, kept as its compressed content stream and the characters its text uses,
 * and copied into every document that shows it, once per document however many pages show it.
 *
 * <p>A recording is made in a scratch document, never in the one being written, so a document's
 * bytes do not depend on whether an earlier document in the same JVM already recorded the drawing.
 * The text in a recording is encoded by glyph id (Identity-H), which does not depend on the
 * document; the characters it used are added to the document's font subset when it is placed.
 */
final class Forms {
    /** Recordings kept per JVM; the kit uses a handful, so this only bounds a runaway caller. */
    private static final int KEPT = 64;

    private static final Map<Key, Recording> RECORDED = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Recording> eldest) {
            return size() > KEPT;
        }
    };
    private static volatile boolean enabled = true;

    private final PDDocument doc;
    private final PDType0Font font;
    private final Map<Key, PDFormXObject> placed = new HashMap<>();

    Forms(PDDocument doc, PDType0Font font) {
        this.doc = doc;
        this.font = font;
    }

    /**
     * Whether drawings are recorded as forms (the default) or drawn straight onto each page, as
     * before forms existed; tests compare the two renderings.
     */
    static void enable(boolean on) {
        enabled = on;
    }

    static boolean enabled() {
        return enabled;
    }

    /** What a recording depends on: the caller's key, where it is drawn, and the page height. */
    private record Key(Object key, Rect bounds, double pageHeight) {}

    private record Recording(byte[] deflated, PDRectangle bbox, List<COSName> fontNames, int[] codePoints) {}

    /** This document's form for the drawing, recorded first if this JVM has not seen the key. */
    PDFormXObject form(Object key, Rect bounds, double pageHeight, Consumer<Canvas> drawing) {
        Key k = new Key(key, bounds, pageHeight);
        PDFormXObject form = placed.get(k);
        if (form != null) return form;
        Recording r;
        synchronized (RECORDED) {
            r = RECORDED.get(k);
        }
        if (r == null) {
            // two threads may record the same drawing at once; both recordings are identical
            r = record(bounds, pageHeight, drawing);
            synchronized (RECORDED) {
                RECORDED.put(k, r);
            }
        }
        form = place(r);
        placed.put(k, form);
        return form;
    }

    private PDFormXObject place(Recording r) {
        try {
            COSStream stream = doc.getDocument().createCOSStream();
            try (OutputStream out = stream.createRawOutputStream()) {
                out.write(r.deflated());
            }
            stream.setItem(COSName.FILTER, COSName.FLATE_DECODE);
            PDFormXObject form = new PDFormXObject(stream);
            form.setFormType(1);
            form.setBBox(r.bbox());
            PDResources resources = new PDResources();
            for (COSName name : r.fontNames()) resources.put(name, font);
            form.setResources(resources);
            // the page's own footer text registers the font for subsetting; these add the form's characters
            for (int cp : r.codePoints()) font.addToSubset(cp);
            return form;
        } catch (IOException e) {
            throw new PdfFailure("PDFBox failed in memory", e);
        }
    }

    private static Recording record(Rect bounds, double pageHeight, Consumer<Canvas> drawing) {
        TrueTypeFont ttf = SansFont.borrow();
        try (PDDocument scratch = new PDDocument()) {
            PDType0Font scratchFont = PDType0Font.load(scratch, ttf, true);
            // PDFBox writes forms through an appearance stream, a form XObject by another name
            PDAppearanceStream form = new PDAppearanceStream(scratch);
            form.setResources(new PDResources());
            TreeSet<Integer> codePoints = new TreeSet<>();
            ByteArrayOutputStream content = new ByteArrayOutputStream();
            try (Canvas c =
                    Canvas.form(new PDPageContentStream(scratch, form, content), scratchFont, pageHeight, codePoints)) {
                drawing.accept(c);
            }
            byte[] raw = content.toByteArray();
            COSStream packed = scratch.getDocument().createCOSStream();
            try (OutputStream out = packed.createOutputStream(COSName.FLATE_DECODE)) {
                out.write(raw);
            }
            byte[] deflated;
            try (InputStream in = packed.createRawInputStream()) {
                deflated = in.readAllBytes();
            }
            List<COSName> names = new ArrayList<>();
            form.getResources().getFontNames().forEach(names::add);
            names.sort(null);
            // a little room around the bounds for line caps and joins at their edges
            double pad = Units.mm(2);
            PDRectangle bbox = new PDRectangle(
                    (float) (bounds.x() - pad), (float) (bounds.y() - pad), (float) (bounds.w() + 2 * pad), (float)
                            (bounds.h() + 2 * pad));
            return new Recording(
                    deflated,
                    bbox,
                    List.copyOf(names),
                    codePoints.stream().mapToInt(Integer::intValue).toArray());
        } catch (IOException e) {
            throw new PdfFailure("PDFBox failed in memory", e);
        } finally {
            SansFont.giveBack(ttf);
        }
    }
}
