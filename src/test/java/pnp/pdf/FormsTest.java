package pnp.pdf;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import pnp.testing.PdfProbe;
import pnp.testing.Renders;

class FormsTest {
    /** A drawing with lines, a filled circle and text in two sizes, kept inside (100, 100, 200, 120). */
    private static void legend(Canvas c) {
        c.save().gray(0.4).lineWidth(1.5);
        c.rect(100, 100, 200, 120).line(100, 160, 300, 160).fillCircle(130, 130, 12);
        c.black().text(150, 135, 12, "Legend: \u2192 walls");
        c.text(110, 200, 7, "xyz 0123");
        c.restore();
    }

    private static final Rect LEGEND = new Rect(100, 100, 200, 120);

    /** Two pages showing the legend (once through reuse, once moved), and text of their own. */
    private static byte[] document(String key) {
        try (PdfDoc doc = new PdfDoc(Paper.LETTER, "forms", 5L)) {
            for (int i = 0; i < 2; i++) {
                Canvas c = doc.newPage().canvas();
                c.text(72, 90, 10, "page text " + i);
                c.save().translate(i * 50, i * 200);
                c.reuse(key, LEGEND, FormsTest::legend);
                c.restore();
                c.text(72, 400, 10, "after the form");
            }
            return doc.toBytes();
        }
    }

    @AfterEach
    void formsBackOn() {
        Forms.enable(true);
    }

    @Test
    void aReusedDrawingRendersAsIfDrawnDirectly() throws Exception {
        byte[] reused = document("legend-1");
        Forms.enable(false);
        byte[] direct = document("legend-1");
        Forms.enable(true);
        assertFalse(Arrays.equals(reused, direct), "the reused drawing is a form, not the same bytes");
        try (PdfProbe a = new PdfProbe(reused);
                PdfProbe b = new PdfProbe(direct)) {
            for (int page = 0; page < 2; page++) {
                // 100 dpi: a 0.5 pt line is 0.7 pixels wide, so a misplaced or missing line shows
                assertEquals(0, Renders.differingPixels(a.render(page, 100), b.render(page, 100), 2), "page " + page);
                assertEquals(b.text(page), a.text(page));
            }
            assertTrue(a.text(0).contains("Legend: \u2192 walls"), a.text(0));
            assertEquals(List.of(), a.fontsNotEmbedded());
        }
    }

    @Test
    void eachDocumentHoldsTheFormOnceForAllItsPages() throws Exception {
        try (PdfProbe probe = new PdfProbe(document("legend-2"))) {
            List<Object> forms = new ArrayList<>();
            for (PDPage p : probe.document().getPages()) {
                PDResources r = p.getResources();
                for (COSName n : r.getXObjectNames()) forms.add(r.getXObject(n).getCOSObject());
            }
            // per page: the legend and the calibration rulers, both the same objects on page 2
            assertEquals(4, forms.size());
            assertSame(forms.get(0), forms.get(2));
            assertSame(forms.get(1), forms.get(3));
        }
    }

    @Test
    void aDocumentIsTheSameWhetherItRecordedTheFormOrFoundItRecorded() {
        // the first call records "legend-3" in this JVM, the second finds it recorded
        assertArrayEquals(document("legend-3"), document("legend-3"));
    }

    @Test
    void theFontSubsetHoldsTheCharactersOnlyAFormUses() throws Exception {
        // "Q" appears only inside the form: the subset must still hold it for the text to read back
        byte[] pdf;
        try (PdfDoc doc = new PdfDoc(Paper.A4, "forms", null)) {
            doc.newPage().canvas().reuse("only-q", LEGEND, c -> c.text(110, 120, 20, "QQQ"));
            pdf = doc.toBytes();
        }
        try (PdfProbe probe = new PdfProbe(pdf)) {
            assertTrue(probe.text(0).contains("QQQ"), probe.text(0));
            assertTrue(
                    probe.fontNames().get(0).matches("[A-Z]{6}\\+LiberationSans"),
                    probe.fontNames().toString());
        }
    }

    @Test
    void aPictureWhoseOnlyTextIsInAFormEmbedsItsFont() throws Exception {
        // no text drawn on the picture itself: the form alone must get the font subset and embedded
        byte[] pdf;
        try (Picture p = new Picture(300, 200)) {
            p.canvas().reuse("picture-text", new Rect(0, 0, 300, 200), c -> c.text(20, 100, 40, "MMMM"));
            pdf = p.pdf();
        }
        try (PdfProbe probe = new PdfProbe(pdf)) {
            assertTrue(probe.text(0).contains("MMMM"), probe.text(0));
            PDResources page = probe.document().getPage(0).getResources();
            var form = (PDFormXObject)
                    page.getXObject(page.getXObjectNames().iterator().next());
            var font = form.getResources()
                    .getFont(form.getResources().getFontNames().iterator().next());
            assertTrue(font.isEmbedded(), font.getName());
            assertTrue(font.getName().matches("[A-Z]{6}\\+LiberationSans"), font.getName());
        }
    }

    @Test
    void theLayoutGuardSeesAReusedDrawingOnEveryPageThatPlacesIt() {
        // the legend's text "Legend: -> walls" sits at (150, 135); a label drawn over it overlaps it on
        // both pages: on page 1 the form is recorded, on page 2 it is only placed
        List<String> breaches = LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(Paper.LETTER, "guarded", null)) {
                for (int i = 0; i < 2; i++) {
                    Canvas c = doc.newPage().canvas();
                    c.reuse("legend-guard", LEGEND, FormsTest::legend);
                    c.text(152, 134, 12, "over it");
                }
                doc.toBytes();
            }
        });
        assertEquals(2, breaches.size(), breaches.toString());
        assertTrue(breaches.get(0).contains("page 1") && breaches.get(1).contains("page 2"), breaches.toString());
    }
}
