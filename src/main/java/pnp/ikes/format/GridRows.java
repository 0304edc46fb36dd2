package pnp.ikes.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Space;
import pnp.io.Diagnostics;
import pnp.io.Lexer;
import pnp.io.Word;

/**
 * The block after a {@code grid} line ({@link #read}) and its rows, read character by character: codes may be
 * written with or without spaces, and a row may start with its number. Whether the numbers are there is decided
 * for the whole grid, so a numbered row that lost a code is reported short instead of reading its number as a
 * display.
 */
final class GridRows {
    private static final int N = Sheet.SIZE;

    private GridRows() {}

    /** A header row: the column letters A to G, with or without spaces between them. */
    static boolean isHeader(List<Word> rs) {
        List<Word> cs = characters(rs);
        if (cs.size() != Sheet.SIZE) return false;
        for (int c = 0; c < Sheet.SIZE; c++) {
            if (!cs.get(c).text().equalsIgnoreCase(String.valueOf((char) ('A' + c)))) return false;
        }
        return true;
    }

    /**
     * A first line of mostly letters is a column header typed wrong (no cell code is a letter): reported at the
     * first letter out of place, instead of as grid row 1 with every row after it one off.
     */
    static boolean mistypedHeader(List<Word> rs, Diagnostics problems) {
        List<Word> cs = characters(rs);
        long letters =
                cs.stream().filter(w -> Character.isLetter(w.text().charAt(0))).count();
        if (letters * 2 <= cs.size()) return false;
        String expected = "expected A B C D E F G, or no header";
        for (int c = 0; c < cs.size(); c++) {
            Word w = cs.get(c);
            if (c == Sheet.SIZE) {
                problems.add(w, "unexpected '" + w.text() + "' after G in the column header; " + expected);
                return true;
            }
            String want = String.valueOf((char) ('A' + c));
            if (!w.text().equalsIgnoreCase(want)) {
                problems.add(w, "the column header has '" + w.text() + "' where " + want + " belongs; " + expected);
                return true;
            }
        }
        Word last = cs.get(cs.size() - 1);
        problems.add(last.line(), last.column() + 1, "the column header stops after " + last.text() + "; " + expected);
        return true;
    }

    /** Each character of a row as a word of its own, at its column: codes may be written without spaces. */
    static List<Word> characters(List<Word> rs) {
        List<Word> out = new ArrayList<>();
        for (Word w : rs) {
            for (int k = 0; k < w.text().length(); k++) {
                out.add(new Word(String.valueOf(w.text().charAt(k)), w.line(), w.column() + k));
            }
        }
        return out;
    }

    static boolean startsWith(List<Word> cs, int row) {
        return !cs.isEmpty() && cs.get(0).text().equals(Integer.toString(row + 1));
    }

    /**
     * Whether the grid's rows start with their numbers: more rows of 8 characters led by their number
     * than rows of 7 that are not. Then a numbered row that lost a code is short, not a display.
     */
    static boolean numbered(List<List<Word>> rows) {
        int with = 0;
        int without = 0;
        for (int row = 0; row < rows.size(); row++) {
            List<Word> cs = rows.get(row);
            if (cs.size() == Sheet.SIZE + 1 && startsWith(cs, row)) with++;
            else if (cs.size() == Sheet.SIZE && !startsWith(cs, row)) without++;
        }
        return with > without;
    }

    /** What {@link #read} found: the grid and where each code stands (both null after a problem), and the next line. */
    record Read(Space[] grid, IkesParser.At[] at, int next) {}

    /**
     * Reads the grid's rows from line index {@code next} on, after the {@code grid} line {@code kw}: an optional
     * header of column letters, then 7 rows, blank lines skipped. A keyword line ends the grid early. Problems go
     * to {@code problems}.
     */
    static Read read(List<String> lines, int next, Word kw, Diagnostics problems) {
        Space[] g = new Space[Sheet.CELLS];
        IkesParser.At[] at = new IkesParser.At[Sheet.CELLS];
        boolean ok = true;
        boolean headerAllowed = true;
        List<List<Word>> rows = new ArrayList<>();
        int i = next;
        while (rows.size() < N) {
            if (i >= lines.size()) {
                problems.add(kw, "the grid has " + rows.size() + " rows; expected 7 rows of 7 cell codes");
                ok = false;
                break;
            }
            List<Word> rs = Lexer.line(lines.get(i), i + 1).words();
            if (rs.isEmpty()) {
                i++;
                continue;
            }
            if (IkesParser.KEYWORDS.contains(rs.get(0).text().toLowerCase(Locale.ROOT))) {
                problems.add(
                        rs.get(0),
                        "expected row " + (rows.size() + 1) + " of the grid (7 rows of 7 cell codes), found '"
                                + rs.get(0).text() + "'");
                ok = false;
                break;
            }
            i++;
            if (headerAllowed && isHeader(rs)) {
                headerAllowed = false;
                continue;
            }
            if (headerAllowed && mistypedHeader(rs, problems)) {
                headerAllowed = false;
                ok = false;
                continue;
            }
            headerAllowed = false;
            rows.add(characters(rs));
        }
        boolean numbered = numbered(rows);
        for (int row = 0; row < rows.size(); row++) {
            if (!row(rows.get(row), row, numbered, g, at, problems)) ok = false;
        }
        return ok ? new Read(g, at, i) : new Read(null, null, i);
    }

    private static boolean row(
            List<Word> cs, int row, boolean numbered, Space[] g, IkesParser.At[] at, Diagnostics problems) {
        List<Word> codes = cs;
        Word first = cs.get(0);
        if (startsWith(cs, row) && numbered) {
            codes = cs.subList(1, cs.size());
        } else if (cs.size() == N + 1 && startsWith(cs, row)) {
            Word extra = cs.get(N);
            problems.add(
                    extra,
                    "row " + (row + 1) + " of the grid has 8 codes; expected 7 codes (- . 1-6 @): the other rows"
                            + " do not start with their numbers, so the leading " + first.text() + " is a code");
            return false;
        } else if (cs.size() == N + 1 && first.text().matches("[0-9]")) {
            problems.add(
                    first,
                    "row " + (row + 1) + " of the grid starts with '" + first.text() + "'; expected the row number "
                            + (row + 1) + " or 7 cell codes");
            return false;
        }
        if (codes.size() != N) {
            Word where = codes.size() > N ? codes.get(N) : codes.isEmpty() ? first : codes.get(codes.size() - 1);
            problems.add(
                    where.line(),
                    codes.size() > N || codes.isEmpty() ? where.column() : where.end(),
                    "row " + (row + 1) + " of the grid has " + codes.size()
                            + " codes; expected 7 codes (- . 1-6 @), with or without spaces between them");
            return false;
        }
        boolean ok = true;
        for (int c = 0; c < N; c++) {
            Word t = codes.get(c);
            Optional<Space> sp = Space.parse(t.text().charAt(0));
            if (sp.isEmpty()) {
                problems.add(
                        t,
                        "unknown cell code '" + t.text() + "' at " + new Cell(c, row)
                                + "; expected - (empty), . (occupied), 1-6 (display) or @ (cafeteria)");
                ok = false;
                continue;
            }
            g[row * N + c] = sp.get();
            at[row * N + c] = IkesParser.At.of(t);
        }
        return ok;
    }
}
