package pnp.fridge.format;

import java.util.ArrayList;
import java.util.List;

/** Splits one line into words with their 1-based columns; {@code #} starts a comment. */
final class Tokens {
    record Token(String text, int column) {}

    private Tokens() {}

    static List<Token> of(String line) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = line.length();
        while (i < n) {
            char c = line.charAt(i);
            if (c == '#') break;
            if (Character.isWhitespace(c)) { i++; continue; }
            int start = i;
            while (i < n && !Character.isWhitespace(line.charAt(i)) && line.charAt(i) != '#') i++;
            out.add(new Token(line.substring(start, i), start + 1));
        }
        return out;
    }

    /** The column just after the last word (or 1), where a missing word would have gone. */
    static int endColumn(String line, List<Token> tokens) {
        if (tokens.isEmpty()) return 1;
        Token last = tokens.get(tokens.size() - 1);
        return last.column() + last.text().length() + 1;
    }
}
