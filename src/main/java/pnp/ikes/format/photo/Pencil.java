package pnp.ikes.format.photo;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pnp.grid.Cell;
import pnp.grid.CellSide;

/**
 * The flat picture with the doors known, and each space's pencil ({@link OddMarks#inkInside}) gathered
 * once: all of it, and without the tips of the doors' arrows. A mark in a door's space is read both
 * ways, since the arrow's tip may run into it or the mark may lie where the tip would.
 */
final class Pencil {
    private final Rectified flat;
    private final List<CellSide> doors;
    private final Map<Cell, List<double[]>> inside = new HashMap<>();
    private final Map<Cell, List<double[]>> clear = new HashMap<>();

    Pencil(Rectified flat, List<CellSide> doors) {
        this.flat = flat;
        this.doors = List.copyOf(doors);
    }

    Rectified flat() {
        return flat;
    }

    /** The inked points of the space's inside. */
    List<double[]> in(Cell c) {
        return inside.computeIfAbsent(c, x -> OddMarks.inkInside(flat, x, List.of()));
    }

    /** The inked points of the space's inside, the tips of the doors' arrows left out. */
    List<double[]> clearOfArrows(Cell c) {
        if (doors.stream().noneMatch(d -> d.cell().equals(c))) return in(c);
        return clear.computeIfAbsent(c, x -> OddMarks.inkInside(flat, x, doors));
    }
}
