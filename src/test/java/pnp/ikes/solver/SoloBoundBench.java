package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;

/**
 * The solver before room was valued ({@link BeamSolver#classic}), the solver now (doubling widths), its
 * wide search (same time), the par table and the upper bound side by side over a range of challenges,
 * in one run, each solver with the same time a challenge:
 * {@code mvn -B -q -Pbench test -Dtest=SoloBoundBench -Dsurefire.failIfNoSpecifiedTests=false
 * -Dikes.bench.from=1 -Dikes.bench.to=100 -Dikes.bench.seconds=2}.
 */
class SoloBoundBench {
    @Test
    void solverParAndBound() {
        long from = Long.getLong("ikes.bench.from", 1);
        long to = Long.getLong("ikes.bench.to", 20);
        double seconds = Double.parseDouble(System.getProperty("ikes.bench.seconds", "2"));
        long millis = Math.round(seconds * 1000);
        TileChart chart = TileChartParser.standard();
        BeamSolver before = BeamSolver.classic(chart, 2);
        BeamSolver now = new BeamSolver(chart, 2);
        Map<String, Function<Challenge, Integer>> players = new LinkedHashMap<>();
        players.put(String.format("solver before (classic: doubling, no room valued), %.1f s", seconds), ch -> before.solve(ch, millis).score());
        players.put(String.format("solver now (doubling, room valued, one layout a beam), %.1f s", seconds), ch -> now.solve(ch, millis).score());
        players.put(String.format("wide search now, %.1f s", seconds), ch -> now.solveWide(ch, new BeamSolver.Budget.Millis(millis)).score());
        players.put("par (the shipped table)", ch -> ParTableFormat.standard().of(ch.seed()).orElse(0));
        players.put("upper bound", ch -> UpperBound.of(ch, chart).score());
        Map<String, List<Integer>> scores = new LinkedHashMap<>();
        players.keySet().forEach(k -> scores.put(k, new ArrayList<>()));
        for (long n = from; n <= to; n++) {
            Challenge ch = ChallengeGenerator.challenge(n);
            StringBuilder line = new StringBuilder("challenge " + n + ":");
            for (var p : players.entrySet()) {
                int s = p.getValue().apply(ch);
                scores.get(p.getKey()).add(s);
                line.append(' ').append(s);
            }
            System.out.println(line);
        }
        List<Integer> bounds = scores.get("upper bound");
        System.out.printf("%n| challenges %d..%d | median | mean | at or above 90%% of the bound | mean score/bound |%n|---|---|---|---|---|%n", from, to);
        for (var e : scores.entrySet()) {
            List<Integer> xs = e.getValue();
            int atNinety = 0;
            double ratio = 0;
            for (int i = 0; i < xs.size(); i++) {
                if (xs.get(i) >= 0.9 * bounds.get(i)) atNinety++;
                ratio += (double) xs.get(i) / bounds.get(i);
            }
            System.out.printf("| %s | %d | %.2f | %d of %d | %.3f |%n", e.getKey(), median(xs), mean(xs), atNinety, xs.size(), ratio / xs.size());
        }
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
