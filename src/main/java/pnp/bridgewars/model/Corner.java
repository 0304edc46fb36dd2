package pnp.bridgewars.model;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The four corner triangles outside the diamond, 15 holes each, and their 2x2 starting squares. */
public enum Corner {
    NW(false, false),
    NE(true, false),
    SW(false, true),
    SE(true, true);

    private final boolean east;
    private final boolean south;

    Corner(boolean east, boolean south) {
        this.east = east;
        this.south = south;
    }

    /** Whether the hole lies in this corner's triangle: 0 to 4 steps (columns plus rows) from its board corner. */
    public boolean contains(Hole h) {
        return fromCorner(h) <= 4;
    }

    /** Columns plus rows from this corner's outermost hole (a1 for NW). */
    public int fromCorner(Hole h) {
        int dx = east ? Board.SIZE - 1 - h.col() : h.col();
        int dy = south ? Board.SIZE - 1 - h.row() : h.row();
        return dx + dy;
    }

    /** The four outermost holes, where the player's starting square goes ({@code a1 b1 a2 b2} for NW). */
    public List<Hole> startSquare() {
        int c0 = east ? Board.SIZE - 2 : 0;
        int r0 = south ? Board.SIZE - 2 : 0;
        return List.of(new Hole(c0, r0), new Hole(c0 + 1, r0), new Hole(c0, r0 + 1), new Hole(c0 + 1, r0 + 1));
    }

    /** The corner a hole belongs to, or empty for the diamond and the brass hole. */
    public static Optional<Corner> of(Hole h) {
        for (Corner c : values()) if (c.contains(h)) return Optional.of(c);
        return Optional.empty();
    }

    public static Optional<Corner> parse(String text) {
        for (Corner c : values()) if (c.name().equals(text.toUpperCase(Locale.ROOT))) return Optional.of(c);
        return Optional.empty();
    }
}
