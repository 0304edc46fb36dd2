package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.PrintedSheet;
import pnp.ikes.model.Sheet;

/**
 * Reads every space for pencil: nothing, a dot, a display, or half of a cafeteria's fork. Only the
 * space's inside counts (walls lie along its lines) and not the corner its printed name is in. A dot
 * is a little ink in a small spot; a display's sketch spreads over the space; a fork is a stroke that
 * crosses the line between two spaces near its middle, with ink in both.
 */
final class SpaceReader {
    /** The inside of a space starts this far from its lines. */
    static final double INSET = 2.8;
    /** The printed name's corner (from the space's top-left corner) is left out. */
    static final double NAME_W = 6.5;

    static final double NAME_H = 4.2;
    /** Ink above this counts as a pencil mark. */
    static final float INKED = 0.2f;
    /**
     * A space read otherwise when ink above this counts too is flagged: what it holds depends on how
     * light a pencil the reader counts (a light dot, a faint sketch, a dot rubbed out).
     */
    static final float LIGHT = 0.15f;
    /** The confidence at most of a space that reads otherwise with {@link #LIGHT} pencil counted. */
    static final double LIGHTLY = 0.7;
    /** Less pencil than this (mm^2) is an empty space; less than {@link #DOT_AREA} in a small spot is a dot. */
    static final double EMPTY_AREA = 0.35;

    /**
     * A dot covers less than this (mm^2) and spreads less than {@link #DOT_SPAN} (mm). The largest dots
     * of the tuned styles (a filled dot, a small circle, a tick) cover about 12 mm^2 at the moderate level.
     */
    static final double DOT_AREA = 13;

    static final double DOT_SPAN = 5;
    /**
     * How sure a dot is by its area rises over this many mm^2 below {@link #DOT_AREA}: a dot covering
     * more than the tuned styles' 99th percentile (about 9 mm^2) is flagged, as a compact scribble or a
     * small sketch covers as much.
     */
    static final double DOT_AREA_SURE = 8;
    /**
     * How sure a dot is by its span rises over this many mm below {@link #DOT_SPAN}: a dot spreading 4.25 mm or
     * more, within 0.75 mm of a display's span, is flagged (a small sketch spreads as far).
     */
    static final double DOT_SPAN_SURE = 1.6;

    /** A stroke this close (mm) to the inside's edge, along this share of a walled side, belongs to the wall. */
    static final double ALONG_WALL = 1.6;

    static final double ALONG_SHARE = 0.5;
    /** Ink this close (mm) to the inside's edge on a walled side is the wall's, however little of the side it runs along. */
    static final double WALL_SLIVER = 0.8;

    /** A stroke crossing a line more strongly than this ({@link #crossing}, mm^2) joins its two spaces. */
    static final double CROSSED = 0.5;

    /** How far an entrance or exit arrow may reach into its space (the printed one reaches 4 mm), and its half-width there. */
    static final double ARROW_REACH = 6;

    static final double ARROW_HALF = 2.6;

    private SpaceReader() {}

    /** What one space's inside shows: the inked area (mm^2) and how far it spreads (mm). */
    record Ink(double area, double span) {}

    /**
     * Every space read, the cafeterias' pairs, the ink each space's inside shows, and the spaces of the pairs read
     * from the crossing alone (no pencil inside either space).
     */
    record Spaces(
            Map<Cell, Mark<SpaceMark>> marks,
            List<Cafeteria> cafeterias,
            Map<Cell, Ink> inks,
            Set<Cell> crossingOnly) {}

    /** Read with the entrance and exit known: an arrow's tip reaching into its space is not pencil of the space. */
    static Spaces read(Rectified r, Map<CellSide, Mark<EdgeMark>> edges, List<CellSide> doors) {
        Map<Cell, Ink> inks = new LinkedHashMap<>();
        Map<Cell, Mark<SpaceMark>> out = new LinkedHashMap<>();
        for (Cell c : Sheet.cells()) {
            List<Side> walled = walled(edges, c);
            Ink k = ink(r, c, doors, walled);
            Mark<SpaceMark> m = classify(k);
            if (classify(ink(r, c, doors, walled, LIGHT)).value() != m.value()) m = m.atMost(LIGHTLY);
            inks.put(c, k);
            out.put(c, m);
        }
        List<Cafeteria> pairs = cafeterias(r, edges);
        Set<Cell> crossingOnly = new HashSet<>();
        for (Cafeteria pair : pairs) {
            // a fork may lie mostly in one space with its end across the line, or be drawn small on the line
            // (the legend's size): a pair with no pencil inside either space is read from the crossing alone
            boolean inside =
                    Math.max(inks.get(pair.a()).area(), inks.get(pair.b()).area()) >= EMPTY_AREA * 3;
            for (Cell c : pair.spaces())
                out.put(c, new Mark<>(SpaceMark.CAFETERIA, Math.min(out.get(c).confidence(), inside ? 0.9 : LIGHTLY)));
            if (!inside) crossingOnly.addAll(pair.spaces());
        }
        return new Spaces(out, pairs, inks, crossingOnly);
    }

