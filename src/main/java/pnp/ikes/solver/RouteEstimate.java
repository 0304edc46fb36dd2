package pnp.ikes.solver;

import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The solver's heuristic view of a route: a fast estimate of the score a position's route would
 * earn, worked on the position's compact arrays (49 spaces, a set of spaces is one {@code long}).
 * Not a final score: every score pnp reports comes from {@link pnp.ikes.rules.RouteScorer}, the
 * exact scorer, through {@link Position#score()}.
 *
 * <p>The legs follow the scoring contract ({@code formats/ikes.md}): entrance -> nearest cafeteria
 * -> other cafeteria -> exit, each a shortest walk, a cafeteria left from whichever of its spaces
 * gives the shortest walk. {@link #estimate} takes each leg's best walk by dynamic programming over
 * the breadth-first layers (+1 a display, -1 an empty space) and sums the legs, so a space two legs
 * share is counted twice: exact when there is no cafeteria (one leg), an estimate otherwise.
 *
 * <p>Complexity: one breadth-first search and one pass over its layers per leg, at most three legs
 * and two plans, so O(legs x 49 x 4) per call, no allocation beyond a few 49-entry arrays;
 * {@link #routeRegion} adds one more breadth-first search per leg. There is no cap and no
 * enumeration of walks.
 */
public final class RouteEstimate {
    /** The best route: its score (0 when there is none) and its legs as space indices in walking order. */
    public record Result(boolean reachable, int score, List<int[]> legs) {
        public Result {
            legs = List.copyOf(legs);
        }
    }

    static final int UNREACHED = Integer.MAX_VALUE;

    private RouteEstimate() {}

    /** Breadth-first distances (steps) from the given spaces to every space; UNREACHED where there is no walk. Read only (shared). */
    static int[] distances(Position p, long sources) {
        return search(p, sources).dist;
    }

    /** One breadth-first search: distances, the visiting order and how many spaces it reached. Read only. */
    private record Bfs(int[] dist, int[] order, int reached) {}

    /**
     * The searches of the last wall layout seen on this thread, by source spaces. A search depends on
     * the open sides alone, and {@link Position#openSides()} is one array per wall layout (positions that
     * differ only in a display or coins share it), so its identity is the key: the variants of one tile
     * placement (every display space and face) search once.
     */
    private static final class Searches {
        byte[] open;
        final java.util.HashMap<Long, Bfs> bySources = new java.util.HashMap<>();
    }

    private static final ThreadLocal<Searches> SEARCHES = ThreadLocal.withInitial(Searches::new);

    private static Bfs search(Position p, long sources) {
        byte[] open = p.openSides();
        Searches c = SEARCHES.get();
        if (c.open != open) {
            c.open = open;
            c.bySources.clear();
        }
        Bfs b = c.bySources.get(sources);
        if (b == null) {
            int[] dist = new int[Board.CELLS];
            int[] order = new int[Board.CELLS];
            int n = bfs(p, sources, dist, order);
            b = new Bfs(dist, order, n);
            c.bySources.put(sources, b);
        }
        return b;
    }

    /** One leg: walks from a space of {@code from} to a space of {@code to}, as short as any such walk. */
    record Leg(long from, long to) {}

    /** The leg sequences the rule allows (one per choice of first cafeteria), or empty when a leg has no walk. */
    static List<List<Leg>> plans(Position p) {
        int e = Board.index(p.challenge().entrance().cell());
        int x = Board.index(p.challenge().exit().cell());
        if (p.closed(e, p.challenge().entrance().side().ordinal()) || p.closed(x, p.challenge().exit().side().ordinal())) return List.of();
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

    static int minOver(int[] dist, long mask) {
        int m = UNREACHED;
        for (long b = mask; b != 0; b &= b - 1) m = Math.min(m, dist[Long.numberOfTrailingZeros(b)]);
        return m;
    }

    private static int legBest(Position p, Leg leg, int[] steps, int displayW, int emptyW) {
        byte[] om = p.openSides();
        Bfs search = search(p, leg.to);
        int[] d = search.dist();
        int[] order = search.order();
        int n = search.reached();
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
}
