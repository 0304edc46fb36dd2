package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;

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

    /**
     * The inked points of the space's inside (x and y from the space's corner), the tips of the doors' arrows and
     * the strokes along the lines read as walls in {@code edges} left out ({@link SpaceReader#withoutWallStroke}).
     */
    List<double[]> clearOfWalls(Cell c, Map<CellSide, Mark<EdgeMark>> edges) {
        List<double[]> pts = new ArrayList<>();
        for (double[] p : clearOfArrows(c)) pts.add(new double[] {p[0] + SpaceReader.INSET, p[1] + SpaceReader.INSET});
        for (Side s : SpaceReader.walled(edges, c)) pts = SpaceReader.withoutWallStroke(pts, s);
        return pts;
    }
}
