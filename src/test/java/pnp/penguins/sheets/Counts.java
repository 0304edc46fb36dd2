package pnp.penguins.sheets;

import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.testing.PdfProbe;
import pnp.testing.PdfProbe.Segment;

/** Counting what a page draws, for the sheet tests. */
final class Counts {
    private Counts() {}

    /** Fill operations ({@code f}) in a page's content: the pips, as nothing else on a domino sheet is filled. */
    static int fills(PdfProbe probe, int page) throws IOException {
        int n = 0;
        for (Object token : new PDFStreamParser(probe.document().getPage(page)).parse()) {
            if (token instanceof Operator op && op.getName().equals("f")) n++;
        }
        return n;
    }

    /** Fills on a blank page of the page kit (rulers and footer). */
    static int baseline(Paper paper) throws IOException {
        try (PdfDoc doc = new PdfDoc(paper, "blank", null)) {
            doc.newPage();
            try (PdfProbe p = new PdfProbe(doc.toBytes())) {
                return fills(p, 0);
            }
        }
    }

    static long count(List<Segment> segs, double length, boolean vertical) {
        return segs.stream()
                .filter(s -> (vertical ? s.vertical() : s.horizontal()) && Math.abs(s.length() - length) < 0.01)
                .count();
    }
}
