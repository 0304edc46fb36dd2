package pnp.fridge.rules;

import java.util.List;
import java.util.Set;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.graph.Multigraph;
import pnp.fridge.model.Bar;
import pnp.fridge.model.PlayerBlock;
import pnp.fridge.model.Point;

/**
 * A player's bars as a JGraphT multigraph: the points (junctions, the own base, other players'
 * bases) are the vertices and each bar is an edge. Vertices and edges are added in file order,
 * so iteration over them is deterministic.
 */
public final class Network {
    private Network() {}

    public static Graph<Point, Bar> of(PlayerBlock player) {
        return of(player.bars());
    }

    public static Graph<Point, Bar> of(List<Bar> bars) {
        Graph<Point, Bar> g = new Multigraph<>(Bar.class);
        for (Bar b : bars) {
            g.addVertex(b.from());
            g.addVertex(b.to());
            g.addEdge(b.from(), b.to(), b);
        }
        return g;
    }

    /** The points connected to {@code start} (empty when it is not in the network). */
    public static Set<Point> reachable(Graph<Point, Bar> g, Point start) {
        if (!g.containsVertex(start)) return Set.of();
        return new ConnectivityInspector<>(g).connectedSetOf(start);
    }
}
