package pnp.ikes.format.photo;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.PrintedSheet;

/**
 * Reads every line of the grid for a pencilled wall. Along the line, every quarter millimetre, the
 * darkest ink across a strip as wide as a wobbly pencil stroke is compared with the level of the
 * printed line itself (measured on this photo: most lines carry no wall). A wall inks its ends; a
 * doorway (a wall with its middle third left open) inks its ends but not its middle.
 */
final class EdgeReader {
    /** Steps along the line start and end this far from its corners, clear of the walls that meet there. */
    static final double CLEAR_OF_CORNERS = 2.5;
    /** The strip across an inner line: a pencil wall may wander this far from it either way. */
    static final double ACROSS = 1.7;
    /** Above the printed line's own level by this much, a point of the line counts as pencilled. */
    static final double ABOVE_PRINT = 0.12;
    /** Never closer to the print than this, whatever the pencil: the noise of a photo stays below. */
    static final double MIN_ABOVE_PRINT = 0.07;

    private static final double STEP = 0.25;

    private EdgeReader() {}

    static Map<CellSide, Mark<EdgeMark>> read(Rectified r) {
        Map<CellSide, float[]> profiles = new LinkedHashMap<>();
        for (CellSide e : Edges.ALL) profiles.put(e, profile(r, e));
        double[] inner = medians(profiles, e -> !Edges.outer(e));
        double innerLevel = printLevel(inner);
        Map<Side, Double> outerLevel = new EnumMap<>(Side.class);
        // each side of the building on its own: a photo seen flat can sit a little off the printed double line on one
        // side
        for (Side side : Side.values()) {
            outerLevel.put(side, printLevel(medians(profiles, e -> Edges.outer(e) && e.side() == side)));
        }
        double above = above(inner, innerLevel);
        Map<CellSide, Mark<EdgeMark>> out = new LinkedHashMap<>();
        profiles.forEach((e, p) -> out.put(
                e, crossed(r, e, classify(p, (Edges.outer(e) ? outerLevel.get(e.side()) : innerLevel) + above))));
        return out;
    }

    /**
     * How far above the printed line's level a point counts as pencilled: {@link #ABOVE_PRINT}, or less
     * for a light pencil, judged by the darkest tenth of the inner lines ({@code inner}: their medians,
     * sorted; walls are drawn on more than a tenth of them on any played sheet): a third of the way
     * from the print to that pencil.
     */
    static double above(double[] inner, double level) {
        double pencil = inner[inner.length * 9 / 10];
        return Math.max(MIN_ABOVE_PRINT, Math.min(ABOVE_PRINT, (pencil - level) / 3));
    }

    /** The darkest ink across the strip at each step along the line. */
    static float[] profile(Rectified r, CellSide e) {
        Edges.Line g = Edges.line(e);
        // on the outer wall only the inner side of the strip: the printed double line lies outside
        double from = Edges.outer(e) ? -2.4 : -ACROSS;
        double to = Edges.outer(e) ? -0.55 : ACROSS;
        int n = (int) Math.floor((PrintedSheet.SQUARE - 2 * CLEAR_OF_CORNERS) / STEP) + 1;
        float[] p = new float[n];
        for (int i = 0; i < n; i++) {
            double t = CLEAR_OF_CORNERS + i * STEP;
            float max = 0;
            for (double s = from; s <= to + 1e-9; s += 1.0 / Rectified.PER_MM) {
                max = Math.max(max, r.inkAt(g, t, s));
            }
            p[i] = max;
        }
        return p;
    }

    /** The median ink along each line that {@code which} picks, sorted. */
    private static double[] medians(Map<CellSide, float[]> profiles, Predicate<CellSide> which) {
        return profiles.entrySet().stream()
                .filter(x -> which.test(x.getKey()))
                .mapToDouble(x -> median(x.getValue()))
                .sorted()
                .toArray();
    }

    /**
     * The printed line's level: of the lines' sorted medians, the one a fifth of the way up from the
     * palest (inside the grid: at least that share of the inner lines carries no pencil on a sheet that
     * can be played; on one side of the building, the second palest of its seven).
     */
    private static double printLevel(double[] medians) {
        return medians[medians.length / 5];
    }

    /**
     * A wall read on an inner line whose ink is spread across it rather than along it (strokes crossing
     * the line, as hatching does) is no wall, flagged; one whose ink is somewhat spread stays, flagged.
     */
    private static Mark<EdgeMark> crossed(Rectified r, CellSide e, Mark<EdgeMark> m) {
        if (m.value() == EdgeMark.NONE || Edges.outer(e)) return m;
        double c = OddMarks.concentration(r, e);
        if (c < OddMarks.CROSSED) return new Mark<>(EdgeMark.NONE, CafeteriaRules.BY_RULE);
        if (c < OddMarks.SPREAD) return new Mark<>(m.value(), Math.min(m.confidence(), CafeteriaRules.ODD));
        return m;
    }

    static Mark<EdgeMark> classify(float[] p, double level) {
        int n = p.length;
        int endsInked = 0;
        int ends = 0;
        int middleInked = 0;
        int middle = 0;
        for (int i = 0; i < n; i++) {
            double t = CLEAR_OF_CORNERS + i * STEP;
            boolean inked = p[i] > level;
            if (Math.abs(t - PrintedSheet.SQUARE / 2) <= 2) {
                middle++;
                if (inked) middleInked++;
            } else if (Math.abs(t - PrintedSheet.SQUARE / 2) >= 3) {
                ends++;
                if (inked) endsInked++;
            }
        }
        double endShare = endsInked / (double) ends;
        double midShare = middleInked / (double) middle;
        if (endShare < 0.5) return new Mark<>(EdgeMark.NONE, Mark.confidence(endShare - 0.5, 0.3));
        double wallness = Mark.confidence(endShare - 0.5, 0.3);
        if (midShare < 0.35)
            return new Mark<>(EdgeMark.DOORWAY, Math.min(wallness, Mark.confidence(midShare - 0.35, 0.25)));
        return new Mark<>(EdgeMark.WALL, Math.min(wallness, Mark.confidence(midShare - 0.35, 0.25)));
    }

    static double median(float[] v) {
        float[] c = v.clone();
        Arrays.sort(c);
        return c[c.length / 2];
    }

    static List<CellSide> walls(Map<CellSide, Mark<EdgeMark>> edges) {
        return edges.entrySet().stream()
                .filter(x -> x.getValue().value() != EdgeMark.NONE)
                .map(Map.Entry::getKey)
                .toList();
    }
}
