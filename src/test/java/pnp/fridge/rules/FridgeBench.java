package pnp.fridge.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pnp.fridge.commands.FridgeInput;
import pnp.fridge.model.PlayerBlock;
import pnp.fridge.model.Point;
import pnp.io.TextSource;
import pnp.random.Rng;

/**
 * The longest-road search on adversarial valid networks: 27 bars on the four bases and 0 to 16
 * junctions, with 0 to 4 of red's junctions broken. Prints the slowest cases. Run with
 * {@code mvn -B -q -Pbench test -Dtest='FridgeBench' -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class FridgeBench {
    record Case(String name, PlayerBlock red, Set<Point> broken) {}

    @Test
    void longestRoadOnAdversarialNetworks() {
        List<Case> cases = new ArrayList<>();
        Rng rng = new Rng(20261122L);
        for (int junctions = 0; junctions <= 16; junctions++) {
            for (int breaks = 0; breaks <= 4; breaks++) {
                for (int k = 0; k < 40; k++) {
                    String text = AdversarialNetworks.text(rng, junctions, breaks);
                    var pos = FridgeInput.read(new TextSource("bench.fridge", text));
                    PlayerBlock red = pos.players().get(0);
                    Set<Point> broken =
                            Set.copyOf(Scorer.score(pos).players().get(0).broken());
                    cases.add(new Case("junctions=" + junctions + " breaks=" + breaks + " #" + k, red, broken));
                }
            }
        }
        List<List<String>> breakSets = List.of(
                List.of(),
                List.of("j0"),
                List.of("j2"),
                List.of("j0", "j3"),
                List.of("j0", "j1", "j2"),
                List.of("j0", "j1", "j2", "j3"));
        for (List<String> b : breakSets) {
            String text = AdversarialNetworks.nearlyComplete(b);
            var pos = FridgeInput.read(new TextSource("bench.fridge", text));
            cases.add(new Case(
                    "nearly complete on 8 points, broken " + b,
                    pos.players().get(0),
                    Set.copyOf(LongestRoadTest.points(b.toArray(new String[0])))));
        }
        // warm up the JIT on a slice, then time every case
        for (int i = 0; i < cases.size(); i += 7)
            LongestRoad.find(cases.get(i).red().bars(), cases.get(i).broken());
        List<double[]> times = new ArrayList<>();
        double total = 0;
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            // the best of three runs, so a garbage collection does not count as search time
            double ms = Double.MAX_VALUE;
            LongestRoad.Result r = null;
            for (int rep = 0; rep < 3; rep++) {
                long t0 = System.nanoTime();
                r = LongestRoad.search(c.red().bars(), c.broken());
                ms = Math.min(ms, (System.nanoTime() - t0) / 1e6);
            }
            total += ms;
            times.add(new double[] {ms, i, r.chain().length(), r.work()});
        }
        long maxWork = times.stream().mapToLong(t -> (long) t[3]).max().orElse(0);
        times.sort((a, b) -> Double.compare(b[0], a[0]));
        System.out.printf(
                Locale.ROOT,
                "FridgeBench: %d valid networks of 27 bars, mean %.3f ms, median %.3f ms%n",
                cases.size(),
                total / cases.size(),
                times.get(times.size() / 2)[0]);
        System.out.printf(Locale.ROOT, "  most branch-and-bound nodes in one case: %d%n", maxWork);
        for (int k = 0; k < 5; k++) {
            double[] t = times.get(k);
            Case c = cases.get((int) t[1]);
            System.out.printf(
                    Locale.ROOT,
                    "  slowest #%d: %.2f ms  %s  longest %d  nodes %d  broken %s%n",
                    k + 1,
                    t[0],
                    c.name(),
                    (int) t[2],
                    (long) t[3],
                    c.broken().stream().sorted().toList());
        }
    }
}
