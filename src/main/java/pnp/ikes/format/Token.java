package pnp.ikes.format;

import java.util.ArrayList;
import java.util.List;

/** A word of a {@code .ikes} line with its 1-based line and column. */
record Token(String text, int line, int column) {
    /** The words of one line, with the {@code #} comment removed. */
    static List<Token> split(String lineText, int line) {
        List<Token> out = new ArrayList<>();
        int end = lineText.indexOf('#');
        if (end < 0) end = lineText.length();
        int i = 0;
        while (i < end) {
            while (i < end && isBlank(lineText.charAt(i))) i++;
            int start = i;
            while (i < end && !isBlank(lineText.charAt(i))) i++;
            if (i > start) out.add(new Token(lineText.substring(start, i), line, start + 1));
        }
        return out;
    }

    private static boolean isBlank(char c) {
        return Character.isWhitespace(c) || c == '\u00a0' || c == '\ufeff';
    }

    /** The column just after the word, for "something missing here" errors. */
    int after() { return column + text.length(); }
}
