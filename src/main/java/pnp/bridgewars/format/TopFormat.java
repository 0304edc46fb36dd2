package pnp.bridgewars.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Setup;
import pnp.bridgewars.model.TopView;
import pnp.io.TextSource;

/**
 * The top-down text format ({@code .bridge}) of the contract: {@code corner CORNER LETTER} lines
 * (2 to 4) and {@code top} followed by 11 rows of 11 cell codes, an optional header row
 * {@code a b c ... k} and optional row numbers. {@code #} starts a comment. Every error names the
 * line and column.
 */
public final class TopFormat {
    private TopFormat() {}

    /** A statement line's claim with where it was written, for error messages. */
    record ClaimAt(Claim claim, int line, int cornerCol, int letterCol) {}

    public static TopView parse(TextSource src) {
        List<String> lines = src.lines();
        List<ClaimAt> claims = new ArrayList<>();
        char[] cells = new char[Board.SIZE * Board.SIZE];
        int[] cellLine = new int[cells.length];
        int[] cellCol = new int[cells.length];
        int topLine = 0;
        int rows = 0;
        boolean header = false;
        int lastLine = 0;
        for (int i = 0; i < lines.size(); i++) {
            int ln = i + 1;
            String line = Statements.stripComment(lines.get(i));
            int first = Statements.firstNonSpace(line);
            if (first == line.length()) continue; // blank by the lexer's rule (no-break spaces too)
            lastLine = ln;
            char c0 = line.charAt(first);
            boolean inGrid = topLine > 0 && rows < Board.SIZE;
            if (inGrid && (line.strip().startsWith("corner") || line.strip().equals("top"))) {
                throw src.error(
                        ln, first + 1, "the grid has " + rows + " row" + (rows == 1 ? "" : "s") + "; expected 11");
            }
            if (inGrid && !header && rows == 0 && c0 >= 'a' && c0 <= 'k') {
                checkHeader(src, ln, line);
                header = true;
                continue;
            }
            if (inGrid) {
                readRow(src, ln, line, rows, cells, cellLine, cellCol);
                rows++;
                continue;
            }
            List<Statements.Token> tokens = Statements.tokens(line);
            Statements.Token head = tokens.get(0);
            switch (head.text()) {
                case "corner" -> claims.add(readCorner(src, ln, line, tokens, claims));
                case "top" -> {
                    if (topLine > 0)
                        throw src.error(
                                ln, head.col(), "a second 'top': the grid was already given on line " + topLine);
                    if (tokens.size() > 1)
                        throw src.error(
                                ln,
                                tokens.get(1).col(),
                                "'top' takes nothing after it; the 11 rows follow on the next lines");
                    topLine = ln;
                }
                default -> {
                    if (topLine > 0 && (Character.isDigit(c0) || isCode(c0))) {
                        throw src.error(ln, first + 1, "the grid has more than 11 rows");
                    }
                    throw src.error(
                            ln, head.col(), "unknown statement '" + head.text() + "': expected 'corner' or 'top'");
                }
            }
        }
        int endLine = Math.max(1, lines.size());
        if (topLine == 0) throw src.error(endLine, 1, "no 'top' line: the 11 rows of the top-down view are missing");
        if (rows < Board.SIZE) {
            throw src.error(lastLine, 1, "the grid has " + rows + " row" + (rows == 1 ? "" : "s") + "; expected 11");
        }
        if (claims.size() < Setup.MIN_PLAYERS) {
            throw src.error(
                    claims.isEmpty() ? topLine : claims.get(claims.size() - 1).line(),
                    1,
                    claims.size() + " corner claimed; 2 to 4 players each claim a corner with 'corner CORNER LETTER'");
        }
        Setup setup = new Setup(claims.stream().map(ClaimAt::claim).toList());
        for (Hole h : Board.holes()) {
            int k = h.index();
            String problem = problem(setup, h, cells[k]);
            if (problem != null) throw src.error(cellLine[k], cellCol[k], problem);
        }
        return new TopView(setup, new String(cells));
    }

    /** Why the code cannot stand on this hole, or null when it can. */
    static String problem(Setup setup, Hole h, char code) {
        Optional<Corner> corner = Corner.of(h);
        boolean rod = setup.hasRod(h);
        if (code == TopView.NO_ROD) {
            if (!rod) return null;
            if (corner.isEmpty()) {
                return h + (Board.isBrass(h) ? " is the brass rod's hole" : " is in the diamond")
                        + ": it always has a rod, so it must be '-' or a player's letter, not '.'";
            }
            return h + " is in corner " + corner.get() + ", claimed by "
                    + setup.claimOf(corner.get()).get().letter()
                    + ": it has a rod, so it must be '-' or a player's letter, not '.'";
        }
        if (!rod)
            return h + " is in corner " + corner.get() + ", which nobody claimed: it has no rod, so it must be '.'";
        if (code != TopView.BARE && !setup.isPlayer(code)) {
            return "'" + code + "' on " + h + " is no player's letter (players: " + letters(setup) + ")";
        }
        return null;
    }

