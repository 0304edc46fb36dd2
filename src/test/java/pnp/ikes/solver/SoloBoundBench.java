package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;

/**
 * The doubling beam search ({@code --search doubling}), an earlier pilot
 * ({@link EarlierSolvers#pilotWithEveryReward}: rewards tried on each roll's best rewarded placement with
 * every option), the pilot as it is now ({@link PilotSolver}, the default search:
 * rewards tried once a turn, options others match or beat left out), the par table and the upper bound
 * side by side over a range of challenges, in one run, each solver with the same time a challenge and
 * both cores. The median of an even count is the mean of the middle two:
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
        BeamSolver before = new BeamSolver(chart, 2);
        PilotSolver pilot = new PilotSolver(chart, 2);
        PilotSolver earlierPilot = EarlierSolvers.pilotWithEveryReward(chart, 2);
        Map<String, Function<Challenge, Integer>> players = new LinkedHashMap<>();
        String today = String.format(Locale.ROOT, "beam search before the pilot (--search doubling), %.1f s", seconds);
        String earlier = String.format(Locale.ROOT, "pilot, every reward option on each roll, %.1f s", seconds);
        String now =
                String.format(Locale.ROOT, "pilot, lean rewards once a turn (the default search now), %.1f s", seconds);
        // -Dikes.bench.beam=false leaves the beam search out (a third less time)
        boolean beam = Boolean.parseBoolean(System.getProperty("ikes.bench.beam", "true"));
        if (beam) players.put(today, ch -> before.solve(ch, millis).score());
        // -Dikes.bench.previous=false leaves the earlier pilot out
        boolean previous = Boolean.parseBoolean(System.getProperty("ikes.bench.previous", "true"));
        if (previous) players.put(earlier, ch -> earlierPilot.solve(ch, millis).score());
        players.put(now, ch -> pilot.solve(ch, millis).score());
        players.put(
                "par (the shipped table)",
                ch -> ParTableFormat.standard().of(ch.seed()).orElse(0));
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
        List<Integer> a = scores.get(today);
        List<Integer> b = scores.get(now);
        if (previous) compare("the pilot now against the earlier one", b, scores.get(earlier));
        if (beam) {
            compare("the pilot now against the beam search", b, a);
            System.out.printf(
                    Locale.ROOT,
                    "share of the gap between the medians closed: (%s - %s) / (%s - %s) = %.2f%n",
                    num(median(b)),
                    num(median(a)),
                    num(median(bounds)),
                    num(median(a)),
                    (median(b) - median(a)) / Math.max(1, median(bounds) - median(a)));
        }
        System.out.printf(
                "%n| challenges %d..%d | median | mean | at or above 90%% of the bound | mean score/bound |%n|---|---|---|---|---|%n",
                from, to);
        for (var e : scores.entrySet()) {
            List<Integer> xs = e.getValue();
            int atNinety = 0;
            double ratio = 0;
            for (int i = 0; i < xs.size(); i++) {
                if (xs.get(i) >= 0.9 * bounds.get(i)) atNinety++;
                ratio += (double) xs.get(i) / bounds.get(i);
            }
            if (xs == bounds) { // the bound against itself would read "all at 90%" and a ratio of 1
                System.out.printf(Locale.ROOT, "| %s | %s | %.2f | | |%n", e.getKey(), num(median(xs)), mean(xs));
                continue;
            }
            System.out.printf(
                    Locale.ROOT,
                    "| %s | %s | %.2f | %d of %d | %.3f |%n",
                    e.getKey(),
                    num(median(xs)),
                    mean(xs),
                    atNinety,
                    xs.size(),
                    ratio / xs.size());
        }
    }

    private static void compare(String what, List<Integer> b, List<Integer> a) {
        int higher = 0;
        int lower = 0;
        for (int i = 0; i < a.size(); i++) {
            if (b.get(i) > a.get(i)) higher++;
            else if (b.get(i) < a.get(i)) lower++;
        }
        System.out.printf(
                Locale.ROOT,
                "%s: higher on %d, lower on %d, the same on %d%n",
                what,
                higher,
                lower,
                a.size() - higher - lower);
    }

    /** The middle score, or the mean of the middle two of an even count (100 scores: the 50th and 51st). */
    private static double median(List<Integer> xs) {
        List<Integer> s = new ArrayList<>(xs);
        Collections.sort(s);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2.0;
    }

    /** 22 or 22.5. */
    private static String num(double x) {
        return x == Math.rint(x) ? String.valueOf((long) x) : String.format(Locale.ROOT, "%.1f", x);
    }

    private static double mean(List<Integer> xs) {
        return xs.stream().mapToInt(Integer::intValue).average().orElse(0);
    }
}
