package pnp.ikes.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.TreeSet;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;

/**
 * Builds a {@link Sheet} step by step, the way a game engine fills a sheet in: spaces start empty,
 * a wall segment marks its space occupied, a cafeteria marks both its spaces {@code @}. Not
 * thread-safe; {@link #build()} checks everything the {@link Sheet} constructor checks.
 *
 * <pre>{@code
 * Sheet s = new SheetBuilder().entrance(Cell.parse("A4", 7, 7).get(), Side.W)
 *         .exit(Cell.parse("G4", 7, 7).get(), Side.E)
 *         .space(c, Space.display(3)).wall(c, Side.E).door(c, Side.E).build();
 * }</pre>
 */
public final class SheetBuilder {
    private final Space[] grid = new Space[Sheet.CELLS];
    private final TreeSet<CellSide> walls = new TreeSet<>();
    private final TreeSet<CellSide> doors = new TreeSet<>();
    private final List<Cafeteria> cafeterias = new ArrayList<>();
    private CellSide entrance;
    private CellSide exit;
    private OptionalInt coins = OptionalInt.empty();
    private OptionalInt claim = OptionalInt.empty();

    public SheetBuilder() {
        Arrays.fill(grid, Space.EMPTY);
    }

    /** Starts from an existing sheet (to change it). */
    public static SheetBuilder from(Sheet s) {
        SheetBuilder b = new SheetBuilder();
        for (int i = 0; i < Sheet.CELLS; i++) b.grid[i] = s.space(i);
        b.walls.addAll(s.walls());
        b.doors.addAll(s.doors());
        b.cafeterias.addAll(s.cafeterias());
        b.entrance = s.entrance();
        b.exit = s.exit();
        b.coins = s.coins();
        b.claim = s.claim();
        return b;
    }

    public SheetBuilder entrance(Cell cell, Side side) {
        entrance = new CellSide(cell, side);
        return this;
    }

    public SheetBuilder exit(Cell cell, Side side) {
        exit = new CellSide(cell, side);
        return this;
    }

    /** Sets what a space holds (use {@link #cafeteria} for cafeterias). */
    public SheetBuilder space(Cell cell, Space space) {
        if (space.isCafeteria()) throw new IllegalArgumentException("place cafeterias with cafeteria(a, b)");
        grid[cell.index(Sheet.SIZE)] = space;
        return this;
    }

    /** Wall segments in {@code cell} on the given sides; an empty space becomes occupied. */
    public SheetBuilder wall(Cell cell, Side... sides) {
        for (Side s : sides) walls.add(new CellSide(cell, s));
        if (grid[cell.index(Sheet.SIZE)].isEmpty()) grid[cell.index(Sheet.SIZE)] = Space.OCCUPIED;
        return this;
    }

    /** A doorway in an existing wall segment (checked by {@link #build()}). */
    public SheetBuilder door(Cell cell, Side side) {
        doors.add(new CellSide(cell, side));
        return this;
    }

    public SheetBuilder cafeteria(Cell a, Cell b) {
        Cafeteria k = new Cafeteria(a, b);
        grid[a.index(Sheet.SIZE)] = Space.CAFETERIA;
        grid[b.index(Sheet.SIZE)] = Space.CAFETERIA;
        cafeterias.add(k);
        return this;
    }

    public SheetBuilder coins(int n) {
        coins = OptionalInt.of(n);
        return this;
    }

    public SheetBuilder claim(int n) {
        claim = OptionalInt.of(n);
        return this;
    }

    public Sheet build() {
        return new Sheet(List.of(grid), walls, doors, entrance, exit, cafeterias, coins, claim);
    }
}
