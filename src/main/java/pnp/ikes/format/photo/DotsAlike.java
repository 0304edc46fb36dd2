package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import pnp.grid.Cell;

/**
 * A player draws every dot of a sheet the same way (a spot, a ring, a tick or a cross). A mark read as a
 * dot whose shape is unlike the sheet's other sure dots is flagged: it may be a display's sketch drawn
 * small. Two measures of shape: how round the ink spreads (the spread across its main direction over
 * the spread along it: 1 for a spot or a ring, about 0.4 for a tick) and how much of its bounding box it
 * inks (a spot nearly all, a ring or a cross about half, a loose sketch less).
 */
final class DotsAlike {
    /** The sure dots, besides the one measured, a sheet needs before a dot is compared with them. */
    static final int OTHERS = 5;
    /** A dot this many spreads (median absolute deviations, scaled to a standard deviation) away is unlike. */
    static final double SPREADS = 5;
    /** The least spread of the sure dots' roundness: a dot 5 x 0.03 rounder or flatter than their median is unlike. */
    static final double ROUND_SPREAD = 0.03;
    /** The least spread of the sure dots' fill: a dot 5 x 0.04 fuller or emptier than their median is unlike. */
    static final double FILL_SPREAD = 0.04;
    /** The confidence of a dot unlike the sheet's other dots. */
    static final double UNLIKE = 0.6;

    private DotsAlike() {}

    /** The spaces as read, with each dot unlike the sheet's other sure dots flagged. */
    static Map<Cell, Mark<SpaceMark>> checked(Map<Cell, Mark<SpaceMark>> spaces, Function<Cell, List<double[]>> ink) {
        // the sure dots with enough ink to measure
        Map<Cell, double[]> sure = new LinkedHashMap<>();
        spaces.forEach((c, m) -> {
            double[] s = m.value() == SpaceMark.DOT && !m.doubtful() ? shape(ink.apply(c)) : null;
            if (s != null) sure.put(c, s);
        });
        Map<Cell, Mark<SpaceMark>> out = new LinkedHashMap<>(spaces);
        if (sure.size() <= OTHERS) return out;
        for (Map.Entry<Cell, double[]> e : sure.entrySet()) {
            List<double[]> others = new ArrayList<>(sure.values());
            others.remove(e.getValue());
            if (unlike(e.getValue()[0], others, 0, ROUND_SPREAD) || unlike(e.getValue()[1], others, 1, FILL_SPREAD))
                out.put(e.getKey(), out.get(e.getKey()).atMost(UNLIKE));
        }
        return out;
    }

    /** Whether {@code v} lies more than {@link #SPREADS} spreads from the others' median of measure {@code k}. */
    private static boolean unlike(double v, List<double[]> others, int k, double least) {
        double[] vs = others.stream().mapToDouble(s -> s[k]).toArray();
        double median = median(vs);
        double[] dev = Arrays.stream(vs).map(x -> Math.abs(x - median)).toArray();
        double spread = Math.max(least, 1.4826 * median(dev));
        return Math.abs(v - median) > SPREADS * spread;
    }

    private static double median(double[] vs) {
        double[] s = vs.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    /** The direction (radians, 0 to pi, 0 along the rows) in which the points of {@code m} spread most. */
    static double axis(Moments m) {
        double a = m.angle();
        return a < 0 ? a + Math.PI : a;
    }

    /** Roundness and fill of the inked points (x and y in mm), or null for too few to measure. */
    static double[] shape(List<double[]> pts) {
        return shape(pts, Moments.of(pts));
    }

    /** {@link #shape(List)} of points whose moments {@code m} are already summed. */
    static double[] shape(List<double[]> pts, Moments m) {
        int n = pts.size();
        if (n < 8) return null;
        double minX = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (double[] p : pts) {
            minX = Math.min(minX, p[0]);
            maxX = Math.max(maxX, p[0]);
            minY = Math.min(minY, p[1]);
            maxY = Math.max(maxY, p[1]);
        }
        double half = (m.xx() + m.yy()) / 2;
        double root = Math.sqrt(Math.max(0, half * half - (m.xx() * m.yy() - m.xy() * m.xy())));
        double round = Math.sqrt(Math.max(0, half - root) / Math.max(1e-12, half + root));
        double area = n / (double) (Rectified.PER_MM * Rectified.PER_MM);
        double fill = area / Math.max(0.01, (maxX - minX) * (maxY - minY));
        return new double[] {round, fill};
    }
}
