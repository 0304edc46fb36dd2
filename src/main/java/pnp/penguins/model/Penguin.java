package pnp.penguins.model;

import pnp.grid.Cell;

/**
 * A player's penguin. {@code square} is null while it stands on the middle of its nest domino (as
 * at the start); {@code stunned} means it passes its next turn; {@code after} names another
 * player's buddy token it ended its last turn on (it may not end this turn on that token), or null.
 */
public record Penguin(String player, Cell square, boolean stunned, TokenId after) {
    public boolean atNest() {
        return square == null;
    }

    public Penguin at(Cell c) {
        return new Penguin(player, c, stunned, after);
    }
}
