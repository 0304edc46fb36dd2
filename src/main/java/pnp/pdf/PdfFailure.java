package pnp.pdf;

import java.io.IOException;

/**
 * PDFBox failed while building or rendering a document in memory. No file of the player's is
 * involved, so this is always a bug in pnp (exit 3), never bad input: the page kit reports it with
 * this type rather than as an {@link java.io.UncheckedIOException}, which the command line keeps for
 * the file system.
 */
public final class PdfFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    PdfFailure(String what, IOException cause) {
        super(what + ": " + cause.getMessage(), cause);
    }
}
