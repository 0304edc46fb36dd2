package pnp.bridgewars.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The board's fixed geometry (the project's reading of the lost picture): 121 holes in an 11x11
 * square, the brass rod in the centre {@code f6}, 60 acrylic rods in the diamond of holes 1 to 5
 * steps (columns plus rows) from it, and four corner triangles of 15 holes each.
 */
public final class Board {
    public static final int SIZE = 11;
    public static final Hole BRASS = new Hole(5, 5);
    /** Points for an acrylic rod and for the brass rod. */
    public static final int ACRYLIC_POINTS = 1;

    public static final int BRASS_POINTS = 5;

    private static final List<Hole> ALL;

    static {
        List<Hole> all = new ArrayList<>();
        for (int i = 0; i < SIZE * SIZE; i++) all.add(Hole.ofIndex(i));
        ALL = Collections.unmodifiableList(all);
    }

    private Board() {}

    /** Every hole, row by row. */
    public static List<Hole> holes() {
        return ALL;
    }

    /** Columns plus rows from the brass hole. */
    public static int fromCentre(Hole h) {
        return Math.abs(h.col() - BRASS.col()) + Math.abs(h.row() - BRASS.row());
    }

    /** One of the 60 acrylic holes of the diamond (not the brass hole). */
    public static boolean inDiamond(Hole h) {
        int d = fromCentre(h);
        return d >= 1 && d <= 5;
    }

    public static boolean isBrass(Hole h) {
        return h.equals(BRASS);
    }

    /** What a rod on this hole is worth to the owner of its uppermost block. */
    public static int points(Hole h) {
        return isBrass(h) ? BRASS_POINTS : ACRYLIC_POINTS;
    }
}
