package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import pnp.grid.Cell;
import pnp.ikes.model.Sheet;

/**
 * Every shortest walk of one leg, from the nearest of the {@code from} spaces to the nearest of
 * the {@code to} spaces, as a DAG of shortest-path layers: a space belongs to it when its distance
 * from the start set plus its distance to the end set equals the leg's length, and an edge goes
 * one layer forward. Every walk from a source to a target through the DAG's edges is a shortest
 * walk of the leg, and every shortest walk is one.
 *
 * <p>Nodes are numbered; here node {@code i} is space {@code i} (row-major), but a DAG of longer
 * walks ({@link LongerLeg}) has several nodes per space, so {@code cellOf} maps a node to its space.
 * {@code nodes} is the set of spaces (bit {@code i} for space {@code i}); {@code ahead[n]} the set
 * of spaces a walk can still reach after node {@code n}.
 */
record LegDag(
        int steps,
        int[] sources,
        int[] targets,
        long nodes,
        int[] order,
        int[][] successors,
        long[] ahead,
        int[] cellOf) {
    private static final int[] IDENTITY = IntStream.range(0, Sheet.CELLS).toArray();

    int size() {
        return cellOf.length;
    }

    /** The leg's DAG, or empty when no space of {@code to} can be reached from {@code from}. */
    static Optional<LegDag> build(RouteGraph g, Collection<Cell> from, Collection<Cell> to) {
        int[] dFrom = g.distancesFrom(from);
        int[] dTo = g.distancesFrom(to);
        int steps = RouteGraph.UNREACHABLE;
        for (Cell t : to) steps = Math.min(steps, dFrom[t.index(Sheet.SIZE)]);
        if (steps == RouteGraph.UNREACHABLE) return Optional.empty();
        List<Integer> src = new ArrayList<>();
        List<Integer> dst = new ArrayList<>();
        for (Cell s : from) if (dTo[s.index(Sheet.SIZE)] == steps) src.add(s.index(Sheet.SIZE));
        for (Cell t : to) if (dFrom[t.index(Sheet.SIZE)] == steps) dst.add(t.index(Sheet.SIZE));
        long nodes = 0;
        List<List<Integer>> layers = new ArrayList<>();
        for (int k = 0; k <= steps; k++) layers.add(new ArrayList<>());
        for (int i = 0; i < Sheet.CELLS; i++) {
            if (dFrom[i] != RouteGraph.UNREACHABLE && dTo[i] != RouteGraph.UNREACHABLE && dFrom[i] + dTo[i] == steps) {
                nodes |= 1L << i;
                layers.get(dFrom[i]).add(i);
            }
        }
        int[] order = layers.stream()
                .flatMap(List::stream)
                .mapToInt(Integer::intValue)
                .toArray();
        int[][] succ = new int[Sheet.CELLS][];
        for (int u : order) {
            List<Integer> next = new ArrayList<>();
            for (int v : g.neighbours(u)) {
                if ((nodes & (1L << v)) != 0 && dFrom[v] == dFrom[u] + 1) next.add(v);
            }
            succ[u] = next.stream().mapToInt(Integer::intValue).toArray();
        }
        // ahead[u]: the spaces a walk can still reach after u in this leg (later layers only)
        long[] ahead = new long[Sheet.CELLS];
        for (int i = order.length - 1; i >= 0; i--) {
            int u = order[i];
            for (int v : succ[u]) ahead[u] |= (1L << v) | ahead[v];
        }
        return Optional.of(new LegDag(
                steps,
                src.stream().mapToInt(Integer::intValue).sorted().toArray(),
                dst.stream().mapToInt(Integer::intValue).sorted().toArray(),
                nodes,
                order,
                succ,
                ahead,
                IDENTITY));
    }
}
