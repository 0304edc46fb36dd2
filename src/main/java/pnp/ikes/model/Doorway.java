package pnp.ikes.model;

import pnp.grid.Cell;
import pnp.grid.Side;

/** The entrance or the exit: punched through the building's outer wall on {@code side} of the edge space {@code cell}. */
public record Doorway(Cell cell, Side side) {
    public Doorway {
        if (cell == null || side == null) throw new IllegalArgumentException("a doorway needs a cell and a side");
        if (!cell.inside(Sheet.SIZE, Sheet.SIZE) || !cell.isOuterSide(side, Sheet.SIZE, Sheet.SIZE)) {
            throw new IllegalArgumentException(side + " of " + cell + " is not on the building's outer wall");
        }
    }

    @Override public String toString() { return cell.name() + " " + side; }
}
