package pnp.freezetag.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.random.Rng;

/** Positions met in seeded games between random players: test material that play can reach. */
public final class PlayedPositions {
    private PlayedPositions() {}

    /** Up to {@code count} positions of one game (the start included), every {@code every}-th turn. */
    public static List<Position> of(int players, long seed, int count, int every) {
        Rng rng = new Rng(seed);
        Position pos = Setup.position(Setup.players(Setup.COLOURS.subList(0, players), true));
        List<Position> out = new ArrayList<>();
        for (int t = 0; out.size() < count && TurnGenerator.winner(pos) < 0 && t < Simulator.TURN_CAP; t++) {
            if (t % every == 0) out.add(pos);
            List<Turn> turns = TurnGenerator.turns(pos, t % players, Roll.values()[rng.nextInt(6)]);
            pos = Strategy.RANDOM.choose(pos, t % players, turns, rng).after();
        }
        return out;
    }
}
