package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;

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
 * and two plans, so O(legs x 49 x 4) per call, no allocation beyond a few 49-entry arrays. The
 * search works on bit sets of spaces ({@link Position#openMasks()}): a layer of the search is four
 * shifts and masks, whatever its size;
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
        return search(p, sources).dist();
    }

    /** One breadth-first search: the spaces at each distance (layer k: the spaces k steps away), and the distances of each space when asked. Read only. */
    private static final class Bfs {
        final long[] layers;
        final int depth;
        private int[] dist;

        Bfs(long[] layers, int depth) {
            this.layers = layers;
            this.depth = depth;
        }

        /** Steps from the sources to each space; UNREACHED where there is no walk. */
        int[] dist() {
            if (dist == null) {
                int[] d = new int[Board.CELLS];
                Arrays.fill(d, UNREACHED);
                for (int k = 0; k < depth; k++)
                    for (long b = layers[k]; b != 0; b &= b - 1) d[Long.numberOfTrailingZeros(b)] = k;
                dist = d;
            }
            return dist;
        }

        /** The fewest steps from the sources to a space of {@code mask}, or UNREACHED. */
        int nearest(long mask) {
            for (int k = 0; k < depth; k++) if ((layers[k] & mask) != 0) return k;
            return UNREACHED;
        }
    }

    /**
     * The searches of the last wall layout seen on this thread, by source spaces. A search depends on
     * the open sides alone, and {@link Position#openMasks()} is one array per wall layout (positions that
     * differ only in a display or coins share it), so its identity is the key: the variants of one tile
     * placement (every display space and face) search once.
     */
    private static final class Searches {
        long[] open;
        final HashMap<Long, Bfs> bySources = new HashMap<>();
    }

    private static final ThreadLocal<Searches> SEARCHES = ThreadLocal.withInitial(Searches::new);

    private static Bfs search(Position p, long sources) {
        long[] open = p.openMasks();
        Searches c = SEARCHES.get();
        if (c.open != open) {
            c.open = open;
            c.bySources.clear();
        }
        Bfs b = c.bySources.get(sources);
        if (b == null) {
            b = bfs(open, sources);
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
        if (p.closed(e, p.challenge().entrance().side().ordinal())
                || p.closed(x, p.challenge().exit().side().ordinal())) return List.of();
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
        long[] open = p.openMasks();
        Bfs search = search(p, leg.to);
        int l = search.nearest(leg.from);
        if (l == UNREACHED) return Integer.MIN_VALUE;
        steps[0] = l;
        long[] layers = search.layers;
        // best[c]: best sum of weights from c to the target along a shortest walk, layer by layer (nearest
        // first): a space k steps away steps on to its open neighbours k - 1 steps away
        int[] best = new int[Board.CELLS];
        for (long b = layers[0]; b != 0; b &= b - 1) {
            int i = Long.numberOfTrailingZeros(b);
            best[i] = w(p, i, displayW, emptyW);
        }
        for (int k = 1; k <= l; k++) {
            long nearer = layers[k - 1];
            for (long b = layers[k]; b != 0; b &= b - 1) {
                int i = Long.numberOfTrailingZeros(b);
                int m = Integer.MIN_VALUE;
                if ((open[0] >>> i & 1) != 0 && (nearer >>> (i - Board.SIZE) & 1) != 0) m = best[i - Board.SIZE];
                if ((open[1] >>> i & 1) != 0 && (nearer >>> (i + 1) & 1) != 0) m = Math.max(m, best[i + 1]);
                if ((open[2] >>> i & 1) != 0 && (nearer >>> (i + Board.SIZE) & 1) != 0)
                    m = Math.max(m, best[i + Board.SIZE]);
                if ((open[3] >>> i & 1) != 0 && (nearer >>> (i - 1) & 1) != 0) m = Math.max(m, best[i - 1]);
                best[i] = w(p, i, displayW, emptyW) + m;
            }
        }
        int r = Integer.MIN_VALUE;
        for (long b = leg.from & layers[l]; b != 0; b &= b - 1) r = Math.max(r, best[Long.numberOfTrailingZeros(b)]);
        return r;
    }

    private static int w(Position p, int i, int displayW, int emptyW) {
        int v = p.content(i);
        return v == Board.EMPTY ? emptyW : v >= 1 && v <= 6 ? displayW : 0;
    }

    /**
     * Breadth-first search from {@code sources} on the open-side masks, a layer at a time: the spaces one
     * step further are the layer's spaces shifted through each open side, less those already reached.
     */
    private static Bfs bfs(long[] open, long sources) {
        long[] layers = new long[Board.CELLS];
        long reached = sources;
        long layer = sources;
        int k = 0;
        while (layer != 0) {
            layers[k++] = layer;
            long next = (layer & open[0]) >>> Board.SIZE
                    | (layer & open[1]) << 1
                    | (layer & open[2]) << Board.SIZE
                    | (layer & open[3]) >>> 1;
            layer = next & ~reached;
            reached |= layer;
        }
        return new Bfs(layers, k);
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
