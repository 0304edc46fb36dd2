package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Space;
import pnp.random.Rng;

/** Seeded random finished sheets for the exactness test and the benchmark. */
public final class RandomSheets {
    private RandomSheets() {}

    /** A random sheet: walls with the given density (0..1), 0-2 cafeterias, random doorways. */
    public static Sheet random(Rng rng, double wallDensity, int cafeterias) {
        Space[] grid = new Space[Sheet.CELLS];
        double emptyShare = rng.nextDouble() * 0.6;
        double displayShare = rng.nextDouble();
        for (int i = 0; i < grid.length; i++) {
            if (rng.nextDouble() < emptyShare) grid[i] = Space.EMPTY;
            else if (rng.nextDouble() < displayShare) grid[i] = Space.display(rng.roll(6));
            else grid[i] = Space.OCCUPIED;
        }
        List<Cafeteria> cafes = new ArrayList<>();
        for (int tries = 0; cafes.size() < cafeterias && tries < 100; tries++) {
            Cell a = Cell.ofIndex(rng.nextInt(Sheet.CELLS), Sheet.SIZE);
            Side s = Side.values()[rng.nextInt(4)];
            if (a.step(s, Sheet.SIZE, Sheet.SIZE).isEmpty()) continue;
            Cell b = a.step(s, Sheet.SIZE, Sheet.SIZE).get();
            if (grid[a.index(Sheet.SIZE)].isCafeteria() || grid[b.index(Sheet.SIZE)].isCafeteria()) continue;
            // keep the pairing unique: no other @ next to the new pair
            boolean touches = false;
            for (Cell c : List.of(a, b)) {
                for (Side t : Side.values()) {
                    touches |= c.step(t, Sheet.SIZE, Sheet.SIZE)
                            .map(n -> grid[n.index(Sheet.SIZE)].isCafeteria())
                            .orElse(false);
                }
            }
            if (touches) continue;
            grid[a.index(Sheet.SIZE)] = Space.CAFETERIA;
            grid[b.index(Sheet.SIZE)] = Space.CAFETERIA;
            cafes.add(new Cafeteria(a, b));
        }
        Set<CellSide> walls = new TreeSet<>();
        Set<CellSide> doors = new TreeSet<>();
        for (int i = 0; i < Sheet.CELLS; i++) {
            if (grid[i].isEmpty()) continue;
            for (Side s : Side.values()) {
                if (rng.nextDouble() < wallDensity) {
                    CellSide seg = new CellSide(Cell.ofIndex(i, Sheet.SIZE), s);
                    walls.add(seg);
                    if (rng.nextDouble() < 0.2) doors.add(seg);
                }
            }
        }
        CellSide in = doorway(rng);
        CellSide out = doorway(rng);
        while (out.equals(in)) out = doorway(rng);
        return new Sheet(List.of(grid), walls, doors, in, out, cafes);
    }

    /** An open board: no walls, displays on most spaces, the given number of cafeterias. */
    public static Sheet open(Rng rng, int cafeterias) {
        Sheet s = random(rng, 0, cafeterias);
        Space[] grid = s.grid().toArray(new Space[0]);
        for (int i = 0; i < grid.length; i++) {
            if (!grid[i].isCafeteria()) grid[i] = rng.nextInt(5) == 0 ? Space.EMPTY : Space.display(rng.roll(6));
        }
        return new Sheet(List.of(grid), Set.of(), Set.of(), s.entrance(), s.exit(), s.cafeterias());
    }

    public static CellSide doorway(Rng rng) {
        while (true) {
            Cell c = Cell.ofIndex(rng.nextInt(Sheet.CELLS), Sheet.SIZE);
            Side s = Side.values()[rng.nextInt(4)];
            if (c.isOuterSide(s, Sheet.SIZE, Sheet.SIZE)) return new CellSide(c, s);
        }
    }
}
