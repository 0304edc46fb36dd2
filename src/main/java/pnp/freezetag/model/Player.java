package pnp.freezetag.model;

import pnp.grid.Cell;
import pnp.grid.Side;

/**
 * A player: the one-letter code used in the STATE format, the colour's name, and the board edge
 * the player starts on. The player travels towards the opposite edge (the far edge) and scores by
 * moving pieces off it.
 */
public record Player(char letter, String colour, Side start) {
    public static final int MAX = 4;

    public Player {
        if (letter < 'A' || letter > 'Z')
            throw new IllegalArgumentException("player letter must be A-Z, not " + letter);
        if (colour == null || colour.isBlank()) throw new IllegalArgumentException("a player needs a colour");
    }

    /** The edge this player's pieces leave the board by. */
    public Side farEdge() {
        return start.opposite();
    }

    /** Whether a piece on this square may step off the far edge. */
    public boolean onFarRow(Cell c) {
        return c.isOuterSide(farEdge(), Board.SIZE, Board.SIZE);
    }

    /**
     * How far a piece on this square has come from the starting edge: 0 on the starting row,
     * 4 on the far row.
     */
    public int progress(Cell c) {
        return switch (start) {
            case S -> Board.SIZE - 1 - c.row();
            case N -> c.row();
            case W -> c.col();
            case E -> Board.SIZE - 1 - c.col();
        };
    }

    /** The player's left hand as seen from their seat, facing the board. */
    public Side leftHand() {
        // facing the far edge; left of facing N is W, i.e. one step anticlockwise
        Side facing = farEdge();
        return facing.clockwise().clockwise().clockwise();
    }
}
