package pnp.io;

import java.util.Locale;

/** A word of an input line with its 1-based line and column. */
public record Word(String text, int line, int column) {
    /** The column just after the word: where a word that should follow it is reported missing. */
    public int end() {
        return column + text.length();
    }

    /** The word in lower case, for keywords that may be written in any case. */
    public String lower() {
        return text.toLowerCase(Locale.ROOT);
    }

    public boolean is(String keyword) {
        return text.equalsIgnoreCase(keyword);
    }

    @Override
    public String toString() {
        return text;
    }
}
