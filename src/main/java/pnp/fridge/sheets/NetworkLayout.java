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
import pnp.fridge.model.Points;

/**
 * Where each point of one player's network goes in a box: in layers by bar count from the player's base
 * (breadth first, bars in file order), the base alone in the first layer, the layers' columns spread from
 * the left edge to the right one, each column's points evenly from top to bottom. A part of the network that does not reach the base is laid out the same
 * way from its first point in file order, sharing the columns. Depends only on the bars' order, so the
 * same file always gives the same picture. O(points + bars).
 */
final class NetworkLayout {
    private NetworkLayout() {}

    /** Point name to (x, y) in the box {@code (x, y, w, h)}, as fractions of it: 0..1 each way. */
    static Map<String, double[]> of(List<Bar> bars) {
        Map<String, List<String>> next = new LinkedHashMap<>();
        for (Bar b : bars) {
            next.computeIfAbsent(b.from(), k -> new ArrayList<>()).add(b.to());
            next.computeIfAbsent(b.to(), k -> new ArrayList<>()).add(b.from());
        }
        Set<String> order = new LinkedHashSet<>();
        if (next.containsKey(Points.BASE)) order.add(Points.BASE);
        order.addAll(next.keySet());
        Map<String, Integer> layer = new LinkedHashMap<>();
        for (String root : order) {
            if (layer.containsKey(root)) continue;
            Deque<String> queue = new ArrayDeque<>(List.of(root));
            layer.put(root, 0);
            while (!queue.isEmpty()) {
                String p = queue.removeFirst();
                for (String q : next.get(p)) {
                    if (layer.containsKey(q)) continue;
                    layer.put(q, layer.get(p) + 1);
                    queue.addLast(q);
                }
            }
        }
        int layers = layer.values().stream().mapToInt(Integer::intValue).max().orElse(0) + 1;
        List<List<String>> columns = new ArrayList<>();
        for (int i = 0; i < layers; i++) columns.add(new ArrayList<>());
        layer.forEach((p, l) -> columns.get(l).add(p));
        Map<String, double[]> at = new LinkedHashMap<>();
        for (int l = 0; l < layers; l++) {
            List<String> col = columns.get(l);
            for (int i = 0; i < col.size(); i++) {
                at.put(col.get(i), new double[] {layers == 1 ? 0.5 : (double) l / (layers - 1), (i + 0.5) / col.size()
                });
            }
        }
        return at;
    }
}
