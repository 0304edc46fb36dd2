package pnp.pdf;

import static org.junit.jupiter.api.Assertions.*;

import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;

/** PDFBox failing in memory is a bug of pnp's (a PdfFailure), never reported as the player's file. */
class PdfFailureTest {
    @Test
    void savingAClosedDocumentIsAPdfFailureNotAFileProblem() {
        PdfDoc doc = new PdfDoc(Paper.LETTER, "test", null);
        doc.newPage().canvas().line(100, 100, 200, 200);
        doc.close();
        // PDFBox refuses with an IOException although no file is involved
        RuntimeException e = assertThrows(RuntimeException.class, doc::toBytes);
        assertFalse(e instanceof UncheckedIOException, e.toString());
        assertInstanceOf(PdfFailure.class, e);
    }
}
