package pnp.cli;

/**
 * Bad input from a player: a file, a line, a column and a sentence saying what was expected.
 * {@code Main} prints it as one line, {@code source:line:column: message}, and exits with
 * {@link ExitStatus#BAD_INPUT}. Line and column are 1-based; 0 means "not applicable".
 */
public class InputException extends RuntimeException {
    private final String source;
    private final int line;
    private final int column;
    private final String reason;

    public InputException(String source, int line, int column, String reason) {
        super(format(source, line, column, reason));
        this.source = source;
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    /** An input error that belongs to no file position (a bad option value, say). */
    public InputException(String reason) {
        this(null, 0, 0, reason);
    }

    private static String format(String source, int line, int column, String reason) {
        StringBuilder b = new StringBuilder();
        if (source != null) {
            b.append(source);
            if (line > 0) {
                b.append(':').append(line);
                if (column > 0) b.append(':').append(column);
            }
            b.append(": ");
        }
        return b.append(reason).toString();
    }

    public String source() { return source; }
    public int line() { return line; }
    public int column() { return column; }
    /** The sentence alone, without the position. */
    public String reason() { return reason; }
}
