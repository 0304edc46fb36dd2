package pnp.ikes.format.photo;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
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

    /** A doorway's middle is looked at this far either side of an inner line (on an outer line, inside it). */
    static final double WIDE = 2.8;

    static final double WIDE_OUTER = 3.2;
    /** Pencil in this share of a doorway's middle, within {@link #WIDE}, makes it unsure; in {@link #THROUGH}, a wall. */
    static final double GAP_INKED = 0.35;

    static final double THROUGH = 0.6;
    /**
     * On a side of the building whose printed line reaches into the strip, so that its level stands
     * this much above the inner lines' print (0.03-0.06 on most photos), every line is flagged: little
     * room is left above the print for pencil.
     */
    static final double MURKY = 0.1;
    /** A line read as no wall with pencil along this share of it is flagged. */
    static final double PARTLY = 0.3;
    /** The confidence at most of a line read on such a side, or of a partly pencilled line read as none. */
    static final double UNSURE = 0.7;
    /** A wall's median pencil this many times as far above the print as the threshold is plainly pencil. */
    static final double FAINT = 2;
    /**
     * A line read as no wall whose median ink is this share of the way from the print to the
     * threshold is flagged: pencil too light to count lies along most of it (a light wall, or one
     * rubbed out).
     */
    static final double SHADOW = 0.4;

    /**
     * A wall drawn inside its space may lie beyond the strip ({@link #ACROSS}): an inner line read as no
     * wall is flagged when, from the strip's edge to this far from the line on one side, pencil runs ...
     */
    static final double BESIDE = 3.2;
    /** ... along at least this share of it, ... */
    static final double BESIDE_ALONG = 0.7;
    /**
     * ... at a steady distance from it, or one changing steadily (a stroke slanting a little): the
     * distance's standard deviation (mm) about the straight line that fits it best at most this. The pencil
     * counts from the threshold, or from {@link #SHADOW} of the way to it: a wall drawn light inside its
     * space, where it is a stroke: the ink {@link #STROKE_ENDS} further from the line falls back below that
     * (a shaded space's pencil does not).
     */
    static final double BESIDE_STEADY = 0.2;

    /** How far (mm) beyond a light stroke beside a line its pencil must have ended. */
    static final double STROKE_ENDS = 1.0;

    /** Along a line, the ink is looked at every this many mm. */
    static final double STEP = 0.25;

    /** The steps along a line, from {@link #CLEAR_OF_CORNERS} to as far from its other end. */
    static final int STEPS = (int) Math.floor((PrintedSheet.SQUARE - 2 * CLEAR_OF_CORNERS) / STEP) + 1;

    private EdgeReader() {}

    /**
     * Every line's reading, and the inner lines read as walls by the pencil along them but taken for no wall
     * because strokes cross them ({@link #crossed}): hatching, or a sketch drawn over a wall.
     */
    record Lines(Map<CellSide, Mark<EdgeMark>> marks, Set<CellSide> crossedWalls) {}

    static Lines read(Rectified r) {
        Map<CellSide, Double> shifts = PrintShift.of(r);
        // every line where the grid puts it, and the outer lines also where their print lies (the same
        // profile where the print lies on the grid)
        Map<CellSide, float[]> atGrid = new LinkedHashMap<>();
        Map<CellSide, float[]> atPrint = new LinkedHashMap<>();
        for (CellSide e : Edges.ALL) {
            float[] grid = profile(r, e);
            atGrid.put(e, grid);
            Double shift = shifts.get(e);
            if (Edges.outer(e)) atPrint.put(e, shift == null ? grid : profile(r, e, shift));
        }
        double[] inner = medians(atGrid, e -> !Edges.outer(e));
        double innerLevel = printLevel(inner);
        // each side of the building on its own: a photo seen flat can sit a little off the printed double line on one
        // side
        Map<Side, Double> atGridLevel = new EnumMap<>(Side.class);
        Map<Side, Double> atPrintLevel = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            atGridLevel.put(side, printLevel(medians(atGrid, e -> Edges.outer(e) && e.side() == side)));
            atPrintLevel.put(side, printLevel(medians(atPrint, e -> e.side() == side)));
        }
        double above = above(inner, innerLevel);
        Map<Side, Double> usualShift = new EnumMap<>(Side.class);
        for (Side side : Side.values()) usualShift.put(side, usualShift(shifts, side));
        Map<CellSide, Mark<EdgeMark>> out = new LinkedHashMap<>();
        Set<CellSide> crossedWalls = new LinkedHashSet<>();
        atGrid.forEach((e, grid) -> {
            double shift = shifts.getOrDefault(e, 0.0);
            // an outer line well off its print is read where the print lies, any other where the grid puts it
            boolean moved = PrintShift.flagged(shift);
            float[] p = moved ? atPrint.get(e) : grid;
            double level =
                    !Edges.outer(e) ? innerLevel : moved ? atPrintLevel.get(e.side()) : atGridLevel.get(e.side());
            Mark<EdgeMark> plain = classify(p, level + above);
            Mark<EdgeMark> m = faint(p, level, above, plain);
            // an outer line only where its print lies as most of its side's does, which set the level
            if (!Edges.outer(e) || shift == usualShift.get(e.side())) m = shadowed(p, level, above, m);
            if (!Edges.outer(e)) m = beside(r, e, m, level + above, level + SHADOW * above);
            Mark<EdgeMark> along = gapChecked(r, e, m, level + above, moved ? shift : 0);
            m = crossed(r, e, along);
            if (along.value() != EdgeMark.NONE && m.value() == EdgeMark.NONE) crossedWalls.add(e);
            // the printed outer wall shows in the strip on this side: little room left above it for pencil; or
            // the print lies well off where the grid puts it; or the line reads otherwise, or unsure, in the
            // other place
            boolean offPrint = moved;
            if (shift != 0) {
                Mark<EdgeMark> other = moved
                        ? classify(grid, atGridLevel.get(e.side()) + above)
                        : classify(atPrint.get(e), atPrintLevel.get(e.side()) + above);
                offPrint |= other.doubtful() || other.value() != plain.value();
            }
            if (level - innerLevel > MURKY || offPrint) m = m.atMost(UNSURE);
            out.put(e, m);
        });
        return new Lines(out, crossedWalls);
    }

    /** The print shift ({@link PrintShift}) most of a side's outer lines have, 0 where none is measured. */
    static double usualShift(Map<CellSide, Double> shifts, Side side) {
        Map<Double, Integer> count = new LinkedHashMap<>();
        for (CellSide e : Edges.ALL) {
            if (Edges.outer(e) && e.side() == side) count.merge(shifts.getOrDefault(e, 0.0), 1, Integer::sum);
        }
        return count.entrySet().stream()
                .max(Map.Entry.<Double, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .orElseThrow()
                .getKey();
    }

    /**
     * A wall whose pencil is barely darker than the threshold is flagged: a rubbed-out stroke or a
     * smudge along the line looks the same. Full confidence from {@link #FAINT} times the threshold's
     * height above the print.
     */
    static Mark<EdgeMark> faint(float[] p, double level, double above, Mark<EdgeMark> m) {
        if (m.value() == EdgeMark.NONE) return m;
        float[] inked = new float[p.length];
        int n = 0;
        for (float v : p) if (v > level + above) inked[n++] = v;
        if (n == 0) return m;
        double median = median(Arrays.copyOf(inked, n));
        double height = (median - level) / above;
        return m.atMost(Mark.confidence(height - 1, FAINT - 1));
    }

    /** A line read as no wall along which lies pencil too light to count ({@link #SHADOW}) is flagged. */
    static Mark<EdgeMark> shadowed(float[] p, double level, double above, Mark<EdgeMark> m) {
        if (m.value() != EdgeMark.NONE || (median(p) - level) / above < SHADOW) return m;
        return m.atMost(UNSURE);
    }

    /**
     * A line read as no wall beside which a straight stroke runs just beyond the strip, along most of the
     * line at a steady distance ({@link #BESIDE}), is flagged: a wall drawn well inside its space looks so
     * (so does a cafeteria's straight hatching, or a wall's second stroke). The stroke is darker than
     * {@code threshold}, or darker than {@code light} where its pencil has ended {@link #STROKE_ENDS}
     * further out.
     */
    static Mark<EdgeMark> beside(Rectified r, CellSide e, Mark<EdgeMark> m, double threshold, double light) {
        if (m.value() != EdgeMark.NONE || m.doubtful()) return m;
        Edges.Line g = Edges.line(e);
        double[] ts = new double[STEPS];
        double[] darkest = new double[STEPS];
        double[] at = new double[STEPS];
        for (int i = 0; i < STEPS; i++) ts[i] = CLEAR_OF_CORNERS + i * STEP;
        for (int sign = -1; sign <= 1; sign += 2) {
            // the darkest ink beside the line at each step along it, and how far off it lies
            for (int i = 0; i < STEPS; i++) {
                darkest[i] = 0;
                at[i] = 0;
                for (double s = ACROSS; s <= BESIDE + 1e-9; s += 1.0 / Rectified.PER_MM) {
                    double v = r.inkAt(g, ts[i], sign * s);
                    if (v > darkest[i]) {
                        darkest[i] = v;
                        at[i] = s;
                    }
                }
            }
            int side = sign;
            if (steady(ts, darkest, at, STEPS, threshold, k -> true)
                    || steady(
                            ts,
                            darkest,
                            at,
                            STEPS,
                            light,
                            k -> r.inkAt(g, ts[k], side * (at[k] + STROKE_ENDS)) <= light)) return m.atMost(UNSURE);
        }
        return m;
    }

    /**
     * Whether, of the {@code steps} steps, those whose darkest ink is above {@code threshold} and that {@code
     * ends} keeps are at least {@link #BESIDE_ALONG} of them and lie at a steady distance from the line.
     */
    static boolean steady(double[] ts, double[] darkest, double[] at, int steps, double threshold, IntPredicate ends) {
        int inked = 0;
        double sum = 0;
        double squares = 0;
        double sumT = 0;
        double squaresT = 0;
        double products = 0;
        for (int k = 0; k < steps; k++) {
            if (darkest[k] <= threshold || !ends.test(k)) continue;
            inked++;
            sum += at[k];
            squares += at[k] * at[k];
            sumT += ts[k];
            squaresT += ts[k] * ts[k];
            products += ts[k] * at[k];
        }
        if (inked < BESIDE_ALONG * steps) return false;
        // the spread of the distance about the straight line that fits it best: a stroke may slant a little
        double mean = sum / inked;
        double meanT = sumT / inked;
        double varAt = squares / inked - mean * mean;
        double varT = squaresT / inked - meanT * meanT;
        double cov = products / inked - mean * meanT;
        double residual = varT <= 0 ? varAt : varAt - cov * cov / varT;
        return Math.sqrt(Math.max(0, residual)) <= BESIDE_STEADY;
    }

    /**
     * A doorway read on a line whose middle holds pencil a little further from the line than the
     * strip reaches (a wall drawn inside its space that drifts away in the middle, or a sketch close
     * to the line beside a doorway) is not sure: read as a wall when the pencil runs through most of
     * the middle, else as the doorway, and flagged either way.
     */
    static Mark<EdgeMark> gapChecked(Rectified r, CellSide e, Mark<EdgeMark> m, double threshold, double shift) {
        if (m.value() != EdgeMark.DOORWAY) return m;
        Edges.Line g = Edges.line(e);
        double from = Edges.outer(e) ? -WIDE_OUTER + shift : -WIDE;
        double to = Edges.outer(e) ? -0.55 + shift : WIDE;
        int middle = 0;
        int inked = 0;
        for (double t = PrintedSheet.SQUARE / 2 - 2; t <= PrintedSheet.SQUARE / 2 + 2 + 1e-9; t += STEP) {
            middle++;
            for (double s = from; s <= to + 1e-9; s += 1.0 / Rectified.PER_MM) {
                if (r.inkAt(g, t, s) > threshold) {
                    inked++;
                    break;
                }
            }
        }
        double share = inked / (double) middle;
        if (share < GAP_INKED) return m;
        EdgeMark value = share >= THROUGH ? EdgeMark.WALL : EdgeMark.DOORWAY;
        return new Mark<>(value, Math.min(m.confidence(), CafeteriaRules.BY_RULE));
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
        return profile(r, e, 0);
    }

    /** {@link #profile(Rectified, CellSide)} with an outer line's strip moved out by {@code shift} mm ({@link PrintShift}). */
    static float[] profile(Rectified r, CellSide e, double shift) {
        Edges.Line g = Edges.line(e);
        // on the outer wall only the inner side of the strip: the printed double line lies outside
        double from = Edges.outer(e) ? -2.4 + shift : -ACROSS;
        double to = Edges.outer(e) ? -0.55 + shift : ACROSS;
        float[] p = new float[STEPS];
        for (int i = 0; i < STEPS; i++) {
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
        if (c < OddMarks.SPREAD) return m.atMost(CafeteriaRules.ODD);
        return m;
    }

    static Mark<EdgeMark> classify(float[] p, double level) {
        int n = p.length;
        int all = 0;
        int endsInked = 0;
        int ends = 0;
        int middleInked = 0;
        int middle = 0;
        for (int i = 0; i < n; i++) {
            double t = CLEAR_OF_CORNERS + i * STEP;
            boolean inked = p[i] > level;
            if (inked) all++;
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
        if (endShare < 0.5) {
            // a line inked along a good part of its length is no sure blank: a short or broken wall looks so
            double sure = Mark.confidence(endShare - 0.5, 0.3);
            return new Mark<>(EdgeMark.NONE, all >= PARTLY * n ? Math.min(sure, UNSURE) : sure);
        }
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
