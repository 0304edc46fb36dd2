package pnp.io;

import java.util.ArrayList;
import java.util.List;

/**
 * The one tokenizer of every pnp text format. A line is split into words at blanks (spaces, tabs,
 * no-break spaces, a stray byte-order mark); {@code #} starts a comment that runs to the end of
 * the line. Line ends may be LF, CRLF or CR. Columns count characters from 1 as an editor shows
 * them. O(length of the text).
 */
public final class Lexer {
    private Lexer() {}

    /** Every line of the source, blank ones included, numbered from 1. */
    public static List<Line> lines(TextSource source) {
        List<String> raw = source.lines();
        List<Line> out = new ArrayList<>(raw.size());
        for (int i = 0; i < raw.size(); i++) out.add(line(raw.get(i), i + 1));
        return out;
    }

    /** The lines of the source that hold at least one word. */
    public static List<Line> statements(TextSource source) {
        return lines(source).stream().filter(l -> !l.isBlank()).toList();
    }

    /** Splits one line. */
    public static Line line(String text, int number) {
        List<Word> words = new ArrayList<>();
        int end = commentStart(text);
        int i = 0;
        while (i < end) {
            while (i < end && isBlank(text.charAt(i))) i++;
            int start = i;
            while (i < end && !isBlank(text.charAt(i))) i++;
            if (i > start) words.add(new Word(text.substring(start, i), number, start + 1));
        }
        return new Line(number, text, List.copyOf(words));
    }

    /** The index of the {@code #} that starts the line's comment, or the line's length. */
    public static int commentStart(String text) {
        int hash = text.indexOf('#');
        return hash < 0 ? text.length() : hash;
    }

    /** Whether a character separates words. */
    public static boolean isBlank(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\ufeff';
    }
}
