package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;

/**
 * The solver's ranking of a finished position: the best route's score, found on the position's
 * compact arrays (a set of spaces is one {@code long}) by branch and bound over every shortest walk
 * of each leg of each plan {@link RouteEstimate} allows. Inside the search only, to keep the best end
 * of game seen; it counts each space once like the contract, and {@code ScorerAgreementTest} holds
 * it equal to the project's exact scorer on every position of 40 seeded random games. Every score
 * pnp reports, the solver's included, comes from {@link Position#score()} (the exact scorer).
 *
 * <p>Complexity: a leg has at most a few thousand shortest walks on a 7x7 sheet (924 between two
 * opposite corners, C(12, 6), times the two spaces of a cafeteria at either end), all enumerated (no
 * cap); the search is O(product of the legs' walk counts) in the worst case, pruned by the displays
 * the remaining legs could still add. In practice a few microseconds to a millisecond a position.
 */
final class BestRoute {
    /** The best route: its score (0 when there is none) and its legs as space indices in walking order. */
    record Result(boolean reachable, int score, List<int[]> legs) {
        Result {
            legs = List.copyOf(legs);
        }
    }

    private BestRoute() {}

    private static int weight(Position p, int i) {
        int v = p.content(i);
        return v == Board.EMPTY ? -1 : v >= 1 && v <= 6 ? 1 : 0;
    }

    /** The exact best route and its score. */
    static Result best(Position p) {
        long disp = 0;
        long empty = 0;
        for (int i = 0; i < Board.CELLS; i++) {
            if (weight(p, i) > 0) disp |= 1L << i;
            if (weight(p, i) < 0) empty |= 1L << i;
        }
        Result bestResult = null;
        for (List<RouteEstimate.Leg> plan : RouteEstimate.plans(p)) {
            List<List<int[]>> walks = new ArrayList<>();
            boolean ok = true;
            for (RouteEstimate.Leg leg : plan) {
                List<int[]> w = walks(p, leg);
                if (w.isEmpty()) {
                    ok = false;
                    break;
                }
                final long dm = disp;
                final long em = empty;
                w.sort(Comparator.comparingInt(
                        (int[] a) -> -(Long.bitCount(mask(a) & dm) - Long.bitCount(mask(a) & em))));
                walks.add(w);
            }
            if (!ok) continue;
            Search s = new Search(walks, disp, empty);
            s.run(0, 0L, new int[walks.size()]);
            if (bestResult == null || s.best > bestResult.score()) {
                List<int[]> legs = new ArrayList<>();
                for (int j = 0; j < walks.size(); j++) legs.add(walks.get(j).get(s.bestChoice[j]));
                bestResult = new Result(true, s.best, legs);
            }
        }
        return bestResult == null ? new Result(false, 0, List.of()) : bestResult;
    }

    static long mask(int[] walk) {
        long m = 0;
        for (int i : walk) m |= 1L << i;
        return m;
    }

    private static final class Search {
        final long[][] masks;
        final int[] maxGain;
        final long disp;
        final long empty;
        int best = Integer.MIN_VALUE;
        int[] bestChoice;

        Search(List<List<int[]>> walks, long disp, long empty) {
            this.disp = disp;
            this.empty = empty;
            masks = new long[walks.size()][];
            maxGain = new int[walks.size() + 1];
            for (int j = 0; j < walks.size(); j++) {
                masks[j] = walks.get(j).stream().mapToLong(BestRoute::mask).toArray();
            }
            for (int j = walks.size() - 1; j >= 0; j--) {
                int m = 0;
                for (long mk : masks[j]) m = Math.max(m, Long.bitCount(mk & disp));
                maxGain[j] = maxGain[j + 1] + m;
            }
        }

        int score(long u) {
            return Long.bitCount(u & disp) - Long.bitCount(u & empty);
        }

        void run(int j, long union, int[] choice) {
            if (j == masks.length) {
                int s = score(union);
                if (s > best) {
                    best = s;
                    bestChoice = choice.clone();
                }
                return;
            }
            for (int k = 0; k < masks[j].length; k++) {
                long u = union | masks[j][k];
                if (best != Integer.MIN_VALUE && score(u) + maxGain[j + 1] <= best) continue;
                choice[j] = k;
                run(j + 1, u, choice);
            }
        }
    }

    /** Every shortest walk of the leg (spaces in walking order), distinct. */
    private static List<int[]> walks(Position p, RouteEstimate.Leg leg) {
        int[] d = RouteEstimate.distances(p, leg.to());
        int l = RouteEstimate.minOver(d, leg.from());
        List<int[]> out = new ArrayList<>();
        if (l == RouteEstimate.UNREACHED) return out;
        int[] path = new int[l + 1];
        for (long b = leg.from(); b != 0; b &= b - 1) {
            int s = Long.numberOfTrailingZeros(b);
            if (d[s] == l) {
                path[0] = s;
                extend(p, d, path, 0, out);
            }
        }
        return out;
    }

    private static void extend(Position p, int[] d, int[] path, int at, List<int[]> out) {
        long[] open = p.openMasks();
        int c = path[at];
        if (d[c] == 0) {
            out.add(path.clone());
            return;
        }
        for (int s = 0; s < 4; s++) {
            if ((open[s] >>> c & 1) == 0) continue;
            int n = Board.neighbour(c, s);
            if (d[n] == d[c] - 1) {
                path[at + 1] = n;
                extend(p, d, path, at + 1, out);
            }
        }
    }
}
