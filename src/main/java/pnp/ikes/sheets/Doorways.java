package pnp.ikes.sheets;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pnp.io.InputException;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.random.Rng;

/** The entrance and exit: outer sides of edge spaces of the 7 x 7 grid. */
public final class Doorways {
    private static final int N = GridGeometry.SIZE;

    private Doorways() {}

    /** Every outer side of the grid, 28 in all, in reading order. */
    public static List<CellSide> all() {
        List<CellSide> out = new ArrayList<>();
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                Cell cell = new Cell(c, r);
                for (Side s : Side.values()) if (cell.isOuterSide(s, N, N)) out.add(new CellSide(cell, s));
            }
        }
        return out;
    }

    /**
     * Parses {@code CELL[:SIDE]} as typed after {@code --entrance}: {@code A4}, {@code A4:W}, {@code a1:n}.
     * The side may be left out where the space has only one outer side.
     */
    public static CellSide parse(String option, String text) {
        String[] parts = text.trim().split(":", -1);
        Optional<Cell> cell = Cell.parse(parts[0], N, N);
        if (cell.isEmpty() || parts.length > 2) {
            throw new InputException(option + " takes an edge space like A4 or A1:N (columns A-G, rows 1-7), not '" + text + "'");
        }
        Cell c = cell.get();
        List<Side> outer = new ArrayList<>();
        for (Side s : Side.values()) if (c.isOuterSide(s, N, N)) outer.add(s);
        if (outer.isEmpty()) {
            throw new InputException(option + ": " + c + " is not an edge space; a doorway goes through the outer wall");
        }
        if (parts.length == 1) {
            if (outer.size() > 1) {
                throw new InputException(option + ": " + c + " is a corner; name the side, e.g. " + c + ":" + outer.get(0));
            }
            return new CellSide(c, outer.get(0));
        }
        Side side = Side.parse(parts[1]).orElseThrow(() ->
                new InputException(option + ": the side after ':' is N, E, S or W, not '" + parts[1] + "'"));
        if (!outer.contains(side)) {
            throw new InputException(option + ": " + side + " of " + c + " is not on the outer wall");
        }
        return new CellSide(c, side);
    }

    /**
     * A random entrance and exit: the entrance uniformly among the 28 outer sides, the exit among
     * the outer sides of the other edge spaces (never in the entrance's own space).
     */
    public static CellSide[] random(Rng rng) {
        List<CellSide> sides = all();
        CellSide entrance = rng.pick(sides);
        List<CellSide> rest = sides.stream().filter(s -> !s.cell().equals(entrance.cell())).toList();
        return new CellSide[] {entrance, rng.pick(rest)};
    }
}
