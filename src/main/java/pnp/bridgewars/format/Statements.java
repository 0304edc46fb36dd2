package pnp.bridgewars.format;

import java.util.ArrayList;
import java.util.List;
import pnp.io.Lexer;
import pnp.io.TextSource;

/** Small helpers shared by the text formats: comments, tokens with their columns, player letters. */
final class Statements {
    private Statements() {}

    /** A word of a line and its 1-based column. */
    record Token(String text, int col) {}

    /** The line without its {@code #} comment (pnp.io.Lexer's rule). */
    static String stripComment(String line) {
        return line.substring(0, Lexer.commentStart(line));
    }

    static int firstNonSpace(String line) {
        int i = 0;
        while (i < line.length() && Lexer.isBlank(line.charAt(i))) i++;
        return i;
    }

    /**
     * The words of a line split at pnp.io.Lexer's blanks, without removing comments: in the block
     * set a {@code #} is a cell of a shape, so each format strips its own comments first.
     */
    static List<Token> tokens(String line) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < line.length()) {
            while (i < line.length() && Lexer.isBlank(line.charAt(i))) i++;
            if (i >= line.length()) break;
            int start = i;
            while (i < line.length() && !Lexer.isBlank(line.charAt(i))) i++;
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
