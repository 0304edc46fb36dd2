package pnp.io;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Collects every problem a format finds in one source, so a checker can list them all and a
 * reader can stop with the first (in file order). Not thread-safe: one per parse.
 */
public final class Diagnostics {
    private final String source;
    private final int lastLine;
    private final List<Diagnostic> found = new ArrayList<>();

    public Diagnostics(String source) {
        this(source, 1);
    }

    /** @param lastLine the number of the source's last line, where a missing statement is reported */
    public Diagnostics(String source, int lastLine) {
        this.source = source;
        this.lastLine = Math.max(1, lastLine);
    }

    public String source() {
        return source;
    }

    public void add(int line, int column, String message) {
        found.add(new Diagnostic(source, line, column, message));
    }

    /** A problem with a word, at the word's first character. */
    public void add(Word word, String message) {
        add(word.line(), word.column(), message);
    }

    /** Something missing at the end of a line: at {@link Line#missingColumn()}. */
    public void missing(Line line, String message) {
        add(line.number(), line.missingColumn(), message);
    }

    /**
     * Something the whole file lacks (a required statement): reported at column 1 of the file's
     * last line, the one rule for every format.
     */
    public void missingAtEnd(String message) {
        add(lastLine, 1, message);
    }

    public boolean isEmpty() {
        return found.isEmpty();
    }

    public int size() {
        return found.size();
    }

    /** Every problem, in file order (line, then column). */
    public List<Diagnostic> sorted() {
        List<Diagnostic> copy = new ArrayList<>(found);
        Collections.sort(copy);
        return List.copyOf(copy);
    }

    /** Throws an {@link InputException} for the first problem in file order when there is any. */
    public void throwIfAny() {
        if (!found.isEmpty()) throw new InputException(sorted());
    }

    /** {@code value} when nothing was found, else an {@link InputException} for the first problem. */
    public <T> T orThrow(T value) {
        throwIfAny();
        return value;
    }
}
