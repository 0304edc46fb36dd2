package pnp.fridge.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.graph.Multigraph;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Points;

/**
 * The longest chain of one player's network: the longest trail (each bar at most once, points may
 * repeat) that never passes through a broken junction, though it may start or end at one.
 *
 * <p>Method. Each broken junction is first split into one dead-end point per bar end touching it,
 * so a trail can only start or end there; trails of the split multigraph are exactly the allowed
 * chains. Then, per connected component (JGraphT {@link ConnectivityInspector}):
 * <ul>
 * <li>a component with at most two odd-degree points has an Euler trail: all its bars, exactly;</li>
 * <li>otherwise a depth-first search over (point, bars used) with memoisation of the exact best
 *     extension, where parallel bars (same two points) are interchangeable so only the
 *     lowest-numbered unused one is tried, and each state stops as soon as it reaches the parity
 *     bound: from point v, the bars still reachable form a component C with k odd points other
 *     than v; any trail from v leaves at least ceil((k - 1) / 2) of them unused, and when
 *     k &lt;= 1 (or k = 2 with v odd) an Euler trail uses them all.</li>
 * </ul>
 * Exponential in the worst case (the problem is NP-hard) but a position has at most 27 bars a
 * player; {@code FridgeBench} measures adversarial networks and {@code LongestRoadTest} checks
 * the result against a plain enumeration of all trails.
 */
public final class LongestRoad {
    /** Bars a network may have here (the game allows 27); the memo key packs the used bars in 56 bits. */
    public static final int MAX_BARS = 56;
    private final List<Bar> bars;
    private final int m;
    private final int[] eu;
    private final int[] ev;
    private final String[] names;
    private final int[][] incident; // per point: edges in bar order
    private final int[] parallelClass; // per edge: the lowest-numbered edge with the same two points
    private final Map<Long, Integer> memo = new HashMap<>();
    private long states;

    private LongestRoad(List<Bar> bars, Set<String> broken) {
        if (bars.size() > MAX_BARS) throw new IllegalArgumentException("at most " + MAX_BARS + " bars, not " + bars.size());
        this.bars = List.copyOf(bars);
        this.m = bars.size();
        this.eu = new int[m];
        this.ev = new int[m];
        Map<String, Integer> ids = new HashMap<>();
        List<String> nameList = new ArrayList<>();
        for (int e = 0; e < m; e++) {
            Bar b = bars.get(e);
            eu[e] = id(b.from(), broken, e, ids, nameList);
            ev[e] = id(b.to(), broken, e, ids, nameList);
        }
        this.names = nameList.toArray(new String[0]);
        int n = names.length;
        List<List<Integer>> inc = new ArrayList<>();
        for (int v = 0; v < n; v++) inc.add(new ArrayList<>());
        for (int e = 0; e < m; e++) { inc.get(eu[e]).add(e); inc.get(ev[e]).add(e); }
        this.incident = new int[n][];
        for (int v = 0; v < n; v++) incident[v] = inc.get(v).stream().mapToInt(Integer::intValue).toArray();
        this.parallelClass = new int[m];
        for (int e = 0; e < m; e++) {
            parallelClass[e] = e;
            for (int f = 0; f < e; f++) {
                if ((eu[f] == eu[e] && ev[f] == ev[e]) || (eu[f] == ev[e] && ev[f] == eu[e])) { parallelClass[e] = f; break; }
            }
        }
    }

    /** A point id; a broken junction gets a fresh dead-end point for every bar end. */
    private static int id(String point, Set<String> broken, int edge, Map<String, Integer> ids, List<String> names) {
        String key = Points.isJunction(point) && broken.contains(point) ? point + "\u0000" + edge : point;
        Integer id = ids.get(key);
        if (id == null) {
            id = names.size();
            ids.put(key, id);
            names.add(point);
        }
        return id;
    }

    /** The longest chain of the bars, never passing through a junction in {@code broken}. */
    public static Chain find(List<Bar> bars, Set<String> broken) {
        return new LongestRoad(bars, broken).search();
    }

    /** As {@link #find}, also returning how many search states were expanded (for the benchmark). */
    public static Map.Entry<Chain, Long> findCounting(List<Bar> bars, Set<String> broken) {
        LongestRoad r = new LongestRoad(bars, broken);
        Chain c = r.search();
        return Map.entry(c, r.states);
    }

    private Chain search() {
        if (m == 0) return Chain.EMPTY;
        Graph<Integer, Integer> split = new Multigraph<>(Integer.class);
        for (int v = 0; v < names.length; v++) split.addVertex(v);
        for (int e = 0; e < m; e++) split.addEdge(eu[e], ev[e], e);
        List<Set<Integer>> comps = new ArrayList<>(new ConnectivityInspector<>(split).connectedSets());
        // biggest components first (ties: the one holding the lowest-numbered bar), so small ones are skipped
        comps.sort(Comparator.comparingInt((Set<Integer> c) -> -edgesOf(split, c))
                .thenComparingInt(c -> c.stream().mapToInt(v -> incident[v][0]).min().orElse(0)));
        int best = 0;
        int bestStart = -1;
        for (Set<Integer> comp : comps) {
            int size = edgesOf(split, comp);
            if (size <= best) break;
            List<Integer> order = comp.stream().sorted(Comparator.comparingInt((Integer v) -> incident[v].length % 2 == 1 ? 0 : 1)
                    .thenComparingInt(v -> v)).toList();
            int odd = (int) comp.stream().filter(v -> incident[v].length % 2 == 1).count();
            int limit = size - ceilHalf(odd - 2); // a trail leaves at least one bar per pair of surplus odd points
            for (int v : order) {
                if (best >= limit) break;
                int got = extend(v, 0L);
                if (got > best) { best = got; bestStart = v; }
            }
        }
        return bestStart < 0 ? Chain.EMPTY : rebuild(bestStart);
    }

