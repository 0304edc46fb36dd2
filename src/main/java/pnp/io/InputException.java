package pnp.io;

import java.util.List;

/**
 * Bad input from a player: the one exception type for it. It carries every {@link Diagnostic}
 * found (at least one); its message is the first, as {@code source:line:column: message}, which
 * {@code Main} prints as one line before exiting with status 2.
 */
public class InputException extends RuntimeException {
    private final List<Diagnostic> diagnostics;

    public InputException(String source, int line, int column, String reason) {
        this(List.of(new Diagnostic(source, line, column, reason)));
    }

    /** An input error that belongs to no file position (a bad option value, say). */
    public InputException(String reason) {
        this(null, 0, 0, reason);
    }

    /** Every problem found, first (in file order) first; the list must not be empty. */
    public InputException(List<Diagnostic> diagnostics) {
        super(diagnostics.get(0).toString());
        this.diagnostics = List.copyOf(diagnostics);
    }

    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    public Diagnostic first() {
        return diagnostics.get(0);
    }

    public String source() {
        return first().source();
    }

    public int line() {
        return first().line();
    }

    public int column() {
        return first().column();
    }
    /** The sentence alone, without the position. */
    public String reason() {
        return first().message();
    }
}
