package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.rules.Replay;
import pnp.io.TextSource;

/**
 * The solver ({@code pnp ikes solve}'s default search, the pilot) against a greedy and a random player over a range of challenges. Not part of the default
 * test run. Every game is replayed from its log and scored by pnp.ikes.score, as 'pnp ikes replay' would.
 * Defaults: challenges 1..100, 2 s each (about 4 minutes); the 10 s over 1..100 takes 17:
 * <pre>
 * mvn -B -q -Pbench test -Dtest='IkesSolveBench' -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dikes.bench.from=1 -Dikes.bench.to=100 -Dikes.bench.seconds=10
 * </pre>
 */
class IkesSolveBench {
    private static final TileChart CHART = TileChartParser.standard();

    @Test
    void solverGreedyAndRandomOverChallenges() {
        long from = Long.getLong("ikes.bench.from", 1);
        long to = Long.getLong("ikes.bench.to", 100);
        double seconds = Double.parseDouble(System.getProperty("ikes.bench.seconds", "2"));
        int threads = Integer.getInteger("ikes.bench.threads", 2);
        List<Integer> solver = new ArrayList<>();
        List<Integer> greedy = new ArrayList<>();
        List<Integer> random = new ArrayList<>();
        long[] nanos = new long[3];
        PilotSolver pilot = new PilotSolver(CHART, threads);
        for (long seed = from; seed <= to; seed++) {
            Challenge ch = ChallengeGenerator.challenge(seed);
            long t0 = System.nanoTime();
            BeamSolver.Solution s = pilot.solve(ch, Math.round(seconds * 1000));
            long t1 = System.nanoTime();
            BeamSolver.Solution g = Players.greedy(ch, CHART);
            long t2 = System.nanoTime();
            BeamSolver.Solution r = Players.random(ch, CHART, seed);
            long t3 = System.nanoTime();
            nanos[0] += t1 - t0;
            nanos[1] += t2 - t1;
            nanos[2] += t3 - t2;
            solver.add(replayed(s));
            greedy.add(replayed(g));
            random.add(replayed(r));
            System.out.printf(
                    Locale.ROOT,
                    "challenge %d: solver %d (%d candidates a turn), greedy %d, random %d%n",
                    seed,
                    solver.get(solver.size() - 1),
                    s.widthReached(),
                    greedy.get(greedy.size() - 1),
                    random.get(random.size() - 1));
        }
        int n = solver.size();
        System.out.printf(
                Locale.ROOT, "challenges %d..%d, solver budget %.1f s on %d threads%n", from, to, seconds, threads);
        System.out.println("player  median  mean   champion(>=12)  s/challenge");
        line("solver", solver, nanos[0], n);
        line("greedy", greedy, nanos[1], n);
        line("random", random, nanos[2], n);
        System.out.printf(
                Locale.ROOT,
                "solver/greedy: median %.2f, mean %.2f%n",
                median(solver) / median(greedy),
                mean(solver) / mean(greedy));
    }

    private static int replayed(BeamSolver.Solution s) {
        String log = MoveLog.write(s.challenge().seed(), s.moves(), s.tileIds(), null);
        MoveLog parsed = MoveLog.parse(new TextSource("bench", log));
        Replay.Result r = Replay.run(parsed.seed(), parsed.moves(), parsed.tileIds(), CHART);
        if (!r.legal())
            throw new AssertionError("challenge " + s.challenge().seed() + " line "
                    + parsed.entries().get(r.failure().index()).line() + ": "
                    + r.failure().reason());
        int score = r.position().score().score();
        if (score != s.score())
            throw new AssertionError(
                    "challenge " + s.challenge().seed() + ": reported " + s.score() + ", replayed " + score);
        return score;
    }

    private static void line(String who, List<Integer> scores, long nanos, int n) {
        long champions = scores.stream().filter(x -> x >= 12).count();
        System.out.printf(
                Locale.ROOT,
                "%-7s %6.1f  %5.2f  %5.0f%%          %.2f%n",
                who,
                median(scores),
                mean(scores),
                100.0 * champions / n,
                nanos / 1e9 / n);
    }

    private static double median(List<Integer> xs) {
        List<Integer> s = new ArrayList<>(xs);
        Collections.sort(s);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2.0;
    }

    private static double mean(List<Integer> xs) {
        return xs.stream().mapToInt(Integer::intValue).average().orElse(0);
    }
}
