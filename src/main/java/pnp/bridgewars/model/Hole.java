package pnp.bridgewars.model;

import java.util.Optional;

/**
 * One hole of the 11x11 board, named as in the contract: a column letter {@code a}..{@code k} (left
 * to right) then a row number {@code 1}..{@code 11} (top to bottom). {@code col} and {@code row}
 * are 0-based, so {@code f6} is col 5, row 5.
 */
public record Hole(int col, int row) implements Comparable<Hole> {
    public Hole {
        if (!inside(col, row)) throw new IllegalArgumentException("no hole at col " + col + ", row " + row);
    }

    public static boolean inside(int col, int row) {
        return col >= 0 && row >= 0 && col < Board.SIZE && row < Board.SIZE;
    }

    public String name() {
        return (char) ('a' + col) + Integer.toString(row + 1);
    }

    @Override
    public String toString() {
        return name();
    }

    /** Row-major index 0..120. */
    public int index() {
        return row * Board.SIZE + col;
    }

    public static Hole ofIndex(int i) {
        return new Hole(i % Board.SIZE, i / Board.SIZE);
    }

    /** Parses {@code f6}; the column letter may be either case. Empty when malformed or off the board. */
    public static Optional<Hole> parse(String text) {
        String t = text.trim();
        if (t.length() < 2 || t.length() > 3) return Optional.empty();
        char c = Character.toLowerCase(t.charAt(0));
        if (c < 'a' || c > 'k') return Optional.empty();
        for (int i = 1; i < t.length(); i++) if (!Character.isDigit(t.charAt(i))) return Optional.empty();
        int row = Integer.parseInt(t.substring(1)) - 1;
        if (row < 0 || row >= Board.SIZE) return Optional.empty();
        return Optional.of(new Hole(c - 'a', row));
    }

    @Override
    public int compareTo(Hole o) {
        return Integer.compare(index(), o.index());
    }
}
