package pnp.ikes.format;

import java.util.ArrayList;
import java.util.List;
import pnp.ikes.model.Sheet;
import pnp.io.Word;

/**
 * The rows of a {@code grid}, read character by character: codes may be written with or without spaces, and a
 * row may start with its number. Whether the numbers are there is decided for the whole grid, so a numbered row
 * that lost a code is reported short instead of reading its number as a display.
 */
final class GridRows {
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
}
