package pnp.grid;

import java.util.Optional;

/** One side of one square: where a wall segment or a doorway is drawn ("C4 E"). */
public record CellSide(Cell cell, Side side) implements Comparable<CellSide> {
    @Override
    public String toString() {
        return cell.name() + " " + side;
    }

    /** The same edge seen from the neighbour, when there is one inside the grid. */
    public Optional<CellSide> across(int cols, int rows) {
        return cell.step(side, cols, rows).map(n -> new CellSide(n, side.opposite()));
    }

    @Override
    public int compareTo(CellSide o) {
        int c = cell.compareTo(o.cell);
        return c != 0 ? c : side.compareTo(o.side);
    }
}
