package pnp.web;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import pnp.grid.Cell;
import pnp.grid.Side;

/**
 * The score pad's sheet written as {@code .ikes} text, valid or not, in the layout of the Java
 * writer ({@code IkesWriter}: for a valid sheet the two texts are equal), remembering which space
 * each line concerns so that a problem the checker reports at LINE:COLUMN can be shown on its space.
 *
 * @param text the {@code .ikes} text
 * @param lineCells per line (index = line - 1), the space it concerns, or null (the grid lines are
 *                  resolved by column, see {@link #cellAt})
 * @param firstGridRow the line number of grid row 1
 */
public record SheetDraft(String text, List<Cell> lineCells, int firstGridRow) {
    static final int N = 7;
    /** Column of the code of column A in a grid row: {@code "1   - - -"}. */
    static final int FIRST_CODE_COLUMN = 5;

    /** The space a problem at {@code line}:{@code column} concerns, if any. */
    public Optional<Cell> cellAt(int line, int column) {
        if (line >= firstGridRow && line < firstGridRow + N) {
            int c = (column - FIRST_CODE_COLUMN) / 2;
            return c >= 0 && c < N && column >= FIRST_CODE_COLUMN
                    ? Optional.of(new Cell(c, line - firstGridRow))
                    : Optional.empty();
        }
        return line >= 1 && line <= lineCells.size() ? Optional.ofNullable(lineCells.get(line - 1)) : Optional.empty();
    }

    /** Writes the sheet; a shape error (a row of 8 codes, a space H9) is a {@link BadRequest}. */
    public static SheetDraft of(SheetIn in) {
        List<String> lines = new ArrayList<>();
        List<Cell> cells = new ArrayList<>();
        if (in.entrance() != null)
            add(lines, cells, "entrance " + doorway(in.entrance(), "entrance"), cellOf(in.entrance()));
        if (in.exit() != null) add(lines, cells, "exit " + doorway(in.exit(), "exit"), cellOf(in.exit()));
        add(lines, cells, "grid", null);
        add(lines, cells, "    A B C D E F G", null);
        int firstRow = lines.size() + 1;
        List<String> grid = in.grid();
        if (grid == null || grid.size() != N) {
            throw new BadRequest(
                    "grid: expected 7 rows of 7 cell codes, got " + (grid == null ? "none" : grid.size() + " rows"));
        }
        for (int r = 0; r < N; r++) {
            String row = grid.get(r) == null ? "" : grid.get(r).replace(" ", "");
            if (row.length() != N)
                throw new BadRequest("grid row " + (r + 1) + ": expected 7 cell codes, got " + row.length());
            StringBuilder b = new StringBuilder().append(r + 1).append("  ");
            for (int c = 0; c < N; c++) {
                char code = row.charAt(c);
                if (code < '!' || code > '~')
                    throw new BadRequest("grid row " + (r + 1) + ": a cell code is one visible character");
                b.append(' ').append(code);
            }
            add(lines, cells, b.toString(), null);
        }
        Map<Cell, List<Side>> walls = new TreeMap<>();
        TreeSet<String> seen = new TreeSet<>();
        for (String w : in.walls()) {
            Segment s = segment(w, "walls");
            if (!seen.add(s.toString())) throw new BadRequest("walls: '" + w + "' is listed twice");
            walls.computeIfAbsent(s.cell(), k -> new ArrayList<>()).add(s.side());
        }
        for (Map.Entry<Cell, List<Side>> e : walls.entrySet()) {
            e.getValue().sort(null);
            StringBuilder b = new StringBuilder("wall ").append(e.getKey());
            for (Side s : e.getValue()) b.append(' ').append(s);
            add(lines, cells, b.toString(), e.getKey());
        }
        TreeSet<Segment> doors = new TreeSet<>();
        for (String d : in.doors()) {
            if (!doors.add(segment(d, "doors"))) throw new BadRequest("doors: '" + d + "' is listed twice");
        }
        for (Segment d : doors) add(lines, cells, "door " + d, d.cell());
        for (List<String> pair : in.cafeterias()) {
            if (pair == null || pair.size() != 2)
                throw new BadRequest("cafeterias: each is a pair of two spaces, e.g. [\"D2\", \"E2\"]");
            Cell a = cell(pair.get(0), "cafeterias");
            Cell b = cell(pair.get(1), "cafeterias");
            add(lines, cells, "cafeteria " + a + " " + b, a);
        }
        if (in.coins() != null) add(lines, cells, "coins " + in.coins(), null);
        if (in.claim() != null) add(lines, cells, "claim " + in.claim(), null);
        return new SheetDraft(String.join("\n", lines) + "\n", Collections.unmodifiableList(cells), firstRow);
    }

    /** A wall segment or doorway: a space and a side. */
    record Segment(Cell cell, Side side) implements Comparable<Segment> {
        @Override
        public int compareTo(Segment o) {
            int c = cell.compareTo(o.cell);
            return c != 0 ? c : side.compareTo(o.side);
        }

        @Override
        public String toString() {
            return cell + " " + side;
        }
    }

    private static void add(List<String> lines, List<Cell> cells, String line, Cell cell) {
        lines.add(line);
        cells.add(cell);
    }

    static Cell cell(String text, String field) {
        if (text == null) throw new BadRequest(field + ": a space is missing; expected A1 to G7");
        return Cell.parse(text, N, N)
                .filter(c -> text.trim().length() <= 2)
                .orElseThrow(() ->
                        new BadRequest(field + ": '" + text + "' is not a space of the sheet; expected A1 to G7"));
    }

    static Segment segment(String text, String field) {
        String[] parts = text == null ? new String[0] : text.trim().split("\\s+");
        if (parts.length != 2)
            throw new BadRequest(field + ": expected 'CELL SIDE' such as 'C4 E', got '" + text + "'");
        Cell c = cell(parts[0], field);
        Side s = Side.parse(parts[1])
                .orElseThrow(() -> new BadRequest(field + ": '" + parts[1] + "' is not a side; expected N, E, S or W"));
        return new Segment(c, s);
    }

    /** An entrance or exit, checked for shape only ("B3 N" is written and left to the checker). */
    private static String doorway(String text, String field) {
        return segment(text, field).toString();
    }

    private static Cell cellOf(String doorway) {
        return cell(doorway.trim().split("\\s+")[0], "doorway");
    }
}
