package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.grid.CellSide;
import pnp.ikes.model.PrintedSheet;

/**
 * A stroke rubbed out along a line: a rubber leaves a smear fainter and wider than pencil. A line read as
 * a wall whose stroke is both fainter and wider than the walls of the same sheet (same pencil, same light)
 * may be a wall drawn and rubbed out, and is flagged; one much fainter ({@link #RUBBED_OUT}) is read as no
 * wall, flagged too.
 */
final class Smears {
    /** A smear's darkest ink is below this share of the median over the sheet's walls, ... */
    static final double FAINTER = 0.85;
    /**
     * A smear whose darkest ink is below this share of the median is read as no wall: a stroke that faint
     * and at least {@link #WIDER} as wide is nearly always what a rubber left, seldom a wall drawn light.
     */
    static final double RUBBED_OUT = 0.6;
    /** ... and it is at least this many times as wide as the median over the sheet's walls; ... */
    static final double WIDER = 1.2;
    /** ... or its darkest ink is below this share, ... */
    static final double MUCH_FAINTER = 0.7;
    /** ... and it is at least this many times as wide. */
    static final double SOMEWHAT_WIDER = 1.1;
    /** The confidence of a wall that may be a smear. */
    static final double SMEAR = 0.6;
    /** Across a line, the ink is looked at this far (mm) either side. */
    static final double REACH = 2.5;
    /** The ink is looked at every this many mm along the line. */
    static final double ALONG = 0.5;

    /** See {@link #ALONG}: across the line, every this many mm. */
    static final double ACROSS = 0.125;

    private Smears() {}

    /**
     * The edges as read, but walls on inner lines fainter and wider than the sheet's walls flagged, and
     * those much fainter read as no wall (flagged).
     */
    static Map<CellSide, Mark<EdgeMark>> checked(Rectified r, Map<CellSide, Mark<EdgeMark>> edges) {
        Map<CellSide, double[]> strokes = new LinkedHashMap<>();
        edges.forEach((e, m) -> {
            if (m.value() == EdgeMark.WALL && !Edges.outer(e)) strokes.put(e, stroke(r, e));
        });
        Map<CellSide, Mark<EdgeMark>> out = new LinkedHashMap<>(edges);
        if (strokes.size() < 3) return out;
        double darkest = median(strokes.values().stream().map(s -> s[0]).toList());
        double width = median(strokes.values().stream().map(s -> s[1]).toList());
        strokes.forEach((e, s) -> {
            if (rubbedOut(s, darkest, width)) out.put(e, new Mark<>(EdgeMark.NONE, SMEAR));
            else if (smear(s, darkest, width)) out.put(e, out.get(e).atMost(SMEAR));
        });
        return out;
    }

    /** Whether a stroke ({@link #stroke}) is fainter and wider than the sheet's walls by the margins above. */
    static boolean smear(double[] stroke, double darkest, double width) {
        return (stroke[0] < FAINTER * darkest && stroke[1] >= WIDER * width)
                || (stroke[0] < MUCH_FAINTER * darkest && stroke[1] >= SOMEWHAT_WIDER * width);
    }

    /** Whether a smear is faint enough, and wide enough, to be read as no wall. */
    static boolean rubbedOut(double[] stroke, double darkest, double width) {
        return stroke[0] < RUBBED_OUT * darkest && stroke[1] >= WIDER * width;
    }

    /**
     * A line's stroke: the median, along the line, of the darkest ink across it (within {@link #REACH})
     * and of the width (mm) across it where the ink reaches half that.
     */
    static double[] stroke(Rectified r, CellSide e) {
        Edges.Line g = Edges.line(e);
        int n = (int) Math.round(2 * REACH / ACROSS) + 1;
        List<Double> darkest = new ArrayList<>();
        List<Double> widths = new ArrayList<>();
        double[] v = new double[n];
        double end = PrintedSheet.SQUARE - EdgeReader.CLEAR_OF_CORNERS;
        for (double t = EdgeReader.CLEAR_OF_CORNERS; t <= end; t += ALONG) {
            double best = 0;
            for (int i = 0; i < n; i++) {
                v[i] = r.inkAt(g, t, -REACH + i * ACROSS);
                best = Math.max(best, v[i]);
            }
            int k = 0;
            for (double x : v) if (x >= best / 2) k++;
            darkest.add(best);
            widths.add(k * ACROSS);
        }
        return new double[] {median(darkest), median(widths)};
    }

    private static double median(List<Double> v) {
        double[] s = v.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