    private static int edgesOf(Graph<Integer, Integer> g, Set<Integer> comp) {
        int n = 0;
        for (int v : comp) n += g.degreeOf(v);
        return n / 2;
    }

    /** The bars reachable from v over unused bars: [count, odd points other than v, v odd (0/1)]. */
    private int[] reach(int v, long used) {
        long seenEdges = 0;
        boolean[] seen = new boolean[names.length];
        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(v);
        seen[v] = true;
        int count = 0;
        int oddOthers = 0;
        int vOdd = 0;
        while (!stack.isEmpty()) {
            int x = stack.pop();
            int deg = 0;
            for (int e : incident[x]) {
                if ((used >>> e & 1) != 0) continue;
                deg++;
                if ((seenEdges >>> e & 1) == 0) { seenEdges |= 1L << e; count++; }
                int y = eu[e] == x ? ev[e] : eu[e];
                if (!seen[y]) { seen[y] = true; stack.push(y); }
            }
            if (deg % 2 == 1) { if (x == v) vOdd = 1; else oddOthers++; }
        }
        return new int[] {count, oddOthers, vOdd};
    }

    private boolean euler(int[] r) { return r[1] == 0 || (r[1] == 1 && r[2] == 1); }

    /** The most bars a trail from v can still add over the unused bars: exact, memoised. */
    private int extend(int v, long used) {
        long key = (long) v << MAX_BARS | used;
        Integer known = memo.get(key);
        if (known != null) return known;
        states++;
        int[] r = reach(v, used);
        int result;
        if (euler(r)) {
            result = r[0];
        } else {
            int ub = r[0] - ceilHalf(r[1] - 1);
            result = 0;
            for (int e : incident[v]) {
                if ((used >>> e & 1) != 0 || !canonical(e, used)) continue;
                int w = eu[e] == v ? ev[e] : eu[e];
                int got = 1 + extend(w, used | 1L << e);
                if (got > result) result = got;
                if (result >= ub) break;
            }
        }
        memo.put(key, result);
        return result;
    }

    private static int ceilHalf(int x) { return x <= 0 ? 0 : (x + 1) / 2; }

    /** Among unused parallel bars, only the lowest-numbered one is tried. */
    private boolean canonical(int e, long used) {
        int c = parallelClass[e];
        for (int f = c; f < e; f++) {
            if (parallelClass[f] == c && (used >>> f & 1) == 0) return false;
        }
        return true;
    }

    private Chain rebuild(int start) {
        List<Chain.Step> steps = new ArrayList<>();
        int v = start;
        long used = 0;
        while (true) {
            int[] r = reach(v, used);
            int want = extend(v, used);
            if (want == 0) break;
            if (euler(r)) {
                for (int e : eulerTrail(v, used)) {
                    int w = eu[e] == v ? ev[e] : eu[e];
                    steps.add(step(e, v, w));
                    v = w;
                }
                break;
            }
            boolean moved = false;
            for (int e : incident[v]) {
                if ((used >>> e & 1) != 0 || !canonical(e, used)) continue;
                int w = eu[e] == v ? ev[e] : eu[e];
                if (1 + extend(w, used | 1L << e) == want) {
                    steps.add(step(e, v, w));
                    used |= 1L << e;
                    v = w;
                    moved = true;
                    break;
                }
            }
            if (!moved) throw new IllegalStateException("longest road: no step keeps the best length");
        }
        return new Chain(steps);
    }

    private Chain.Step step(int e, int from, int to) {
        return new Chain.Step(bars.get(e), names[from], names[to]);
    }

    /** Hierholzer's algorithm over the unused bars reachable from v, starting at v (a valid Euler start). */
    private List<Integer> eulerTrail(int v, long used) {
        long taken = used;
        Deque<int[]> stack = new ArrayDeque<>(); // {point, edge used to arrive or -1}
        List<Integer> out = new ArrayList<>();
        stack.push(new int[] {v, -1});
        while (!stack.isEmpty()) {
            int x = stack.peek()[0];
            int next = -1;
            for (int e : incident[x]) {
                if ((taken >>> e & 1) == 0) { next = e; break; }
            }
            if (next < 0) {
                int[] top = stack.pop();
                if (top[1] >= 0) out.add(top[1]);
            } else {
                taken |= 1L << next;
                stack.push(new int[] {eu[next] == x ? ev[next] : eu[next], next});
            }
        }
        Collections.reverse(out);
        return out;
    }
}
