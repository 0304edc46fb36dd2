package pnp.ikes.format.photo;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import pnp.grid.Cell;
import pnp.grid.CellSide;

/**
 * A player draws every dot of a sheet the same way (a spot, a ring, a tick, a cross), and the displays
 * otherwise: a sketch, a scribble, the die's number written small. So a mark read as a dot whose shape is far
 * from the sheet's other dots is read as a display, flagged.
 *
 * <p>A mark's shape is where its ink lies round its centre, at its own scale: a {@link #GRID} x {@link #GRID}
 * picture of its inked points, {@link #REACH} times their root mean square distance from their centre each way,
 * as a unit vector. Two shapes are as far apart as one minus the cosine between them (0 for the same shape at
 * any size). A dot's distance from the sheet's dots is its distance to the nearest third of them: the dots of
 * one hand lie close together, so a dot is near that many, while a written 3 or a small sketch is not. A dot
 * far from them for the sheet (its distance against the sheet's median distance) is read as a display; one
 * a little less far keeps its reading, flagged.
 */
final class DotsAlike {
    /** The marks read as dots, the one measured among them, a sheet needs before they are compared. */
    static final int FEWEST = 6;
    /** The side of a shape's picture, in cells. */
    static final int GRID = 7;
    /** A shape's picture reaches this many root mean square radii from the mark's centre each way. */
    static final double REACH = 2.2;
    /**
     * A dot at least this far (one minus a cosine) from the sheet's dots, and {@link #SPREADS} times their median
     * distance, is unlike them: a dot of the tuned styles lies at most 0.17 from its sheet's other dots.
     */
    static final double FAR = 0.2;

    static final double SPREADS = 2.5;
    /**
     * On a sheet whose dots are nearly all one shape (a spot or a ring), a dot at least {@link #NEAR} from them
     * and {@link #TIGHT} times their median distance is unlike them too.
     */
    static final double NEAR = 0.08;

    static final double TIGHT = 10;
    /** A dot at least this far from the sheet's dots, and {@link #SPREADS} times their median distance, is flagged. */
    static final double ODD = 0.1;
    /** The confidence of a display read from a dot unlike the sheet's other dots. */
    static final double UNLIKE = 0.55;
    /** The confidence at most of a dot that lies apart from the sheet's other dots, but not as far as unlike. */
    static final double APART = 0.6;

    private DotsAlike() {}

    /**
     * The spaces as read, with each dot unlike the sheet's other dots read as a display, flagged; or kept a dot,
     * flagged, where a game fits the sheet as read and none fits it with that display ({@link Checksum#verdict}).
     */
    static Map<Cell, Mark<SpaceMark>> checked(
            Map<Cell, Mark<SpaceMark>> spaces,
            Function<Cell, List<double[]>> ink,
            Map<CellSide, Mark<EdgeMark>> edges) {
        Map<Cell, double[]> shapes = new LinkedHashMap<>();
        spaces.forEach((c, m) -> {
            double[] s = m.value() == SpaceMark.DOT ? shape(ink.apply(c)) : null;
            if (s != null) shapes.put(c, s);
        });
        Map<Cell, Mark<SpaceMark>> out = new LinkedHashMap<>(spaces);
        if (shapes.size() < FEWEST) return out;
        Map<Cell, Double> away = new LinkedHashMap<>();
        shapes.forEach((c, s) -> away.put(c, fromOthers(s, shapes)));
        double typical =
                median(away.values().stream().mapToDouble(Double::doubleValue).toArray());
        Map<Cell, SpaceMark> read = Mark.values(spaces);
        boolean fits = Checksum.verdict(read, edges) != TileCover.Verdict.IMPOSSIBLE;
        away.forEach((c, d) -> {
            if ((d >= FAR && d >= SPREADS * typical) || (d >= NEAR && d >= TIGHT * typical)) {
                read.put(c, SpaceMark.DISPLAY);
                boolean still = !fits || Checksum.verdict(read, edges) != TileCover.Verdict.IMPOSSIBLE;
                read.put(c, SpaceMark.DOT);
                out.put(
                        c,
                        still
                                ? new Mark<>(SpaceMark.DISPLAY, UNLIKE)
                                : out.get(c).atMost(APART));
            } else if (d >= ODD && d >= SPREADS * typical) out.put(c, out.get(c).atMost(APART));
        });
        return out;
    }

    /** The distance from {@code s} to the nearest third of the other shapes: the farthest of them. */
    static double fromOthers(double[] s, Map<Cell, double[]> shapes) {
        double[] d = shapes.values().stream()
                .filter(o -> o != s)
                .mapToDouble(o -> distance(s, o))
                .sorted()
                .toArray();
        return d[(d.length - 1) / 3];
    }

    /** One minus the cosine between two shapes: 0 for the same shape, 1 for shapes with no ink in common. */
    static double distance(double[] a, double[] b) {
        double dot = 0;
        for (int i = 0; i < a.length; i++) dot += a[i] * b[i];
        return 1 - dot;
    }

    private static double median(double[] vs) {
        double[] s = vs.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    /**
     * The shape of the inked points (x and y in mm): their picture round their centre at their own scale, each
     * point shared between its four nearest cells, as a unit vector; null for fewer than 8 points.
     */
    static double[] shape(List<double[]> pts) {
        int n = pts.size();
        if (n < 8) return null;
        Moments m = Moments.of(pts);
        double reach = REACH * Math.max(1e-6, Math.sqrt((m.xx() + m.yy()) / n));
        double[] h = new double[GRID * GRID];
        for (double[] p : pts) {
            double u = ((p[0] - m.cx()) / reach + 1) / 2 * (GRID - 1);
            double v = ((p[1] - m.cy()) / reach + 1) / 2 * (GRID - 1);
            if (u < 0 || v < 0 || u > GRID - 1 || v > GRID - 1) continue;
            int iu = Math.min(GRID - 2, (int) u);
            int iv = Math.min(GRID - 2, (int) v);
            double fu = u - iu;
            double fv = v - iv;
            h[iv * GRID + iu] += (1 - fu) * (1 - fv);
            h[iv * GRID + iu + 1] += fu * (1 - fv);
            h[(iv + 1) * GRID + iu] += (1 - fu) * fv;
            h[(iv + 1) * GRID + iu + 1] += fu * fv;
        }
        double norm = 0;
        for (double x : h) norm += x * x;
        norm = Math.sqrt(norm);
        for (int i = 0; i < h.length; i++) h[i] /= norm;
        return h;
    }
}
