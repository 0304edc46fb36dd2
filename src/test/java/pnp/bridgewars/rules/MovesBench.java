package pnp.bridgewars.rules;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.format.LogFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Log;
import pnp.bridgewars.model.Setup;
import pnp.io.TextSource;
import pnp.random.Rng;

/**
 * How long the move search takes: every legal placement at the start and in random four-player games
 * (each turn a seeded random pick among the legal placements), and a replay of those games.
 */
class MovesBench {
    @Test
    void moveSearchAndReplay() throws Exception {
        BlockSet set = BlockSetFormat.standard();
        Setup four = new Setup(List.of(
                new Claim(Corner.NW, 'R'),
                new Claim(Corner.NE, 'B'),
                new Claim(Corner.SE, 'G'),
                new Claim(Corner.SW, 'Y')));
        Match start = Match.start(four, Log.DEFAULT_RODS, set);
        for (int warm = 0; warm < 20; warm++) Moves.all(start.position(), 'R', start.supplyOf('R'));
        int reps = 200;
        long t0 = System.nanoTime();
        int n = 0;
        for (int i = 0; i < reps; i++)
            n = Moves.all(start.position(), 'R', start.supplyOf('R')).size();
        double startMs = (System.nanoTime() - t0) / 1e6 / reps;
        System.out.printf(Locale.ROOT, "moves at the start (4 players, %d legal): %.3f ms per search%n", n, startMs);

        int games = 20;
        long searches = 0;
        long turns = 0;
        t0 = System.nanoTime();
        for (int g = 0; g < games; g++) {
            Rng rng = new Rng(1000 + g);
            Match m = start;
            while (!m.isOver()) {
                List<Moves.Move> moves = Moves.all(m.position(), m.toMove(), m.supplyOf(m.toMove()));
                searches++;
                Moves.Move pick = moves.get(rng.nextInt(moves.size()));
                m = m.play(pick.placement(), false).next();
                turns++;
            }
        }
        double perSearch = (System.nanoTime() - t0) / 1e6 / searches;
        System.out.printf(
                Locale.ROOT,
                "random 4-player games: %d games, %d turns, %.3f ms per turn (search + play + end checks)%n",
                games,
                turns,
                perSearch);

        String log = Files.readString(Path.of("seeds/bridge-wars/short-game.bwlog"));
        t0 = System.nanoTime();
        for (int i = 0; i < reps; i++) Replay.run(LogFormat.parse(new TextSource("g", log), set), set, false);
        System.out.printf(Locale.ROOT, "replay of short-game.bwlog: %.3f ms%n", (System.nanoTime() - t0) / 1e6 / reps);
    }
}
