package pnp.fridge.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;
import pnp.testing.PdfProbe;

class RulesReferenceTest {
    @ParameterizedTest(name = "{0} on {1}")
    @CsvSource({"'red,blue', LETTER", "'green,red,yellow', A4", "'red,blue,yellow,green', LETTER"})
    void oneOrTwoPagesThatPassTheGuardAndShowTheBases(String colours, Paper paper) throws Exception {
        List<String> colors = List.of(colours.split(","));
        byte[][] pdf = new byte[1][];
        assertEquals(List.of(), LayoutGuard.recording(() -> pdf[0] = RulesReference.pdf(paper, colors)));
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            assertTrue(probe.pages() >= 1 && probe.pages() <= 2, "pages: " + probe.pages());
            String text = probe.allText().replaceAll("\\s+", " ");
            for (String s : List.of(
                    "for " + colors.size() + " players",
                    "27 bars, 9 each of 1, 2 and 4 inches",
                    "freezer door: all the bars",
                    "fridge door: the bases",
                    "turn marker",
                    "earn 1, 3 or 6 points",
                    "Longest road: 1 point",
                    "End and scoring")) {
                assertTrue(text.contains(s), s + " in " + text);
            }
            assertTrue(text.split("Our reading:", -1).length - 1 >= 3, "readings marked as ours");
        }
        // the picture names every base (read from what the page drew: PDFBox runs two labels on one line together)
        try (PdfDoc doc = new PdfDoc(paper, "test", null)) {
            Page page = doc.newPage();
            RulesReference.drawSetup(page.canvas(), new Rect(100, 100, Units.mm(62), Units.mm(78)), colors);
            List<String> labels =
                    page.guard().claims().stream().map(c -> c.what()).toList();
            for (String c : colors) assertTrue(labels.contains("text '" + c + "'"), "base of " + c + ": " + labels);
        }
    }
}
