package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;

/**
 * The solver (doubling widths), the wide solver ({@link BeamSolver#solveWide}, same time), the par table and the upper bound side by side over a range of challenges, in one run:
 * {@code mvn -B -q -Pbench test -Dtest=SoloBoundBench -Dsurefire.failIfNoSpecifiedTests=false
 * -Dikes.bench.from=1 -Dikes.bench.to=100 -Dikes.bench.seconds=2}.
 */
class SoloBoundBench {
    @Test
    void solverParAndBound() {
        long from = Long.getLong("ikes.bench.from", 1);
        long to = Long.getLong("ikes.bench.to", 20);
        double seconds = Double.parseDouble(System.getProperty("ikes.bench.seconds", "2"));
        TileChart chart = TileChartParser.standard();
        BeamSolver solver = new BeamSolver(chart, 2);
        List<Integer> solved = new ArrayList<>();
        List<Integer> wide = new ArrayList<>();
        int wideAtNinety = 0;
        double wideRatio = 0;
        List<Integer> pars = new ArrayList<>();
        List<Integer> bounds = new ArrayList<>();
        int atNinety = 0;
        double ratio = 0;
        for (long n = from; n <= to; n++) {
            Challenge ch = ChallengeGenerator.challenge(n);
            int s = solver.solve(ch, Math.round(seconds * 1000)).score();
            BeamSolver.Solution w = solver.solveWide(ch, new BeamSolver.Budget.Millis(Math.round(seconds * 1000)));
            int b = UpperBound.of(ch, chart).score();
            wide.add(w.score());
            if (w.score() >= 0.9 * b) wideAtNinety++;
            wideRatio += (double) w.score() / b;
            solved.add(s);
            pars.add(ParTableFormat.standard().of(n).orElse(0));
            bounds.add(b);
            if (s >= 0.9 * b) atNinety++;
            ratio += (double) s / b;
            System.out.printf("challenge %d: solver %d, wide %d (width %d), par %d, bound %d%n", n, s, w.score(), w.widthReached(), pars.get(pars.size() - 1), b);
        }
        int count = solved.size();
        System.out.printf("%n| challenges %d..%d | median | mean |%n|---|---|---|%n", from, to);
        System.out.printf("| solver, %.0f s | %d | %.2f |%n", seconds, median(solved), mean(solved));
        System.out.printf("| wide solver, %.0f s | %d | %.2f |%n", seconds, median(wide), mean(wide));
        System.out.printf("| par (width %d) | %d | %.2f |%n", Par.WIDTH, median(pars), mean(pars));
        System.out.printf("| upper bound | %d | %.2f |%n", median(bounds), mean(bounds));
        System.out.printf("solver at or above 90%% of the bound: %d of %d; mean solver/bound %.3f%n", atNinety, count, ratio / count);
        System.out.printf("wide solver at or above 90%% of the bound: %d of %d; mean wide/bound %.3f%n", wideAtNinety, count, wideRatio / count);
    }

    private static int median(List<Integer> xs) {
        List<Integer> s = new ArrayList<>(xs);
        Collections.sort(s);
        return s.get(s.size() / 2);
    }

    private static double mean(List<Integer> xs) {
        return xs.stream().mapToInt(Integer::intValue).average().orElse(0);
    }
}
