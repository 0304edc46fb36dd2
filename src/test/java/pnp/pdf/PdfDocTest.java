package pnp.pdf;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSObjectKey;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pnp.testing.PdfProbe;
import pnp.testing.PdfProbe.Segment;

class PdfDocTest {
    private static byte[] sample(Paper paper, Long seed) {
        try (PdfDoc doc = new PdfDoc(paper, "test sheet", seed)) {
            Page p = doc.newPage();
            p.canvas().rect(p.content()).text(p.content().x(), p.content().y() + 20, 12, "Hello \u2192 pnp");
            p.trimBox(new Rect(100, 100, 72, 144));
            doc.newPage();
            return doc.toBytes();
        }
    }

    @ParameterizedTest
    @EnumSource(Paper.class)
    void pageSizeIsThePaper(Paper paper) throws Exception {
        try (PdfProbe probe = new PdfProbe(sample(paper, null))) {
            assertEquals(2, probe.pages());
            // Letter 8.5 x 11 in = 612 x 792 pt; A4 210 x 297 mm = 595.28 x 841.89 pt
            double w = paper == Paper.LETTER ? 612 : 595.28;
            double h = paper == Paper.LETTER ? 792 : 841.89;
            assertEquals(w, probe.width(0), 0.01);
            assertEquals(h, probe.height(0), 0.01);
        }
    }

    @Test
    void everyPageCarriesBothRulersAtTrueLength() throws Exception {
        try (PdfProbe probe = new PdfProbe(sample(Paper.A4, null))) {
            for (int page = 0; page < probe.pages(); page++) {
                List<Segment> horizontal = probe.segments(page).stream()
                        .filter(Segment::horizontal)
                        .toList();
                // 100 mm = 100 / 25.4 * 72 = 283.46 pt; 4 in = 288 pt
                assertTrue(
                        horizontal.stream().anyMatch(s -> Math.abs(s.length() - 283.465) < 0.01),
                        "100 mm ruler on page " + page);
                assertTrue(
                        horizontal.stream().anyMatch(s -> Math.abs(s.length() - 288.0) < 0.01),
                        "4 in ruler on page " + page);
                String text = probe.text(page);
                assertTrue(text.contains("Print at actual size"), text);
                assertTrue(text.contains("page " + (page + 1) + " of 2"), text);
            }
        }
    }

    @Test
    void rulersSitInsideThePrintableMargin() throws Exception {
        try (PdfProbe probe = new PdfProbe(sample(Paper.LETTER, null))) {
            for (Segment s : probe.segments(0)) {
                // 6.35 mm = 18 pt: nothing drawn closer to the paper's edge than a home printer prints
                assertTrue(
                        s.minX() >= 18 && s.maxX() <= 612 - 18 && s.minY() >= 18 && s.maxY() <= 792 - 18, s.toString());
            }
        }
    }

    @Test
    void fontsAreEmbeddedAndTextReadsBack() throws Exception {
        try (PdfProbe probe = new PdfProbe(sample(Paper.LETTER, 42L))) {
            assertFalse(probe.fontNames().isEmpty());
            assertEquals(List.of(), probe.fontsNotEmbedded());
            String text = probe.text(0);
            assertTrue(text.contains("Hello \u2192 pnp"), text);
            assertTrue(text.contains("seed 42"), text);
        }
    }

    @Test
    void printScalingIsOffAndTrimBoxIsSet() throws Exception {
        try (PdfProbe probe = new PdfProbe(sample(Paper.LETTER, null))) {
            PDViewerPreferences prefs = probe.document().getDocumentCatalog().getViewerPreferences();
            assertEquals(PDViewerPreferences.PRINT_SCALING.None.toString(), prefs.getPrintScaling());
            PDRectangle trim = probe.document().getPage(0).getTrimBox();
            // top-down (100,100) 72x144 -> PDF lower-left y = 792 - 244 = 548
            assertEquals(100, trim.getLowerLeftX(), 0.01);
            assertEquals(548, trim.getLowerLeftY(), 0.01);
            assertEquals(72, trim.getWidth(), 0.01);
            assertEquals(144, trim.getHeight(), 0.01);
        }
    }

