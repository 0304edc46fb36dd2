package pnp.penguins.model;

import pnp.grid.Cell;

/** A buddy token: lying on a square of the board, or carried by its owner's penguin ({@code square} null). */
public record Buddy(TokenId id, Cell square) {
    public boolean carried() {
        return square == null;
    }

    public String owner() {
        return id.owner();
    }
}
