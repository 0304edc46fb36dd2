package pnp.freezetag.rules;

import java.util.List;
import pnp.freezetag.model.Player;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.random.Rng;

/**
 * Plays whole games of Freeze Tag between simulated players. Every game starts from the setup,
 * the first seat moves first, each turn rolls the die (six faces, equally likely) and the player's
 * strategy picks one legal turn. A game ends when a player has three pieces off, or as a draw when
 * {@link #TURN_CAP} turns have been played (pieces can be shuffled to and fro for ever).
 */
public final class Simulator {
    /** Turns (all players' together) after which an unfinished game counts as a draw. */
    public static final int TURN_CAP = 600;

    /** One game's outcome: the winning seat or -1 for a draw at the cap, and the turns played. */
    public record Game(int winner, int turns) {}

    private Simulator() {}

    public static Game play(List<Player> players, List<Strategy> kinds, Rng rng) {
        Position pos = Setup.position(players);
        Roll[] faces = Roll.values();
        for (int t = 0; t < TURN_CAP; t++) {
            int seat = t % players.size();
            Roll roll = faces[rng.nextInt(faces.length)];
            List<Turn> turns = TurnGenerator.turns(pos, seat, roll);
            pos = kinds.get(seat).choose(pos, seat, turns, rng).after();
            if (TurnGenerator.winner(pos) >= 0) return new Game(TurnGenerator.winner(pos), t + 1);
        }
        return new Game(-1, TURN_CAP);
    }
}
