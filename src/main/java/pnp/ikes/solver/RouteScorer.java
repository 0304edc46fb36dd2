package pnp.ikes.solver;

import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The engine's own route scorer, following the scoring contract ({@code formats/ikes.md}): legs
 * entrance -> nearest cafeteria -> other cafeteria -> exit, each a shortest walk; +1 per display and
 * -1 per empty space over the distinct spaces of the route; the best over all routes the rule allows.
 * A cafeteria is left from whichever of its spaces gives the shortest walk (both spaces are sources).
 *
 * <p>{@link #best} is exact (branch and bound over the shortest walks of each leg); {@link #estimate}
 * is the fast version for search (each leg's best walk by dynamic programming, overlaps between legs
 * counted twice; exact when there is no cafeteria). Both work on a 7x7 sheet of 49 spaces, so a set
 * of spaces is one {@code long}.
 */
public final class RouteScorer {
    /** The best route: its score (0 when there is none) and its legs as space indices in walking order. */
    public record Result(boolean reachable, int score, List<int[]> legs) {
        public Result {
            legs = List.copyOf(legs);
        }
    }

    private static final int UNREACHED = Integer.MAX_VALUE;
    /** Walks enumerated per leg at most; an open 7x7 sheet has at most 924 shortest walks corner to corner. */
    private static final int MAX_WALKS = 50_000;

    private RouteScorer() {}

    /** Breadth-first distances (steps) from the given spaces to every space; UNREACHED where there is no walk. */
    static int[] distances(Position p, long sources) {
        int[] dist = new int[Board.CELLS];
        bfs(p, sources, dist, new int[Board.CELLS]);
        return dist;
    }

    /** One leg: walks from a space of {@code from} to a space of {@code to}, as short as any such walk. */
    private record Leg(long from, long to) {}

    /** The leg sequences the rule allows (one per choice of first cafeteria), or empty when a leg has no walk. */
    private static List<List<Leg>> plans(Position p) {
        int e = Board.index(p.challenge().entrance());
        int x = Board.index(p.challenge().exit());
        if (p.closed(e, p.challenge().entranceSide().ordinal()) || p.closed(x, p.challenge().exitSide().ordinal())) return List.of();
        long eMask = 1L << e;
        long xMask = 1L << x;
        List<List<Leg>> plans = new ArrayList<>();
        if (p.cafeteriaCount() == 0) {
            plans.add(List.of(new Leg(eMask, xMask)));
        } else {
            long[] cafe = new long[p.cafeteriaCount()];
            for (int k = 0; k < p.cafeteriaCount(); k++) cafe[k] = (1L << p.cafe(k, 0)) | (1L << p.cafe(k, 1));
            int[] de = distances(p, eMask);
            int[] near = new int[p.cafeteriaCount()];
            int min = UNREACHED;
            for (int k = 0; k < p.cafeteriaCount(); k++) {
                near[k] = Math.min(de[p.cafe(k, 0)], de[p.cafe(k, 1)]);
                min = Math.min(min, near[k]);
            }
            if (min == UNREACHED) return List.of();
            for (int k = 0; k < p.cafeteriaCount(); k++) {
                if (near[k] != min) continue;
                List<Leg> legs = new ArrayList<>();
                legs.add(new Leg(eMask, cafe[k]));
                long last = cafe[k];
                if (p.cafeteriaCount() == 2) {
                    legs.add(new Leg(cafe[k], cafe[1 - k]));
                    last = cafe[1 - k];
                }
                legs.add(new Leg(last, xMask));
                plans.add(legs);
            }
        }
        return plans;
    }

    private static int weight(Position p, int i) {
        int v = p.content(i);
        return v == Board.EMPTY ? -1 : v >= 1 && v <= 6 ? 1 : 0;
    }

    /** Fast score for search: the best walk of each leg by dynamic programming, summed; 0 without a route. */
    public static int estimate(Position p) {
        int e = estimateOrMin(p);
        return e == Integer.MIN_VALUE ? 0 : e;
    }

    /** Like {@link #estimate} but {@code Integer.MIN_VALUE} when there is no route. */
    public static int estimateOrMin(Position p) {
        long e = estimateAndSteps(p);
        return e == Long.MIN_VALUE ? Integer.MIN_VALUE : (int) (e >> 32);
    }

    /**
     * The estimate and the route's length in steps in one pass, packed as {@code estimate << 32 | steps},
     * or {@code Long.MIN_VALUE} when there is no route.
     */
    public static long estimateAndSteps(Position p) {
        return estimateAndSteps(p, 4);
    }

    /**
     * Like {@link #estimateAndSteps(Position)}, but with an empty space costing {@code emptyQuarters}
     * quarters of a point (for search, where an empty space on the route may still be covered later).
     * With 4 the estimate is in whole points; otherwise it is in quarter points (a display earns 4).
     */
    public static long estimateAndSteps(Position p, int emptyQuarters) {
        int displayW = emptyQuarters == 4 ? 1 : 4;
        int emptyW = emptyQuarters == 4 ? -1 : -emptyQuarters;
        long best = Long.MIN_VALUE;
        int[] steps = new int[1];
        for (List<Leg> plan : plans(p)) {
            int sum = 0;
            int len = 0;
            boolean ok = true;
            for (Leg leg : plan) {
                int v = legBest(p, leg, steps, displayW, emptyW);
                if (v == Integer.MIN_VALUE) {
                    ok = false;
                    break;
                }
                sum += v;
                len += steps[0];
            }
            if (ok) {
                long packed = ((long) sum << 32) | len;
                if (best == Long.MIN_VALUE || sum > (int) (best >> 32)) best = packed;
            }
        }
        return best;
    }

    private static int minOver(int[] dist, long mask) {
        int m = UNREACHED;
        for (long b = mask; b != 0; b &= b - 1) m = Math.min(m, dist[Long.numberOfTrailingZeros(b)]);
        return m;
    }

    private static int legBest(Position p, Leg leg, int[] steps, int displayW, int emptyW) {
        byte[] om = p.openSides();
        int[] d = new int[Board.CELLS];
        int[] order = new int[Board.CELLS];
        int n = bfs(p, leg.to, d, order);
        int l = minOver(d, leg.from);
        if (l == UNREACHED) return Integer.MIN_VALUE;
        steps[0] = l;
        // best[c]: best sum of weights from c to the target along a shortest walk, in BFS order (nearest first)
        int[] best = new int[Board.CELLS];
        for (int k = 0; k < n; k++) {
            int i = order[k];
            if (d[i] > l) break;
            if (d[i] == 0) {
                best[i] = w(p, i, displayW, emptyW);
                continue;
            }
            int b = Integer.MIN_VALUE;
            for (int s = 0; s < 4; s++) {
                if ((om[i] >> s & 1) == 0) continue;
                int m = Board.neighbour(i, s);
                if (d[m] == d[i] - 1 && best[m] > b) b = best[m];
            }
            best[i] = w(p, i, displayW, emptyW) + b;
        }
        int r = Integer.MIN_VALUE;
        for (long b = leg.from; b != 0; b &= b - 1) {
            int s = Long.numberOfTrailingZeros(b);
            if (d[s] == l) r = Math.max(r, best[s]);
        }
        return r;
    }

    private static int w(Position p, int i, int displayW, int emptyW) {
        int v = p.content(i);
        return v == Board.EMPTY ? emptyW : v >= 1 && v <= 6 ? displayW : 0;
    }

    /** Breadth-first search from {@code sources}: fills {@code dist} and the visiting order; returns how many were reached. */
    private static int bfs(Position p, long sources, int[] dist, int[] queue) {
        byte[] om = p.openSides();
        Arrays.fill(dist, UNREACHED);
        int head = 0;
        int tail = 0;
        for (long b = sources; b != 0; b &= b - 1) {
            int i = Long.numberOfTrailingZeros(b);
            dist[i] = 0;
            queue[tail++] = i;
        }
        while (head < tail) {
            int c = queue[head++];
            for (int s = 0; s < 4; s++) {
                if ((om[c] >> s & 1) == 0) continue;
                int m = Board.neighbour(c, s);
                if (dist[m] == UNREACHED) {
                    dist[m] = dist[c] + 1;
                    queue[tail++] = m;
                }
            }
        }
        return tail;
    }

    /** The spaces on at least one shortest walk of some leg (where walls redirect the route), or 0 without a route. */
    public static long routeRegion(Position p) {
        long region = 0;
        for (List<Leg> plan : plans(p)) {
            for (Leg leg : plan) {
                int[] dt = distances(p, leg.to);
                int l = minOver(dt, leg.from);
                if (l == UNREACHED) return 0;
                long src = 0;
                for (long b = leg.from; b != 0; b &= b - 1) {
                    int s = Long.numberOfTrailingZeros(b);
                    if (dt[s] == l) src |= 1L << s;
                }
                int[] ds = distances(p, src);
                for (int i = 0; i < Board.CELLS; i++) {
                    if (ds[i] != UNREACHED && dt[i] != UNREACHED && ds[i] + dt[i] == l) region |= 1L << i;
                }
            }
        }
        return region;
    }

    /** The exact best route and its score. */
    public static Result best(Position p) {
        long disp = 0;
        long empty = 0;
        for (int i = 0; i < Board.CELLS; i++) {
            if (weight(p, i) > 0) disp |= 1L << i;
            if (weight(p, i) < 0) empty |= 1L << i;
        }
        Result bestResult = null;
        for (List<Leg> plan : plans(p)) {
            List<List<int[]>> walks = new ArrayList<>();
            boolean ok = true;
            for (Leg leg : plan) {
                List<int[]> w = walks(p, leg);
                if (w.isEmpty()) {
                    ok = false;
                    break;
                }
                final long dm = disp;
                final long em = empty;
                w.sort(Comparator.comparingInt((int[] a) -> -(Long.bitCount(mask(a) & dm) - Long.bitCount(mask(a) & em))));
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
        final List<List<int[]>> walks;
        final long[][] masks;
        final int[] maxGain;
        final long disp;
        final long empty;
        int best = Integer.MIN_VALUE;
        int[] bestChoice;

        Search(List<List<int[]>> walks, long disp, long empty) {
            this.walks = walks;
            this.disp = disp;
            this.empty = empty;
            masks = new long[walks.size()][];
            maxGain = new int[walks.size() + 1];
            for (int j = 0; j < walks.size(); j++) {
                masks[j] = walks.get(j).stream().mapToLong(RouteScorer::mask).toArray();
            }
            for (int j = walks.size() - 1; j >= 0; j--) {
                int m = 0;
                for (long mk : masks[j]) m = Math.max(m, Long.bitCount(mk & disp));
                maxGain[j] = maxGain[j + 1] + m;
            }
        }

        int score(long u) { return Long.bitCount(u & disp) - Long.bitCount(u & empty); }

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
    private static List<int[]> walks(Position p, Leg leg) {
        int[] d = distances(p, leg.to);
        int l = minOver(d, leg.from);
        List<int[]> out = new ArrayList<>();
        if (l == UNREACHED) return out;
        int[] path = new int[l + 1];
        for (long b = leg.from; b != 0; b &= b - 1) {
            int s = Long.numberOfTrailingZeros(b);
            if (d[s] == l) {
                path[0] = s;
                extend(p, d, path, 0, out);
            }
        }
        return out;
    }

    private static void extend(Position p, int[] d, int[] path, int at, List<int[]> out) {
        byte[] om = p.openSides();
        if (out.size() >= MAX_WALKS) return;
        int c = path[at];
        if (d[c] == 0) {
            out.add(path.clone());
            return;
        }
        for (int s = 0; s < 4; s++) {
            if ((om[c] >> s & 1) == 0) continue;
            int n = Board.neighbour(c, s);
            if (d[n] == d[c] - 1) {
                path[at + 1] = n;
                extend(p, d, path, at + 1, out);
            }
        }
    }
}
