package pnp.ikes.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;

/**
 * A finished Ike's sheet: the 7x7 spaces, the wall segments and doorways drawn in them, the
 * entrance and exit (outer sides of edge spaces), the cafeterias, and the optional coin count and claimed score. Immutable;
 * the constructor checks that the parts fit together (the text parser reports the same problems
 * with file positions before it gets here).
 *
 * <p>Also holds the movement rule: a step between two adjacent spaces is open unless either space
 * has a wall segment without a doorway on the shared side; the entrance (exit) is usable unless its
 * space has such a segment on the doorway's side.
 */
public record Sheet(
        List<Space> grid,
        SortedSet<CellSide> walls,
        SortedSet<CellSide> doors,
        CellSide entrance,
        CellSide exit,
        List<Cafeteria> cafeterias,
        OptionalInt coins,
        OptionalInt claim) {
    /** Columns and rows: the one definition of the sheet's size. */
    public static final int SIZE = 7;

    public static final int CELLS = SIZE * SIZE;

    /**
     * The 28 outer sides of the building, where an entrance or exit may be punched, clockwise from
     * the north side of A1: 0 = A1 N .. 6 = G1 N, 7 = G1 E .. 13 = G7 E, 14 = G7 S .. 20 = A7 S,
     * 21 = A7 W .. 27 = A1 W. Sorted, they are in reading order.
     */
    public static final List<CellSide> OUTER_SIDES = outline();

    private static List<CellSide> outline() {
        List<CellSide> out = new ArrayList<>(4 * SIZE);
        for (int j = 0; j < SIZE; j++) out.add(new CellSide(new Cell(j, 0), Side.N));
        for (int j = 0; j < SIZE; j++) out.add(new CellSide(new Cell(SIZE - 1, j), Side.E));
        for (int j = 0; j < SIZE; j++) out.add(new CellSide(new Cell(SIZE - 1 - j, SIZE - 1), Side.S));
        for (int j = 0; j < SIZE; j++) out.add(new CellSide(new Cell(0, SIZE - 1 - j), Side.W));
        return List.copyOf(out);
    }

    /** Whether {@code s} is on the building's outer wall (where an entrance or exit can be). */
    public static boolean isOuter(CellSide s) {
        return s.cell().inside(SIZE, SIZE) && s.cell().isOuterSide(s.side(), SIZE, SIZE);
    }

    /** The sides of {@code c} on the outer wall, N E S W order: none inside, one on an edge, two in a corner. */
    public static List<Side> outerSidesOf(Cell c) {
        List<Side> out = new ArrayList<>(2);
        for (Side s : Side.values()) if (isOuter(new CellSide(c, s))) out.add(s);
        return out;
    }

    public Sheet {
        Objects.requireNonNull(entrance, "entrance");
        Objects.requireNonNull(exit, "exit");
        if (grid.size() != CELLS)
            throw new IllegalArgumentException("a sheet has " + CELLS + " spaces, not " + grid.size());
        grid = List.copyOf(grid);
        walls = Collections.unmodifiableSortedSet(new TreeSet<>(walls));
        doors = Collections.unmodifiableSortedSet(new TreeSet<>(doors));
        List<Cafeteria> cafes = new ArrayList<>(cafeterias);
        Collections.sort(cafes);
        cafeterias = List.copyOf(cafes);
        coins = coins == null ? OptionalInt.empty() : coins;
        claim = claim == null ? OptionalInt.empty() : claim;
        for (CellSide d : List.of(entrance, exit)) {
            if (!isOuter(d))
                throw new IllegalArgumentException(
                        d.side() + " of " + d.cell() + " is not on the building's outer wall");
        }
        if (entrance.equals(exit))
            throw new IllegalArgumentException("the entrance and the exit are the same doorway " + exit);
        for (CellSide s : walls) {
            if (!s.cell().inside(SIZE, SIZE)) throw new IllegalArgumentException("wall outside the sheet: " + s);
            if (grid.get(s.cell().index(SIZE)).isEmpty()) {
                throw new IllegalArgumentException(s.cell() + " has a wall segment, so it cannot be empty");
            }
        }
        for (CellSide d : doors) {
            if (!walls.contains(d)) throw new IllegalArgumentException("doorway without a wall: " + d);
        }
        if (cafeterias.size() > 2) throw new IllegalArgumentException("more than two cafeterias");
        int cafeSpaces = 0;
        for (Space sp : grid) if (sp.isCafeteria()) cafeSpaces++;
        Set<Cell> seen = new TreeSet<>();
        for (Cafeteria c : cafeterias) {
            for (Cell x : c.spaces()) {
                if (!x.inside(SIZE, SIZE) || !grid.get(x.index(SIZE)).isCafeteria() || !seen.add(x)) {
                    throw new IllegalArgumentException("cafeteria " + c + " does not sit on two @ spaces of its own");
                }
            }
        }
        if (seen.size() != cafeSpaces) throw new IllegalArgumentException("an @ space belongs to no cafeteria");
    }

    /** A sheet without coins or claim. */
    public Sheet(
            List<Space> grid,
            Set<CellSide> walls,
            Set<CellSide> doors,
            CellSide entrance,
            CellSide exit,
            List<Cafeteria> cafeterias) {
        this(
                grid,
                new TreeSet<>(walls),
                new TreeSet<>(doors),
                entrance,
                exit,
                cafeterias,
                OptionalInt.empty(),
                OptionalInt.empty());
    }

    public Space space(Cell c) {
        return grid.get(c.index(SIZE));
    }

    public Space space(int index) {
        return grid.get(index);
    }

    public boolean hasWall(Cell c, Side s) {
        return walls.contains(new CellSide(c, s));
    }

    public boolean hasDoor(Cell c, Side s) {
        return doors.contains(new CellSide(c, s));
    }

    /** A wall segment without a doorway stands in {@code c} on side {@code s}. */
    public boolean closed(Cell c, Side s) {
        CellSide seg = new CellSide(c, s);
        return walls.contains(seg) && !doors.contains(seg);
    }

    /** Whether a shopper may step from {@code a} to the orthogonally adjacent {@code b} (and back). */
    public boolean open(Cell a, Cell b) {
        if (!a.adjacentTo(b) || !a.inside(SIZE, SIZE) || !b.inside(SIZE, SIZE)) return false;
        Side s = a.sideFacing(b);
        return !closed(a, s) && !closed(b, s.opposite());
    }

    /** Whether the entrance or exit doorway can be walked through (no closed wall in its space on its side). */
    public boolean usable(CellSide d) {
        return !closed(d.cell(), d.side());
    }

    /** The cafeteria holding this space, if any. */
    public Optional<Cafeteria> cafeteriaAt(Cell c) {
        return cafeterias.stream().filter(k -> k.contains(c)).findFirst();
    }

    public Sheet withClaim(OptionalInt newClaim) {
        return new Sheet(grid, walls, doors, entrance, exit, cafeterias, coins, newClaim);
    }

    /** Every cell of the sheet in reading order. */
    public static List<Cell> cells() {
        List<Cell> all = new ArrayList<>(CELLS);
        for (int i = 0; i < CELLS; i++) all.add(Cell.ofIndex(i, SIZE));
        return all;
    }
}
