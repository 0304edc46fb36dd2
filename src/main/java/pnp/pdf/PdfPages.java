package pnp.pdf;

import java.io.IOException;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;

/** How many pages a PDF file has: what the kit's assembly page tells a player to print. */
public final class PdfPages {
    private PdfPages() {}

    /** The number of pages of the PDF file (one pnp wrote: a failure to read it is a bug). */
    public static int count(Path pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return doc.getNumberOfPages();
        }
    }
}