    static String letters(Setup setup) {
        return setup.letters();
    }

    private static boolean isCode(char c) {
        return c == TopView.NO_ROD || c == TopView.BARE || (c >= 'A' && c <= 'Z');
    }

    private static void checkHeader(TextSource src, int ln, String line) {
        char expect = 'a';
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == ' ' || c == '\t') continue;
            if (c != expect || expect > 'k') {
                throw src.error(
                        ln,
                        i + 1,
                        "the header row names the columns a to k in order"
                                + (expect <= 'k' ? "; expected '" + expect + "' here" : "; nothing comes after 'k'"));
            }
            expect++;
        }
        if (expect <= 'k') throw src.error(ln, line.length() + 1, "the header row stops before 'k'");
    }

    private static void readRow(
            TextSource src, int ln, String line, int row, char[] cells, int[] cellLine, int[] cellCol) {
        int i = Statements.firstNonSpace(line);
        if (Character.isDigit(line.charAt(i))) {
            int start = i;
            while (i < line.length() && Character.isDigit(line.charAt(i))) i++;
            String num = line.substring(start, i);
            if (num.length() > 3 || Integer.parseInt(num) != row + 1) {
                throw src.error(ln, start + 1, "row number " + num + " where row " + (row + 1) + " was expected");
            }
        }
        int n = 0;
        for (; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == ' ' || c == '\t') continue;
            if (!isCode(c)) {
                throw src.error(
                        ln,
                        i + 1,
                        "'" + c
                                + "' is not a cell code: expected '.' (no rod), '-' (bare rod) or a player's capital letter");
            }
            if (n == Board.SIZE) throw src.error(ln, i + 1, "row " + (row + 1) + " has more than 11 cells");
            int k = row * Board.SIZE + n;
            cells[k] = c;
            cellLine[k] = ln;
            cellCol[k] = i + 1;
            n++;
        }
        if (n < Board.SIZE) {
            throw src.error(
                    ln, line.stripTrailing().length() + 1, "row " + (row + 1) + " has " + n + " cells; expected 11");
        }
    }

    private static ClaimAt readCorner(
            TextSource src, int ln, String line, List<Statements.Token> t, List<ClaimAt> earlier) {
        if (t.size() < 3) {
            throw src.error(
                    ln, line.stripTrailing().length() + 1, "expected 'corner CORNER LETTER', e.g. 'corner NW R'");
        }
        if (t.size() > 3)
            throw src.error(ln, t.get(3).col(), "unexpected '" + t.get(3).text() + "' after the player's letter");
        Statements.Token ct = t.get(1);
        Corner corner = Corner.parse(ct.text())
                .orElseThrow(
                        () -> src.error(ln, ct.col(), "unknown corner '" + ct.text() + "': expected NW, NE, SW or SE"));
        Statements.Token lt = t.get(2);
        char letter = Statements.playerLetter(src, ln, lt);
        for (ClaimAt e : earlier) {
            if (e.claim().corner() == corner) {
                throw src.error(
                        ln,
                        ct.col(),
                        "corner " + corner + " is claimed twice (already by "
                                + e.claim().letter() + " on line " + e.line() + ")");
            }
            if (e.claim().letter() == letter) {
                throw src.error(
                        ln,
                        lt.col(),
                        "player " + letter + " already claimed corner "
                                + e.claim().corner() + " on line " + e.line() + "; each player claims one corner");
            }
        }
        return new ClaimAt(new Claim(corner, letter), ln, ct.col(), lt.col());
    }

    /** The view in the contract's format, with the header row and row numbers. */
    public static String write(TopView view) {
        StringBuilder b = new StringBuilder();
        for (Claim c : view.setup().claims())
            b.append("corner ")
                    .append(c.corner())
                    .append(' ')
                    .append(c.letter())
                    .append('\n');
        b.append("top\n    ");
        for (int c = 0; c < Board.SIZE; c++) b.append(' ').append((char) ('a' + c));
        b.append('\n');
        for (int r = 0; r < Board.SIZE; r++) {
            b.append(String.format(Locale.ROOT, "%2d  ", r + 1));
            for (int c = 0; c < Board.SIZE; c++) b.append(' ').append(view.at(new Hole(c, r)));
            b.append('\n');
        }
        return b.toString();
    }
}
