package pnp.freezetag.rules;

import pnp.freezetag.model.Piece;
import pnp.grid.Cell;

/**
 * A captured piece put down again by the mover: taken from {@code from} (where its captor now
 * stands) to {@code to}. {@code frozen} is the piece it landed on, or null; {@code captured} the
 * smaller piece it displaced there, which the next relocation of the chain moves on.
 */
public record Relocation(Piece piece, Cell from, Cell to, Piece frozen, Piece captured) {}
