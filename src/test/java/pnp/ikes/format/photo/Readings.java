package pnp.ikes.format.photo;

import java.util.LinkedHashMap;
import java.util.Map;
import pnp.grid.Cell;
import pnp.grid.CellSide;

/** Readings built by hand for the reader's passes. */
final class Readings {
    private Readings() {}

    /** Every line of the sheet read, surely, as no wall. */
    static Map<CellSide, Mark<EdgeMark>> noWalls() {
        Map<CellSide, Mark<EdgeMark>> m = new LinkedHashMap<>();
        for (CellSide e : Edges.ALL) m.put(e, new Mark<>(EdgeMark.NONE, 1.0));
        return m;
    }

    /** Every space of the sheet read, surely, as empty. */
    static Map<Cell, Mark<SpaceMark>> emptySpaces() {
        Map<Cell, Mark<SpaceMark>> m = new LinkedHashMap<>();
        for (int row = 0; row < 7; row++)
            for (int col = 0; col < 7; col++) m.put(new Cell(col, row), new Mark<>(SpaceMark.EMPTY, 1.0));
        return m;
    }
}
