package pnp.io;

/**
 * One thing wrong with an input: the source's name, a 1-based line and column (0 when they do not
 * apply) and a sentence a player understands. Printed as {@code source:line:column: message}.
 */
public record Diagnostic(String source, int line, int column, String message) implements Comparable<Diagnostic> {

    /** A problem that belongs to no file position, such as a bad option value. */
    public static Diagnostic plain(String message) {
        return new Diagnostic(null, 0, 0, message);
    }

    /** Orders by line, then column; the message breaks ties so sorting is stable across runs. */
    @Override
    public int compareTo(Diagnostic o) {
        if (line != o.line) return Integer.compare(line, o.line);
        if (column != o.column) return Integer.compare(column, o.column);
        return message.compareTo(o.message);
    }

    /** {@code source:line:column: message}, leaving out the parts that do not apply. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        if (source != null) {
            b.append(source);
            if (line > 0) {
                b.append(':').append(line);
                if (column > 0) b.append(':').append(column);
            }
            b.append(": ");
        }
        return b.append(message).toString();
    }
}
