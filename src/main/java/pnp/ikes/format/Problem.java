package pnp.ikes.format;

/** One thing wrong with a {@code .ikes} file: where, and what was expected. */
public record Problem(int line, int column, String reason) implements Comparable<Problem> {
    @Override public int compareTo(Problem o) {
        return line != o.line ? Integer.compare(line, o.line) : Integer.compare(column, o.column);
    }
}
