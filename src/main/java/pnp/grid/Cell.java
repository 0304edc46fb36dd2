package pnp.grid;

import java.util.Locale;
import java.util.Optional;

/**
 * A square of a grid named like a spreadsheet: a column letter then a row number, {@code A1} at
 * the top-left. {@code col} and {@code row} are 0-based ({@code B3} is col 1, row 2).
 */
public record Cell(int col, int row) implements Comparable<Cell> {
    public Cell {
        if (col < 0 || row < 0 || col >= 26)
            throw new IllegalArgumentException("no cell at col " + col + ", row " + row);
    }

    /** {@code B3} etc. */
    public String name() {
        return (char) ('A' + col) + Integer.toString(row + 1);
    }

    @Override
    public String toString() {
        return name();
    }

    /** The neighbour through the given side, or empty when it lies outside a cols x rows grid. */
    public Optional<Cell> step(Side side, int cols, int rows) {
        int c = col + side.dx();
        int r = row + side.dy();
        return c >= 0 && r >= 0 && c < cols && r < rows ? Optional.of(new Cell(c, r)) : Optional.empty();
    }

    public boolean inside(int cols, int rows) {
        return col < cols && row < rows;
    }

    /** Whether the cell lies on the grid's border, so at least one of its sides is an outer side. */
    public boolean onEdge(int cols, int rows) {
        return col == 0 || row == 0 || col == cols - 1 || row == rows - 1;
    }

    /** Whether {@code side} of this cell is on the outer edge of a cols x rows grid. */
    public boolean isOuterSide(Side side, int cols, int rows) {
        return step(side, cols, rows).isEmpty();
    }

    /** Orthogonal neighbours share a side. */
    public boolean adjacentTo(Cell o) {
        return Math.abs(col - o.col) + Math.abs(row - o.row) == 1;
    }

    /** The side of this cell that faces the adjacent cell {@code o}. */
    public Side sideFacing(Cell o) {
        for (Side s : Side.values()) {
            if (col + s.dx() == o.col && row + s.dy() == o.row) return s;
        }
        throw new IllegalArgumentException(o + " is not adjacent to " + this);
    }

    /** Row-major index in a grid {@code cols} wide. */
    public int index(int cols) {
        return row * cols + col;
    }

    public static Cell ofIndex(int index, int cols) {
        return new Cell(index % cols, index / cols);
    }

    /** Parses {@code B3} (any case) inside a cols x rows grid; empty when malformed or outside. */
    public static Optional<Cell> parse(String text, int cols, int rows) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.length() < 2 || t.charAt(0) < 'A' || t.charAt(0) > 'Z') return Optional.empty();
        for (int i = 1; i < t.length(); i++) if (!Character.isDigit(t.charAt(i))) return Optional.empty();
        if (t.length() > 4) return Optional.empty();
        int c = t.charAt(0) - 'A';
        int r = Integer.parseInt(t.substring(1)) - 1;
        if (r < 0 || c >= cols || r >= rows) return Optional.empty();
        return Optional.of(new Cell(c, r));
    }

    @Override
    public int compareTo(Cell o) {
        return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
    }
}