    @Test
    void bleedBoxRunsThreeMillimetresPastTheTrim() throws Exception {
        byte[] pdf;
        try (PdfDoc doc = new PdfDoc(Paper.A4, "bleed", null)) {
            doc.newPage().bleedBox(new Rect(100, 100, 200, 100).union(new Rect(150, 250, 50, 50)));
            pdf = doc.toBytes();
        }
        try (PdfProbe probe = new PdfProbe(pdf)) {
            // the union spans x 100..300, y 100..300 top-down; A4 is 841.89 pt high, so the trim's
            // lower-left y is 841.89 - 300 = 541.89; 3 mm = 8.504 pt more on every side for the bleed
            PDRectangle trim = probe.document().getPage(0).getTrimBox();
            PDRectangle bleed = probe.document().getPage(0).getBleedBox();
            assertEquals(100, trim.getLowerLeftX(), 0.01);
            assertEquals(541.89, trim.getLowerLeftY(), 0.01);
            assertEquals(200, trim.getWidth(), 0.01);
            assertEquals(200, trim.getHeight(), 0.01);
            assertEquals(100 - 8.504, bleed.getLowerLeftX(), 0.01);
            assertEquals(541.89 - 8.504, bleed.getLowerLeftY(), 0.01);
            assertEquals(200 + 2 * 8.504, bleed.getWidth(), 0.01);
        }
    }

    @Test
    void crossReferenceSizeIsOnePlusTheHighestObjectNumber() throws Exception {
        // qpdf --check (exit 3) and print-shop preflights reject a trailer /Size that is not one plus the
        // highest object number, as PDFBox's compressed cross-reference stream wrote it
        byte[] pdf = sample(Paper.LETTER, 3L);
        try (PDDocument d = Loader.loadPDF(pdf)) {
            var cos = d.getDocument();
            long highest = cos.getXrefTable().keySet().stream()
                    .mapToLong(COSObjectKey::getNumber)
                    .max()
                    .orElseThrow();
            assertEquals(highest + 1, cos.getTrailer().getLong(COSName.SIZE));
        }
        String tail = new String(pdf, pdf.length - 2000, 2000, StandardCharsets.ISO_8859_1);
        assertTrue(tail.contains("\ntrailer"), "a classic xref table and trailer");
    }

    @Test
    void sameInputGivesTheSameBytes() {
        assertArrayEquals(sample(Paper.LETTER, 7L), sample(Paper.LETTER, 7L));
        assertFalse(Arrays.equals(sample(Paper.LETTER, 7L), sample(Paper.LETTER, 8L)));
    }

    @Test
    void saveWritesAtomicallyAndLeavesNoTemporaryFile(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("sub/out.pdf");
        try (PdfDoc doc = new PdfDoc(Paper.LETTER, "t", null)) {
            doc.newPage();
            doc.save(target);
        }
        assertTrue(Files.size(target) > 1000);
        try (var files = Files.list(target.getParent())) {
            assertEquals(List.of(target), files.toList());
        }
    }

    @Test
    void tilingSplitsALargeDrawingWithOverlap() throws Exception {
        byte[] pdf;
        try (PdfDoc doc = new PdfDoc(Paper.LETTER, "big", null)) {
            // Letter content area is 612 - 2*28.35 = 555.3 pt wide: a 1000 pt drawing needs 2 columns
            double w = 1000;
            double h = 300;
            assertArrayEquals(new int[] {2, 1}, Tiling.grid(doc, w, h, Units.mm(15)));
            Tiling.draw(doc, "big", w, h, Units.mm(15), c -> c.line(0, 10, w, 10));
            pdf = doc.toBytes();
        }
        try (PdfProbe probe = new PdfProbe(pdf)) {
            assertEquals(2, probe.pages());
            assertTrue(probe.text(1).contains("column 2 of 2"));
            // Alignment crosses (arms of 6 mm = 17.01 pt) sit in the 15 mm overlap strip, so each one is printed
            // on both pages. The two pages lie landscape (the drawing's x runs down the page) and page 2 starts
            // the plan's stepX further into the drawing: the same cross is stepX further along on page 1.
            double step;
            try (PdfDoc scratch = new PdfDoc(Paper.LETTER, "big", null)) {
                step = Tiling.plan(scratch, 1000, 300, Units.mm(15), c -> c.line(0, 10, 1000, 10))
                        .stepX();
            }
            List<Double> first = crossCentresAlong(probe, 0);
            List<Double> second = crossCentresAlong(probe, 1);
            assertFalse(first.isEmpty(), "crosses on page 1");
            assertEquals(first.size(), second.size());
            for (int i = 0; i < first.size(); i++)
                assertEquals(step, Math.abs(first.get(i) - second.get(i)), 0.01, first + " " + second);
        }
    }

    /** The page y of each cross's centre: landscape pages run the drawing's x down the page. */
    private static List<Double> crossCentresAlong(PdfProbe probe, int page) throws Exception {
        return probe.segments(page).stream()
                .filter(s -> s.horizontal() && Math.abs(s.length() - Units.mm(6)) < 0.01)
                .map(s -> (s.minY() + s.maxY()) / 2)
                .sorted()
                .toList();
    }
}
