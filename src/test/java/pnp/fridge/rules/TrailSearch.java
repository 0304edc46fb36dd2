package pnp.fridge.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Point;

/**
 * Longest trail in one component by depth-first search over (point, bars used), memoising the
 * exact best extension of each state. Interchangeable bars (parallel bars, or bars from one point
 * to two dead ends) are tried only once: the lowest-numbered unused one. A state stops searching
 * as soon as it reaches its bound: from v, with C the unused bars reachable from v, k the odd
 * points of C other than v and d the dead ends of C other than v, any trail from v leaves out at
 * least max(ceil((k - 1) / 2), d - 1) bars of C, and when k = 0, or k = 1 with v odd, an Euler
 * trail uses them all. Exponential in the worst case and, on the benchmark's dense networks,
 * far slower than {@link ParitySearch} (seconds against milliseconds): an independent exact method
 * the tests compare with the parity search that {@link LongestRoad} uses.
 */
final class TrailSearch {
    private final SplitNetwork net;
    private final int[] parallelClass; // per bar: the lowest-numbered bar interchangeable with it
    private final Map<Long, Integer> memo = new HashMap<>();
    long states;

    TrailSearch(SplitNetwork net) {
        this.net = net;
        this.parallelClass = new int[net.m];
        for (int e = 0; e < net.m; e++) {
            parallelClass[e] = e;
            for (int f = 0; f < e; f++) {
                if (interchangeable(e, f)) {
                    parallelClass[e] = f;
                    break;
                }
            }
        }
    }

    private boolean interchangeable(int e, int f) {
        int a = leafOr(net.eu[e], net.ev[e]);
        int b = leafOr(net.ev[e], net.eu[e]);
        int c = leafOr(net.eu[f], net.ev[f]);
        int d = leafOr(net.ev[f], net.eu[f]);
        return (a == c && b == d) || (a == d && b == c);
    }

    /** -1 for a dead end whose bar's other end is not a dead end too; else the point. */
    private int leafOr(int v, int other) {
        return net.degree(v) == 1 && net.degree(other) > 1 ? -1 : v;
    }

    /** The longest chain of the bars by this search, component by component (as {@link LongestRoad} does). */
    static Chain longest(List<Bar> bars, Set<Point> broken) {
        SplitNetwork net = new SplitNetwork(bars, broken);
        Chain best = Chain.EMPTY;
        for (Set<Integer> comp : net.components()) {
            Chain c = new TrailSearch(net).longest(comp);
            if (c.length() > best.length()) best = c;
        }
        return best;
    }

    /** The longest trail of the component. */
    Chain longest(Set<Integer> comp) {
        int size = Long.bitCount(net.edgeMask(comp));
        int odd = (int) comp.stream().filter(v -> net.degree(v) % 2 == 1).count();
        int ends = (int) comp.stream().filter(v -> net.degree(v) == 1).count();
        int limit = size - Math.max(ceilHalf(odd - 2), ends - 2);
        List<Integer> order = comp.stream()
                .sorted(Comparator.comparingInt((Integer v) -> net.degree(v) % 2 == 1 ? 0 : 1)
                        .thenComparingInt(v -> v))
                .toList();
        int best = -1;
        int bestStart = -1;
        for (int v : order) {
            if (best >= limit) break;
            if (net.degree(v) == 1 && parallelClass[net.incident[v][0]] != net.incident[v][0])
                continue; // an equal dead end was tried
            int got = extend(v, 0L);
            if (got > best) {
                best = got;
                bestStart = v;
            }
        }
        return rebuild(bestStart);
    }

    /** [bars reachable from v over unused bars, odd points other than v, v odd (0/1), dead ends other than v]. */
    private int[] reach(int v, long used) {
        long seenEdges = 0;
        boolean[] seen = new boolean[net.points()];
        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(v);
        seen[v] = true;
        int count = 0;
        int oddOthers = 0;
        int vOdd = 0;
        int ends = 0;
        while (!stack.isEmpty()) {
            int x = stack.pop();
            int deg = 0;
            for (int e : net.incident[x]) {
                if ((used >>> e & 1) != 0) continue;
                deg++;
                if ((seenEdges >>> e & 1) == 0) {
                    seenEdges |= 1L << e;
                    count++;
                }
                int y = net.other(e, x);
                if (!seen[y]) {
                    seen[y] = true;
                    stack.push(y);
                }
            }
            if (deg % 2 == 1) {
                if (x == v) vOdd = 1;
                else oddOthers++;
            }
            if (deg == 1 && x != v) ends++;
        }
        return new int[] {count, oddOthers, vOdd, ends};
    }

    private static boolean euler(int[] r) {
        return r[1] == 0 || (r[1] == 1 && r[2] == 1);
    }

    static int ceilHalf(int x) {
        return x <= 0 ? 0 : (x + 1) / 2;
    }

    /** The most bars a trail from v can still add over the unused bars: exact, memoised. */
    private int extend(int v, long used) {
        long key = (long) v << LongestRoad.MAX_BARS | used;
        Integer known = memo.get(key);
        if (known != null) return known;
        states++;
        int[] r = reach(v, used);
        int result;
        if (euler(r)) {
            result = r[0];
        } else {
            int ub = r[0] - Math.max(ceilHalf(r[1] - 1), r[3] - 1);
            result = 0;
            for (int e : net.incident[v]) {
                if ((used >>> e & 1) != 0 || !canonical(e, v, used)) continue;
                int got = 1 + extend(net.other(e, v), used | 1L << e);
                if (got > result) result = got;
                if (result >= ub) break;
            }
        }
        memo.put(key, result);
        return result;
    }

    /** Among unused interchangeable bars at v, only the lowest-numbered one is tried. */
    private boolean canonical(int e, int v, long used) {
        int c = parallelClass[e];
        for (int f = c; f < e; f++) {
            if (parallelClass[f] == c && (used >>> f & 1) == 0 && (net.eu[f] == v || net.ev[f] == v)) return false;
        }
        return true;
    }

    private Chain rebuild(int start) {
        List<Chain.Step> steps = new ArrayList<>();
        int v = start;
        long used = 0;
        while (true) {
            int want = extend(v, used);
            if (want == 0) break;
            int[] r = reach(v, used);
            if (euler(r)) {
                steps.addAll(net.walk(v, net.eulerTrail(v, ~used)));
                break;
            }
            int chosen = -1;
            for (int e : net.incident[v]) {
                if ((used >>> e & 1) != 0 || !canonical(e, v, used)) continue;
                if (1 + extend(net.other(e, v), used | 1L << e) == want) {
                    chosen = e;
                    break;
                }
            }
            if (chosen < 0) throw new IllegalStateException("longest road: no step keeps the best length");
            int w = net.other(chosen, v);
            steps.add(net.step(chosen, v, w));
            used |= 1L << chosen;
            v = w;
        }
        return new Chain(steps);
    }
}
