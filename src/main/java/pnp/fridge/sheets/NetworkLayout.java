package pnp.fridge.sheets;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Point;

/**
 * Where each point of one player's network goes in a box: in layers by bar count from the player's base
 * (breadth first, bars in file order), the base alone in the first layer, the layers' columns spread from
 * the left edge to the right one, each column's points evenly from top to bottom. A part of the network that does not reach the base is laid out the same
 * way from its first point in file order, sharing the columns. Depends only on the bars' order, so the
 * same file always gives the same picture. O(points + bars).
 */
final class NetworkLayout {
    private NetworkLayout() {}

    /** Point to (x, y) in the box {@code (x, y, w, h)}, as fractions of it: 0..1 each way. */
    static Map<Point, double[]> of(List<Bar> bars) {
        Map<Point, List<Point>> next = new LinkedHashMap<>();
        for (Bar b : bars) {
            next.computeIfAbsent(b.from(), k -> new ArrayList<>()).add(b.to());
            next.computeIfAbsent(b.to(), k -> new ArrayList<>()).add(b.from());
        }
        Set<Point> order = new LinkedHashSet<>();
        if (next.containsKey(Point.BASE)) order.add(Point.BASE);
        order.addAll(next.keySet());
        Map<Point, Integer> layer = new LinkedHashMap<>();
        for (Point root : order) {
            if (layer.containsKey(root)) continue;
            Deque<Point> queue = new ArrayDeque<>(List.of(root));
            layer.put(root, 0);
            while (!queue.isEmpty()) {
                Point p = queue.removeFirst();
                for (Point q : next.get(p)) {
                    if (layer.containsKey(q)) continue;
                    layer.put(q, layer.get(p) + 1);
                    queue.addLast(q);
                }
            }
        }
        int layers = layer.values().stream().mapToInt(Integer::intValue).max().orElse(0) + 1;
        List<List<Point>> columns = new ArrayList<>();
        for (int i = 0; i < layers; i++) columns.add(new ArrayList<>());
        layer.forEach((p, l) -> columns.get(l).add(p));
        Map<Point, double[]> at = new LinkedHashMap<>();
        for (int l = 0; l < layers; l++) {
            List<Point> col = columns.get(l);
            for (int i = 0; i < col.size(); i++) {
                at.put(col.get(i), new double[] {layers == 1 ? 0.5 : (double) l / (layers - 1), (i + 0.5) / col.size()
                });
            }
        }
        return at;
    }
}
