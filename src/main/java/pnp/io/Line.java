package pnp.io;

import java.util.List;

/**
 * One line of an input: its 1-based number, its raw text (line end removed) and its words
 * (the {@code #} comment left out).
 */
public record Line(int number, String text, List<Word> words) {
    public boolean isBlank() {
        return words.isEmpty();
    }

    public int size() {
        return words.size();
    }

    public Word word(int i) {
        return words.get(i);
    }

    public Word first() {
        return words.get(0);
    }

    /**
     * Where a missing word is reported: just after the line's last word, or column 1 on a line with
     * none. One rule for every format.
     */
    public int missingColumn() {
        return words.isEmpty() ? 1 : words.get(words.size() - 1).end();
    }
}
