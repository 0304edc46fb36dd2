package pnp.fridge.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.graph.Multigraph;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Point;

/**
 * A player's network prepared for the longest-road search: every broken junction is split into
 * one dead-end point per bar end touching it, so a trail can only start or end there. Trails of
 * this multigraph are exactly the chains the rules allow. Points and bars are small integers
 * (bar {@code e} is the e-th bar of the block); the multigraph itself is a JGraphT
 * {@link Multigraph}, used for the components.
 */
final class SplitNetwork {
    final List<Bar> bars;
    final int m;
    final int[] eu;
    final int[] ev;
    final Point[] names;
    final int[][] incident; // per point: its bars in bar order
    final Graph<Integer, Integer> graph;

    SplitNetwork(List<Bar> bars, Set<Point> broken) {
        if (bars.size() > LongestRoad.MAX_BARS) {
            throw new IllegalArgumentException("at most " + LongestRoad.MAX_BARS + " bars, not " + bars.size());
        }
        this.bars = List.copyOf(bars);
        this.m = bars.size();
        this.eu = new int[m];
        this.ev = new int[m];
        Map<Key, Integer> ids = new HashMap<>();
        List<Point> nameList = new ArrayList<>();
        for (int e = 0; e < m; e++) {
            Bar b = bars.get(e);
            eu[e] = id(b.from(), broken, e, ids, nameList);
            ev[e] = id(b.to(), broken, e, ids, nameList);
        }
        this.names = nameList.toArray(new Point[0]);
        int n = names.length;
        List<List<Integer>> inc = new ArrayList<>();
        for (int v = 0; v < n; v++) inc.add(new ArrayList<>());
        for (int e = 0; e < m; e++) {
            inc.get(eu[e]).add(e);
            inc.get(ev[e]).add(e);
        }
        this.incident = new int[n][];
        for (int v = 0; v < n; v++)
            incident[v] = inc.get(v).stream().mapToInt(Integer::intValue).toArray();
        this.graph = new Multigraph<>(Integer.class);
        for (int v = 0; v < n; v++) graph.addVertex(v);
        for (int e = 0; e < m; e++) graph.addEdge(eu[e], ev[e], e);
    }

    /** A point of the split network: a point of the player's, or the dead end of broken {@code point} at {@code bar}. */
    private record Key(Point point, int bar) {
        static final int WHOLE = -1;
    }

    /** A point id; a broken junction gets a fresh dead-end point for every bar end. */
    private static int id(Point point, Set<Point> broken, int edge, Map<Key, Integer> ids, List<Point> names) {
        Key key = new Key(point, point.isJunction() && broken.contains(point) ? edge : Key.WHOLE);
        Integer id = ids.get(key);
        if (id == null) {
            id = names.size();
            ids.put(key, id);
            names.add(point);
        }
        return id;
    }

    int points() {
        return names.length;
    }

    int degree(int v) {
        return incident[v].length;
    }

    int other(int e, int v) {
        return eu[e] == v ? ev[e] : eu[e];
    }

    /** The connected components (as point sets), in the order JGraphT finds them. */
    List<Set<Integer>> components() {
        return new ConnectivityInspector<>(graph).connectedSets();
    }

    /** The bars of a component, as a bit mask. */
    long edgeMask(Set<Integer> comp) {
        long mask = 0;
        for (int v : comp) for (int e : incident[v]) mask |= 1L << e;
        return mask;
    }

    Chain.Step step(int e, int from, int to) {
        return new Chain.Step(bars.get(e), names[from], names[to]);
    }

    /**
     * Hierholzer's algorithm: an Euler trail through every bar of {@code allowed} reachable from
     * {@code start}, which must be a valid start (odd when two points are odd). Bars in order.
     */
    List<Integer> eulerTrail(int start, long allowed) {
        long left = allowed;
        Deque<int[]> stack = new ArrayDeque<>(); // {point, bar used to arrive or -1}
        List<Integer> out = new ArrayList<>();
        stack.push(new int[] {start, -1});
        while (!stack.isEmpty()) {
            int x = stack.peek()[0];
            int next = -1;
            for (int e : incident[x]) {
                if ((left >>> e & 1) != 0) {
                    next = e;
                    break;
                }
            }
            if (next < 0) {
                int[] top = stack.pop();
                if (top[1] >= 0) out.add(top[1]);
            } else {
                left &= ~(1L << next);
                stack.push(new int[] {other(next, x), next});
            }
        }
        Collections.reverse(out);
        return out;
    }

    /** The steps of a walk given as bars in order from {@code start}. */
    List<Chain.Step> walk(int start, List<Integer> edges) {
        List<Chain.Step> steps = new ArrayList<>();
        int v = start;
        for (int e : edges) {
            int w = other(e, v);
            steps.add(step(e, v, w));
            v = w;
        }
        return steps;
    }
}
