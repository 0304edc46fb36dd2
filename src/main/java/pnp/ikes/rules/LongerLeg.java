package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.ikes.model.Sheet;

/**
 * The walks of one leg that are exactly {@code length} steps long and never step straight back
 * to the space they just left, as a {@link LegDag} whose nodes are (step number, space, last
 * move). With {@code length} two more than the shortest these are the simple walks two steps too
 * long: what a player draws who missed the shorter way. Used only to explain a wrong claim.
 */
final class LongerLeg {
    private static final int N = Sheet.CELLS;

    private LongerLeg() {}

    static Optional<LegDag> build(RouteGraph g, Collection<Cell> from, Collection<Cell> to, int length) {
        int[] dTo = g.distancesFrom(to);
        boolean[] isTarget = new boolean[N];
        for (Cell t : to) isTarget[t.index(Sheet.SIZE)] = true;
        // forward: node key = (t * N + cell) * N + previous cell (N for "just started")
        Map<Long, Integer> id = new HashMap<>();
        List<long[]> keys = new ArrayList<>();
        List<List<Integer>> succ = new ArrayList<>();
        List<Integer> layer = new ArrayList<>();
        for (Cell s : from) {
            int c = s.index(Sheet.SIZE);
            if (dTo[c] <= length) layer.add(node(id, keys, succ, 0, c, N));
        }
        List<Integer> sources = List.copyOf(layer);
        for (int t = 0; t < length; t++) {
            List<Integer> next = new ArrayList<>();
            for (int u : layer) {
                int cell = (int) keys.get(u)[1];
                int prev = (int) keys.get(u)[2];
                for (int v : g.neighbours(cell)) {
                    if (v == prev || dTo[v] > length - t - 1) continue;
                    boolean fresh = !id.containsKey(key(t + 1, /* cell= */ v, /* prev= */ cell));
                    int n = node(id, keys, succ, t + 1, /* cell= */ v, /* prev= */ cell);
                    succ.get(u).add(n);
                    if (fresh) next.add(n);
                }
            }
            layer = next;
        }
        // backward: keep the nodes from which a walk ends on a target at step `length`
        boolean[] alive = new boolean[keys.size()];
        for (int n = keys.size() - 1; n >= 0; n--) {
            long[] k = keys.get(n);
            if (k[0] == length) {
                alive[n] = isTarget[(int) k[1]];
            } else {
                for (int v : succ.get(n)) alive[n] |= alive[v];
            }
        }
        int[] src = sources.stream()
                .filter(n -> alive[n])
                .mapToInt(Integer::intValue)
                .toArray();
        if (src.length == 0) return Optional.empty();
        int size = keys.size();
        int[] cellOf = new int[size];
        int[][] successors = new int[size][];
        List<Integer> order = new ArrayList<>();
        List<Integer> targets = new ArrayList<>();
        long cells = 0;
        for (int n = 0; n < size; n++) {
            cellOf[n] = (int) keys.get(n)[1];
            successors[n] = succ.get(n).stream()
                    .filter(v -> alive[v])
                    .mapToInt(Integer::intValue)
                    .toArray();
            if (!alive[n]) continue;
            order.add(n);
            cells |= 1L << cellOf[n];
            if (keys.get(n)[0] == length) targets.add(n);
        }
        long[] ahead = new long[size];
        for (int i = order.size() - 1; i >= 0; i--) {
            int u = order.get(i);
            for (int v : successors[u]) ahead[u] |= (1L << cellOf[v]) | ahead[v];
        }
        return Optional.of(new LegDag(
                length,
                src,
                targets.stream().mapToInt(Integer::intValue).toArray(),
                cells,
                order.stream().mapToInt(Integer::intValue).toArray(),
                successors,
                ahead,
                cellOf));
    }

    private static long key(int t, int cell, int prev) {
        return ((long) t * N + cell) * (N + 1) + prev;
    }

    private static int node(
            Map<Long, Integer> id, List<long[]> keys, List<List<Integer>> succ, int t, int cell, int prev) {
        return id.computeIfAbsent(key(t, cell, prev), k -> {
            keys.add(new long[] {t, cell, prev});
            succ.add(new ArrayList<>());
            return keys.size() - 1;
        });
    }
}
