package pnp.freezetag.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Units;
import pnp.testing.PdfProbe;

class FreezeRingsTest {
    /**
     * Read back from the PDF: the longest stroked lines (rulers aside) are the rings' outer cut lines, and they measure
     * the square less 3 mm (35.56 - 3 = 32.56 mm at the default 1.4 in; 22.4 mm at 1 in; 47.8 mm at 2 in),
     * so rings on neighbouring squares leave a 3 mm gap and never overlap.
     */
    @ParameterizedTest(name = "squares of {0} in")
    @ValueSource(doubles = {1.0, 1.4, 2.0})
    void aRingIsTheSquareLessAGap(double inches) throws Exception {
        double square = Units.in(inches);
        byte[][] pdf = new byte[1][];
        List<String> problems = LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(Paper.LETTER, "rings", null)) {
                Page page = doc.newPage();
                FreezeRings.draw(page.canvas(), page.content().inset(Units.mm(2)), 4, square);
                pdf[0] = doc.toBytes();
            }
        });
        assertEquals(List.of(), problems);
        double expectedMm = inches * 25.4 - 3;
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            double longest = probe.segments(0).stream()
                    .mapToDouble(PdfProbe.Segment::length)
                    .filter(l -> l < Units.mm(90)) // the calibration rulers are 100 mm and 4 in
                    .max()
                    .orElseThrow();
            assertEquals(expectedMm, longest / 72 * 25.4, 0.05);
            assertTrue(longest < square, "a ring fits inside its square");
        }
    }
}
