package pnp.ikes.rules;

import java.util.Arrays;
import java.util.Collection;
import org.jgrapht.Graph;
import org.jgrapht.Graphs;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm.SingleSourcePaths;
import org.jgrapht.alg.shortestpath.BFSShortestPath;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.model.Sheet;

/**
 * The open-step graph of a sheet as a JGraphT graph: one vertex per space, one edge per pair of
 * adjacent spaces a shopper may step between. Distances come from JGraphT's breadth-first
 * shortest paths ({@link BFSShortestPath}), one search per source space, cached.
 */
public final class RouteGraph {
    /** Distance of a space that cannot be reached. */
    public static final int UNREACHABLE = Integer.MAX_VALUE;

    private final Graph<Cell, DefaultEdge> graph;
    private final Cell[] cells = new Cell[Sheet.CELLS];
    private final int[][] neighbours = new int[Sheet.CELLS][];
    private final int[][] distances = new int[Sheet.CELLS][];

    private RouteGraph(Sheet sheet) {
        graph = new SimpleGraph<>(DefaultEdge.class);
        for (int i = 0; i < Sheet.CELLS; i++) {
            cells[i] = Cell.ofIndex(i, Sheet.SIZE);
            graph.addVertex(cells[i]);
        }
        for (Cell a : cells) {
            for (Side side : new Side[] {Side.E, Side.S}) {
                a.step(side, Sheet.SIZE, Sheet.SIZE)
                        .filter(b -> sheet.open(a, b))
                        .ifPresent(b -> graph.addEdge(a, b));
            }
        }
        for (int i = 0; i < Sheet.CELLS; i++) {
            neighbours[i] = Graphs.neighborListOf(graph, cells[i]).stream()
                    .mapToInt(c -> c.index(Sheet.SIZE))
                    .sorted()
                    .toArray();
        }
    }

    public static RouteGraph of(Sheet sheet) {
        return new RouteGraph(sheet);
    }

    public Graph<Cell, DefaultEdge> graph() {
        return graph;
    }

    /** Indexes (row-major) of the spaces one open step from space {@code index}, ascending. */
    int[] neighbours(int index) {
        return neighbours[index];
    }

    /** Steps from the space to every space ({@link #UNREACHABLE} where there is no walk). */
    public int[] distancesFrom(Cell source) {
        int s = source.index(Sheet.SIZE);
        if (distances[s] == null) {
            SingleSourcePaths<Cell, DefaultEdge> paths = new BFSShortestPath<>(graph).getPaths(source);
            int[] d = new int[Sheet.CELLS];
            for (int i = 0; i < Sheet.CELLS; i++) {
                double w = paths.getWeight(cells[i]);
                d[i] = Double.isInfinite(w) ? UNREACHABLE : (int) w;
            }
            distances[s] = d;
        }
        return distances[s];
    }

    /** Steps from the nearest of the given spaces to every space. */
    public int[] distancesFrom(Collection<Cell> sources) {
        int[] d = new int[Sheet.CELLS];
        Arrays.fill(d, UNREACHABLE);
        for (Cell c : sources) {
            int[] e = distancesFrom(c);
            for (int i = 0; i < d.length; i++) d[i] = Math.min(d[i], e[i]);
        }
        return d;
    }
}
