package pnp.bridgewars.format;

import java.util.ArrayList;
import java.util.List;
import pnp.io.TextSource;

/** Small helpers shared by the text formats: comments, tokens with their columns, player letters. */
final class Statements {
    private Statements() {}

    /** A word of a line and its 1-based column. */
    record Token(String text, int col) {}

    static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    static int firstNonSpace(String line) {
        int i = 0;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) i++;
        return i;
    }

    static List<Token> tokens(String line) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < line.length()) {
            while (i < line.length() && Character.isWhitespace(line.charAt(i))) i++;
            if (i >= line.length()) break;
            int start = i;
            while (i < line.length() && !Character.isWhitespace(line.charAt(i))) i++;
            out.add(new Token(line.substring(start, i), start + 1));
        }
        return out;
    }

    /** A player's one-letter colour: one capital letter A to Z. */
    static char playerLetter(TextSource src, int ln, Token t) {
        String s = t.text();
        if (s.length() != 1 || s.charAt(0) < 'A' || s.charAt(0) > 'Z') {
            throw src.error(ln, t.col(), "a player is one capital letter (R, B, G, Y, ...), not '" + s + "'");
        }
        return s.charAt(0);
    }
}