    /** The sides of a space whose lines are read as walls (or doorways). */
    static List<Side> walled(Map<CellSide, Mark<EdgeMark>> edges, Cell c) {
        List<Side> out = new ArrayList<>();
        for (Side s : Side.values()) {
            if (edges.get(Edges.canonical(new CellSide(c, s))).value() != EdgeMark.NONE) out.add(s);
        }
        return out;
    }

    static Ink ink(Rectified r, Cell c, List<CellSide> doors, List<Side> walled) {
        return ink(r, c, doors, walled, INKED);
    }

    /** {@link #ink(Rectified, Cell, List, List)} counting ink above {@code inked} as pencil. */
    static Ink ink(Rectified r, Cell c, List<CellSide> doors, List<Side> walled, float inked) {
        double q = PrintedSheet.SQUARE;
        double x0 = c.col() * q;
        double y0 = c.row() * q;
        List<double[]> points = new ArrayList<>();
        for (int py = Rectified.px(y0 + INSET); py < Rectified.px(y0 + q - INSET); py++) {
            for (int pxl = Rectified.px(x0 + INSET); pxl < Rectified.px(x0 + q - INSET); pxl++) {
                double x = Rectified.mm(pxl) - x0;
                double y = Rectified.mm(py) - y0;
                if ((x < NAME_W && y < NAME_H) || underArrow(c, x, y, doors)) continue;
                if (r.ink.get(pxl, py) > inked) points.add(new double[] {x, y});
            }
        }
        for (Side s : walled) points = withoutWallStroke(points, s);
        double area = points.size() / (double) (Rectified.PER_MM * Rectified.PER_MM);
        if (points.size() < 4) return new Ink(area, 0);
        return new Ink(area, Math.max(spread(points, 0), spread(points, 1)));
    }

    /**
     * The points without a stroke along the inside's edge on a walled side: a wall drawn twice, or
     * inside its space, can reach past {@link #INSET}, and is part of the wall, not of the space's mark.
     * A stroke is ink in the {@link #ALONG_WALL} mm next to that edge along at least {@link
     * #ALONG_SHARE} of it; ink in the {@link #WALL_SLIVER} mm next to it is always the wall's.
     */
    static List<double[]> withoutWallStroke(List<double[]> points, Side side) {
        double q = PrintedSheet.SQUARE;
        int bins = (int) Math.ceil((q - 2 * INSET) / 0.5);
        boolean[] along = new boolean[bins];
        List<double[]> band = new ArrayList<>();
        List<double[]> sliver = new ArrayList<>();
        for (double[] p : points) {
            double from = switch (side) {
                case N -> p[1] - INSET;
                case S -> q - INSET - p[1];
                case W -> p[0] - INSET;
                case E -> q - INSET - p[0];
            };
            if (from >= ALONG_WALL) continue;
            band.add(p);
            if (from < WALL_SLIVER) sliver.add(p);
            double t = (side == Side.N || side == Side.S ? p[0] : p[1]) - INSET;
            along[Math.max(0, Math.min(bins - 1, (int) (t / 0.5)))] = true;
        }
        int n = 0;
        for (boolean b : along) if (b) n++;
        // the wall's points themselves (arrays compare by reference, as removeAll would)
        Set<double[]> wall = Collections.newSetFromMap(new IdentityHashMap<>());
        wall.addAll(n < ALONG_SHARE * bins ? sliver : band);
        List<double[]> out = new ArrayList<>(points.size());
        for (double[] p : points) if (!wall.contains(p)) out.add(p);
        return out;
    }

    /** The arrow's tip: up to {@link #ARROW_REACH} into the space, along the middle of its door's side. */
    static boolean underArrow(Cell c, double x, double y, List<CellSide> doors) {
        double mid = PrintedSheet.SQUARE / 2;
        double far = PrintedSheet.SQUARE - ARROW_REACH;
        for (CellSide d : doors) {
            if (!d.cell().equals(c)) continue;
            boolean hit = switch (d.side()) {
                case N -> y < ARROW_REACH && Math.abs(x - mid) < ARROW_HALF;
                case S -> y > far && Math.abs(x - mid) < ARROW_HALF;
                case W -> x < ARROW_REACH && Math.abs(y - mid) < ARROW_HALF;
                case E -> x > far && Math.abs(y - mid) < ARROW_HALF;
            };
            if (hit) return true;
        }
        return false;
    }

