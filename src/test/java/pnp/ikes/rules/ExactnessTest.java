package pnp.ikes.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.ikes.format.IkesWriter;
import pnp.ikes.model.Sheet;
import pnp.random.Rng;

/**
 * The scorer against a brute-force list of every qualifying route, on seeded random sheets (random
 * walls, doorways, displays, empty spaces, 0-2 cafeterias, entrance and exit), for both counting
 * variants: best, worst, count, the set of reachable scores, and that the reported routes really
 * are qualifying routes with the reported scores.
 */
class ExactnessTest {
    private static final long LIMIT = 200_000;

    @Test
    void scorerMatchesBruteForceOnRandomSheets() {
        Rng rng = new Rng(20261122L);
        int compared = 0;
        int reachable = 0;
        int overlapping = 0;
        int tried = 0;
        long mostRoutes = 0;
        while (compared < 400) {
            tried++;
            double walls = rng.pick(List.of(0.0, 0.05, 0.1, 0.2, 0.3, 0.45));
            // one sheet in eight is an open board with two cafeterias: long legs, many tied routes
            Sheet sheet = tried % 8 == 0 ? RandomSheets.open(rng, 2) : RandomSheets.random(rng, walls, rng.nextInt(3));
            BruteForce sizer = new BruteForce(sheet, Variant.DISTINCT);
            if (sizer.size() > LIMIT) continue;
            compared++;
            mostRoutes = Math.max(mostRoutes, sizer.size());
            for (Variant v : Variant.values()) {
                BruteForce.Outcome want = new BruteForce(sheet, v).run();
                Routes got = RouteScorer.routes(sheet, v);
                String where = "sheet " + compared + " (" + v + "):\n" + IkesWriter.write(sheet);
                assertEquals(want.reachable(), got.reachable(), where);
                assertEquals(want.count(), got.count(), where);
                assertEquals(want.best(), got.best(), where);
                assertEquals(want.worst(), got.worst(), where);
                assertEquals(want.scores(), new TreeSet<>(got.scores()), where);
                if (!got.reachable()) continue;
                for (int s : want.scores()) {
                    Route r = got.route(s).orElseThrow();
                    assertEquals(s, rescore(sheet, v, r), where + r);
                }
                if (v == Variant.DISTINCT) {
                    reachable++;
                    Route best = got.route(got.best()).orElseThrow();
                    if (new HashSet<>(best.walk()).size() < best.walk().size()) overlapping++;
                }
            }
        }
        // the sample must exercise the hard parts, not only trivial sheets
        assertTrue(reachable >= 100, "reachable sheets: " + reachable);
        assertTrue(overlapping >= 10, "sheets whose best route passes a space twice: " + overlapping);
        assertTrue(mostRoutes >= 1000, "the sample includes sheets with many tied routes: " + mostRoutes);
        System.out.println("exactness: " + compared + " sheets compared of " + tried + ", " + reachable + " reachable, "
                + overlapping + " with a best route passing a space twice, up to " + mostRoutes
                + " routes on one sheet");
    }

    /** Scores a reported route from scratch, checking every step is open. */
    private static int rescore(Sheet sheet, Variant v, Route r) {
        List<Cell> w = r.walk();
        assertEquals(sheet.entrance().cell(), w.get(0));
        assertEquals(sheet.exit().cell(), w.get(w.size() - 1));
        for (Leg leg : r.legs()) {
            for (int i = 1; i < leg.walk().size(); i++)
                assertTrue(sheet.open(leg.walk().get(i - 1), leg.walk().get(i)));
        }
        Set<Cell> seen = new HashSet<>();
        int s = 0;
        for (Cell c : w)
            if (v == Variant.EACH_VISIT || seen.add(c)) s += sheet.space(c).points();
        return s;
    }
}
