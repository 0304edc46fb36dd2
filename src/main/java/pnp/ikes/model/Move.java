package pnp.ikes.model;

import pnp.grid.Cell;
import pnp.grid.Side;

/** What a player does: reroll one die, or end the turn by drawing the tile, drawing a cafeteria or stopping. */
public sealed interface Move {
    /** Spend one coin to reroll a die; the new value is the next unused one of that die's reserve. */
    record Reroll(boolean light) implements Move {
        @Override
        public String toString() {
            return "reroll " + (light ? "light" : "dark");
        }
    }

    /**
     * Draw the rolled tile with its anchor (its first space in reading order) on {@code anchor}, a display
     * of die face {@code face} on {@code display}, and take {@code reward} (null when none is earned).
     */
    record PlaceTile(Cell anchor, Cell display, int face, Reward reward) implements Move {
        @Override
        public String toString() {
            return "tile " + anchor.name() + " display " + display.name() + " " + face
                    + (reward == null ? "" : " reward " + reward);
        }
    }

    /** Draw a cafeteria on two adjacent empty spaces. */
    record PlaceCafeteria(Cell a, Cell b) implements Move {
        @Override
        public String toString() {
            return "cafeteria " + a.name() + " " + b.name();
        }
    }

    /** Stop playing: the sheet is final. */
    record Stop() implements Move {
        @Override
        public String toString() {
            return "stop";
        }
    }

    /** The reward for a display next to a matching display or a cafeteria. */
    sealed interface Reward {
        record Coins() implements Reward {
            @Override
            public String toString() {
                return "coins";
            }
        }

        /** Punch a doorway in the existing wall segment on {@code side} of {@code cell}. */
        record Door(Cell cell, Side side) implements Reward {
            @Override
            public String toString() {
                return "door " + cell.name() + " " + side;
            }
        }

        /** Add a wall segment on {@code side} of {@code cell}; the space is no longer empty. */
        record Wall(Cell cell, Side side) implements Reward {
            @Override
            public String toString() {
                return "wall " + cell.name() + " " + side;
            }
        }
    }
}
