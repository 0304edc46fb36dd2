package pnp.ikes.model;

/**
 * One line of a player's live game, in the order the player saw and did it: the dice the table rolled
 * for a turn, a reroll the player paid for (with the face it gave), or the move that ends the player's
 * turn (a tile, a cafeteria, or stopping).
 */
public sealed interface LiveStep {
    /** The dice of a turn as this player played them: the first roll for the roller, the kept roll for everyone else. */
    record Rolled(int light, int dark) implements LiveStep {
        public Rolled {
            if (light < 1 || light > 6 || dark < 1 || dark > 6) {
                throw new IllegalArgumentException("a die shows 1 to 6, not " + light + " and " + dark);
            }
        }
    }

    /** The roller spent a coin to reroll one die, which then showed {@code face}. */
    record Rerolled(boolean light, int face) implements LiveStep {
        public Rerolled {
            if (face < 1 || face > 6) throw new IllegalArgumentException("a die shows 1 to 6, not " + face);
        }
    }

    /** A tile, a cafeteria or stopping: never a reroll, which is {@link Rerolled}. */
    record Played(Move move) implements LiveStep {
        public Played {
            if (move instanceof Move.Reroll) throw new IllegalArgumentException("a reroll is a Rerolled step");
        }
    }
}
