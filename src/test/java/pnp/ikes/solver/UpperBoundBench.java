package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.ParTable;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;

/**
 * The bound against the bound before it tracked faces ({@link EarlierBound}) and the shipped par, on
 * challenges 1..30, 1..100 and 1..365 (-Pbench; under a minute):
 * {@code mvn -B -q -Pbench test -Dtest=UpperBoundBench -Dsurefire.failIfNoSpecifiedTests=false}.
 * Prints each range's median and mean of both bounds, the median and mean of par / bound, and how many
 * challenges the new bound lowered; fails if par is ever above the bound or the bound above the earlier one.
 */
class UpperBoundBench {
    @Test
    void boundsSideBySide() {
        TileChart chart = TileChartParser.standard();
        ParTable par = ParTableFormat.standard();
        int n = 365;
        int[] now = new int[n + 1];
        int[] before = new int[n + 1];
        long nanos = 0;
        for (int s = 1; s <= n; s++) {
            Challenge ch = ChallengeGenerator.challenge(s);
            long t0 = System.nanoTime();
            now[s] = UpperBound.of(ch, chart).score();
            nanos += System.nanoTime() - t0;
            before[s] = EarlierBound.of(ch, chart);
            int p = par.of(s).getAsInt();
            assertTrue(p <= now[s] && now[s] <= before[s], s + ": par " + p + ", bound " + now[s] + ", " + before[s]);
        }
        System.out.printf("%n| challenges | bound before: median | mean | bound now: median | mean | lowered on"
                + " | par / bound before: median | mean | par / bound now: median | mean |%n"
                + "|---|---|---|---|---|---|---|---|---|---|%n");
        for (int to : new int[] {30, 100, 365}) {
            double[] b = new double[to];
            double[] a = new double[to];
            double[] rb = new double[to];
            double[] ra = new double[to];
            int lowered = 0;
            for (int s = 1; s <= to; s++) {
                int p = par.of(s).getAsInt();
                b[s - 1] = before[s];
                a[s - 1] = now[s];
                rb[s - 1] = (double) p / before[s];
                ra[s - 1] = (double) p / now[s];
                if (now[s] < before[s]) lowered++;
            }
            System.out.printf(
                    "| 1 to %d | %s | %.2f | %s | %.2f | %d | %.3f | %.3f | %.3f | %.3f |%n",
                    to,
                    fmt(median(b)),
                    mean(b),
                    fmt(median(a)),
                    mean(a),
                    lowered,
                    median(rb),
                    mean(rb),
                    median(ra),
                    mean(ra));
        }
        System.out.printf("%nthe bound: %.1f ms a challenge (1 to %d, one thread)%n", nanos / 1e6 / n, n);
    }

    private static double median(double[] x) {
        double[] s = x.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }

    private static double mean(double[] x) {
        return Arrays.stream(x).average().orElse(0);
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
