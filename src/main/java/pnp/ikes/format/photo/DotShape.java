package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pnp.grid.Cell;

/**
 * Whether a mark read as a dot looks like a dot a player draws: a small spot, a ring, or one or two
 * straight strokes (a tick, a cross). A mark of a dot's size that is none of these (a small scribble, a
 * tiny sketch) is a display's sketch drawn small: read as a display, flagged.
 */
final class DotShape {
    /** Ink covering at most this (mm^2) is a spot, whatever its shape. */
    static final double SPOT = 6;
    /** Ink whose fitted circle's root mean square distance is at most this share of its radius is a ring. */
    static final double RING = 0.36;
    /** Ink of which two straight bands ({@link #BAND} wide) hold at least this share is one or two strokes. */
    static final double STROKES = 0.9;
    /** The width (mm) of a straight band that holds a stroke. */
    static final double BAND = 1.2;
    /** The directions a band is tried in, evenly round half a turn. */
    static final int DIRECTIONS = 30;
    /** The confidence of a display read from a dot-sized mark of no dot's shape. */
    static final double UNKNOWN = 0.6;

    private DotShape() {}

    /** The spaces as read, but those read as dots whose pencil is of no dot's shape: displays, flagged. */
    static Map<Cell, Mark<SpaceMark>> checked(Pencil pencil, Map<Cell, Mark<SpaceMark>> spaces) {
        Map<Cell, Mark<SpaceMark>> out = new LinkedHashMap<>(spaces);
        out.replaceAll((c, m) -> m.value() == SpaceMark.DOT && !known(pencil.clearOfArrows(c))
                ? new Mark<>(SpaceMark.DISPLAY, UNKNOWN)
                : m);
        return out;
    }

    /** Whether the inked points (x and y in mm) make a spot, a ring or one or two strokes. */
    static boolean known(List<double[]> pts) {
        double area = pts.size() / (double) (Rectified.PER_MM * Rectified.PER_MM);
        if (area <= SPOT || pts.size() < 8) return true;
        if (OddMarks.ring(pts)[1] <= RING) return true;
        Set<double[]> taken = Collections.newSetFromMap(new IdentityHashMap<>());
        band(pts, taken);
        band(pts, taken);
        return taken.size() >= STROKES * pts.size();
    }

    /** Adds to {@code taken} the points not yet taken in the straight band that holds most of them. */
    private static void band(List<double[]> pts, Set<double[]> taken) {
        List<double[]> best = List.of();
        double half = BAND / 2;
        for (int k = 0; k < DIRECTIONS; k++) {
            double a = Math.PI * k / DIRECTIONS;
            double sin = Math.sin(a);
            double cos = Math.cos(a);
            Map<Integer, List<double[]>> bins = new HashMap<>();
            for (double[] p : pts) {
                if (taken.contains(p)) continue;
                int b = (int) Math.floor((-p[0] * sin + p[1] * cos) / half);
                bins.computeIfAbsent(b, x -> new ArrayList<>()).add(p);
            }
            for (Map.Entry<Integer, List<double[]>> e : bins.entrySet()) {
                List<double[]> next = bins.getOrDefault(e.getKey() + 1, List.of());
                if (e.getValue().size() + next.size() <= best.size()) continue;
                List<double[]> in = new ArrayList<>(e.getValue());
                in.addAll(next);
                best = in;
            }
        }
        taken.addAll(best);
    }
}
