package pnp.freezetag.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.random.Rng;

/** Figures for the README: turn generation on positions from real games, and whole simulated games. */
class FreezeTagBench {
    @Test
    void turnGenerationAndGames() {
        // positions met in random games between 4 players, and every roll in each
        List<Position> positions = new ArrayList<>();
        Rng rng = new Rng(1);
        var four = Setup.players(Setup.COLOURS, true);
        Position pos = Setup.position(four);
        for (int t = 0; t < 400 && TurnGenerator.winner(pos) < 0; t++) {
            positions.add(pos);
            var turns = TurnGenerator.turns(pos, t % 4, Roll.values()[rng.nextInt(6)]);
            pos = Strategy.RANDOM.choose(pos, t % 4, turns, rng).after();
        }
        for (int warm = 0; warm < 3; warm++) generate(positions);
        long start = System.nanoTime();
        long turns = generate(positions);
        double ms = (System.nanoTime() - start) / 1e6;
        int calls = positions.size() * Roll.values().length * 4;
        System.out.printf(
                Locale.ROOT,
                "turn generation: %d calls, %d turns, %.1f ms, %.1f us a call%n",
                calls,
                turns,
                ms,
                ms * 1000 / calls);
        int most = 0;
        double slowest = 0;
        for (Position p : positions) {
            for (Roll r : Roll.values()) {
                for (int pl = 0; pl < 4; pl++) {
                    long t0 = System.nanoTime();
                    int n = TurnGenerator.turns(p, pl, r).size();
                    slowest = Math.max(slowest, (System.nanoTime() - t0) / 1e6);
                    most = Math.max(most, n);
                }
            }
        }
        System.out.printf(Locale.ROOT, "most turns for one roll: %d; slowest call %.1f ms%n", most, slowest);
        for (int players = 2; players <= 4; players++) {
            Tally.run(players, true, 4, 1, null, null);
            start = System.nanoTime();
            int games = 40;
            Tally t = Tally.run(players, true, games, 2, null, null);
            double s = (System.nanoTime() - start) / 1e9;
            System.out.printf(
                    Locale.ROOT,
                    "simulate --players %d --games %d (mixed kinds): %.2f s, %.1f ms a game, %.1f turns a game%n",
                    players,
                    games,
                    s,
                    s * 1000 / games,
                    (double) t.allTurns / games);
        }
    }

    private static long generate(List<Position> positions) {
        long n = 0;
        for (Position p : positions) {
            for (Roll r : Roll.values())
                for (int pl = 0; pl < 4; pl++)
                    n += TurnGenerator.turns(p, pl, r).size();
        }
        return n;
    }
}