    /** From the 5th to the 95th percentile of the ink's coordinate {@code axis}: its extent, stray specks left out. */
    private static double spread(List<double[]> points, int axis) {
        double[] v = points.stream().mapToDouble(p -> p[axis]).sorted().toArray();
        return v[(int) (v.length * 0.95)] - v[(int) (v.length * 0.05)];
    }

    static Mark<SpaceMark> classify(Ink k) {
        if (k.area() < EMPTY_AREA)
            return new Mark<>(SpaceMark.EMPTY, Mark.confidence(k.area() - EMPTY_AREA, EMPTY_AREA));
        double asEmpty = Mark.confidence(k.area() - EMPTY_AREA, EMPTY_AREA);
        double byArea = Mark.confidence(k.area() - DOT_AREA, 4);
        double bySpan = Mark.confidence(k.span() - DOT_SPAN, 1.5);
        boolean large = k.area() >= DOT_AREA;
        boolean wide = k.span() >= DOT_SPAN;
        // a dot must be small by both measures, a display is large by either: each as sure as the measures that
        // decide it (a display large by one measure only is no surer than that one)
        if (!large && !wide) {
            double small = Mark.confidence(k.area() - DOT_AREA, DOT_AREA_SURE);
            double narrow = Mark.confidence(k.span() - DOT_SPAN, DOT_SPAN_SURE);
            return new Mark<>(SpaceMark.DOT, Math.min(asEmpty, Math.min(small, narrow)));
        }
        double sure = large && wide ? Math.max(byArea, bySpan) : large ? byArea : bySpan;
        return new Mark<>(SpaceMark.DISPLAY, Math.min(asEmpty, sure));
    }

    /**
     * The forks: lines without a wall crossed near their middle by a stroke with ink on both sides (the
     * fork may lie mostly in one space, or all on the line); strongest first, each space in one, at most two.
     */
    static List<Cafeteria> cafeterias(Rectified r, Map<CellSide, Mark<EdgeMark>> edges) {
        record Crossing(Cell a, Cell b, double strength) {}
        List<Crossing> found = new ArrayList<>();
        for (CellSide e : Edges.ALL) {
            if (Edges.outer(e) || edges.get(e).value() != EdgeMark.NONE) continue;
            Cell b = Edges.beyond(e).orElseThrow();
            double s = crossing(r, e);
            if (s > CROSSED) found.add(new Crossing(e.cell(), b, s));
        }
        found.sort(Comparator.comparingDouble(Crossing::strength).reversed());
        List<Cafeteria> pairs = new ArrayList<>();
        List<Cell> used = new ArrayList<>();
        for (Crossing x : found) {
            if (pairs.size() == 2 || used.contains(x.a()) || used.contains(x.b())) continue;
            pairs.add(new Cafeteria(x.a(), x.b()));
            used.addAll(Arrays.asList(x.a(), x.b()));
        }
        return pairs;
    }

    /**
     * How clearly a stroke crosses the line near its middle: zero unless the line itself is inked there
     * (a handle crosses it; two displays side by side do not touch it), else the inked area (mm^2) on
     * the thinner of its two sides just beyond it.
     */
    static double crossing(Rectified r, CellSide e) {
        return crossing(r, e, PrintedSheet.SQUARE / 2 - 3.5, PrintedSheet.SQUARE / 2 + 3.5);
    }

    /** {@link #crossing(Rectified, CellSide)} from {@code from} to {@code to} mm along the line. */
    static double crossing(Rectified r, CellSide e, double from, double to) {
        Edges.Line g = Edges.line(e);
        double[] side = new double[2];
        double onLine = 0;
        double px = 1.0 / Rectified.PER_MM;
        for (double t = from; t <= to; t += px) {
            for (double s = -3.6; s <= 3.6; s += px) {
                if (r.inkAt(g, t, s) <= INKED) continue;
                if (Math.abs(s) <= 0.8) onLine += px * px;
                else if (Math.abs(s) >= 1.4) side[s < 0 ? 0 : 1] += px * px;
            }
        }
        return onLine < 0.3 ? 0 : Math.min(side[0], side[1]);
    }
}
