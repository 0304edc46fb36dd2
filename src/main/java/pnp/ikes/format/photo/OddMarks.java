package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.List;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.PrintedSheet;

/**
 * Marks the sheet's legend does not teach, that a player may still draw: hatching (parallel strokes
 * filling a space, and crossing the line into the next space of a cafeteria) and a letter C. The
 * reader cannot be sure what such a mark means, so it says so: a space holding one is flagged, a line
 * that strokes cross rather than follow is not read as a confident wall.
 */
final class OddMarks {
    /** What a space's pencil looks like, beyond dot or display. */
    enum Kind {
        /** Nothing odd: a dot, a sketch of furniture, a number. */
        NONE,
        /** Parallel strokes over most of the space. */
        HATCHED,
        /** An open ring a few millimetres round: a letter C. */
        LETTER
    }

    /** Of a 4 x 4 grid over a space's inside, at least this share of the blocks holds ink in hatching. */
    static final double HATCH_COVER = 0.75;
    /** At least this many parallel strokes slanting either way (or {@link #HATCH_STRAIGHT} across or down). */
    static final int HATCH_SLANTED = 3;

    static final int HATCH_STRAIGHT = 5;
    /** Or at least this many separate long straight strokes running the same way ({@link ParallelStrokes}). */
    static final int HATCH_STROKES = 3;
    /** Two side by side with at least this many each, running the same way, are hatched too. */
    static final int PAIR_STROKES = 2;
    /** A letter C: ink within this share of the fitted circle's radius of it, round at least half of it and open. */
    static final double RING_FIT = 0.13;

    static final double RING_ROUND = 0.5;
    /** A mark beside a C is nearly one when its ink lies within this share of the fitted radius. */
    static final double RING_LOOSE = 0.2;
    /** A closed ring (or a box, which fits a circle nearly as well) is no C. */
    static final double RING_OPEN = 0.9;
    /** A C's radius in millimetres (a smaller ring is a dot drawn as a circle). */
    static final double RING_FROM = 2.5;

    static final double RING_TO = 7;
    /** A line whose ink is spread across a strip this share as concentrated as a stroke along it is crossed, not walled. */
    static final double CROSSED = 0.45;
    /** Between {@link #CROSSED} and this, a wall read there is flagged. */
    static final double SPREAD = 0.55;

    private OddMarks() {}

    /** What a space's pencil ({@link #inkInside}) looks like. */
    static Kind kind(List<double[]> pts) {
        if (pts.size() < 20) return Kind.NONE;
        if (hatched(pts) || ParallelStrokes.sameWay(pts, Rectified.PER_MM).count() >= HATCH_STROKES)
            return Kind.HATCHED;
        return letter(pts) ? Kind.LETTER : Kind.NONE;
    }

    /** The long straight strokes of a space's pencil ({@link #inkInside}) that run one way ({@link ParallelStrokes}). */
    static ParallelStrokes.Way strokes(List<double[]> pts) {
        return ParallelStrokes.sameWay(pts, Rectified.PER_MM);
    }

    /** Ink close to a circle a few millimetres round, round most of it but open somewhere: a C. */
    static boolean letter(List<double[]> pts) {
        return letter(pts, RING_FIT);
    }

    /** A C drawn less truly: its ink within {@link #RING_LOOSE} of the ring. */
    static boolean nearlyLetter(List<double[]> pts) {
        return letter(pts, RING_LOOSE);
    }

    private static boolean letter(List<double[]> pts, double fit) {
        if (pts.size() < 20) return false;
        double[] ring = ring(pts);
        return ring[0] >= RING_FROM
                && ring[0] <= RING_TO
                && ring[1] <= fit
                && ring[2] >= RING_ROUND
                && ring[2] <= RING_OPEN;
    }

    /**
     * The inked points of a space's inside (the printed name's corner and the tip of a door's arrow left
     * out): x and y in mm from its inside's corner, and the ink there.
     */
    static List<double[]> inkInside(Rectified r, Cell c, List<CellSide> doors) {
        double q = PrintedSheet.SQUARE;
        double px = 1.0 / Rectified.PER_MM;
        List<double[]> out = new ArrayList<>();
        for (int j = 0; j < (q - 2 * SpaceReader.INSET) * Rectified.PER_MM; j++) {
            for (int i = 0; i < (q - 2 * SpaceReader.INSET) * Rectified.PER_MM; i++) {
                double x = SpaceReader.INSET + (i + 0.5) * px;
                double y = SpaceReader.INSET + (j + 0.5) * px;
                if ((x < SpaceReader.NAME_W && y < SpaceReader.NAME_H) || SpaceReader.underArrow(c, x, y, doors))
                    continue;
                double ink = r.inkAt(c.col() * q + x, c.row() * q + y);
                if (ink > SpaceReader.INKED) out.add(new double[] {x - SpaceReader.INSET, y - SpaceReader.INSET, ink});
            }
        }
        return out;
    }

    /**
     * Ink over most of the inside, in parallel strokes: projected across each of four directions in
     * half-millimetre bins, one direction shows several separate peaks.
     */
    static boolean hatched(List<double[]> pts) {
        double in = PrintedSheet.SQUARE - 2 * SpaceReader.INSET;
        int bins = (int) Math.ceil(in * Math.sqrt(2) / 0.5) + 2;
        double[][] proj = new double[4][bins];
        int[] perBlock = new int[16];
        for (double[] p : pts) {
            double u = p[0];
            double v = p[1];
            int b = Math.min(3, (int) (v / in * 4)) * 4 + Math.min(3, (int) (u / in * 4));
            perBlock[b]++;
            proj[0][(int) (u / 0.5)]++;
            proj[1][(int) (v / 0.5)]++;
            proj[2][(int) ((u + v) / Math.sqrt(2) / 0.5)]++;
            proj[3][(int) ((u - v + in) / Math.sqrt(2) / 0.5)]++;
        }
        int covered = 0;
        // a quarter of a square millimetre of ink in a block
        for (int b = 0; b < 16; b++) if (perBlock[b] > 0.25 * Rectified.PER_MM * Rectified.PER_MM) covered++;
        if (covered < HATCH_COVER * perBlock.length) return false;
        return Math.max(peaks(proj[2]), peaks(proj[3])) >= HATCH_SLANTED
                || Math.max(peaks(proj[0]), peaks(proj[1])) >= HATCH_STRAIGHT;
    }

    /** Separate peaks of a projection (lightly smoothed): each rises above a third of the highest and falls to half. */
    static int peaks(double[] p) {
        double[] s = new double[p.length];
        for (int i = 0; i < p.length; i++)
            s[i] = (i > 0 ? p[i - 1] : 0) * 0.5 + p[i] + (i + 1 < p.length ? p[i + 1] : 0) * 0.5;
        double max = 0;
        for (double v : s) max = Math.max(max, v);
        if (max == 0) return 0;
        int n = 0;
        boolean up = false;
        double level = 0;
        for (double v : s) {
            if (!up && v > 0.35 * max && v > level * 2 + 0.05 * max) {
                up = true;
                n++;
                level = v;
            } else if (up) {
                level = Math.max(level, v);
                if (v < 0.5 * level) {
                    up = false;
                    level = v;
                }
            } else {
                level = Math.min(level, v);
            }
        }
        return n;
    }

    /**
     * A circle fitted to the ink by least squares (Kasa's fit): its radius (mm), the root mean square
     * distance of the ink from it as a share of the radius, and the share of 24 directions round its
     * centre that hold ink.
     */
    static double[] ring(List<double[]> pts) {
        double[] m = ParallelStrokes.centroid(pts);
        double mx = m[0];
        double my = m[1];
        double suu = 0;
        double suv = 0;
        double svv = 0;
        double b1 = 0;
        double b2 = 0;
        for (double[] p : pts) {
            double u = p[0] - mx;
            double v = p[1] - my;
            suu += u * u;
            suv += u * v;
            svv += v * v;
            b1 += 0.5 * (u * u * u + u * v * v);
            b2 += 0.5 * (v * v * v + v * u * u);
        }
        double det = suu * svv - suv * suv;
        if (Math.abs(det) < 1e-9) return new double[] {0, 1, 0};
        double uc = (b1 * svv - b2 * suv) / det;
        double vc = (suu * b2 - suv * b1) / det;
        double rad = Math.sqrt(uc * uc + vc * vc + (suu + svv) / pts.size());
        double cx = uc + mx;
        double cy = vc + my;
        double ss = 0;
        boolean[] round = new boolean[24];
        for (double[] p : pts) {
            double d = Math.hypot(p[0] - cx, p[1] - cy) - rad;
            ss += d * d;
            double a = Math.atan2(p[1] - cy, p[0] - cx);
            round[(int) Math.floor((a + Math.PI) / (2 * Math.PI) * 24) % 24] = true;
        }
        int n = 0;
        for (boolean b : round) if (b) n++;
        return new double[] {rad, Math.sqrt(ss / pts.size()) / rad, n / 24.0};
    }

    /**
     * How concentrated the ink across an inner line is: of the ink within 3.2 mm either side, the
     * share in the best 1.6 mm wide strip along it. A wall (even doubled or off the line) keeps most of
     * its ink in one strip; strokes that cross the line (hatching) spread it evenly. 1 when there is none.
     */
    static double concentration(Rectified r, CellSide e) {
        double[] across = across(r, e);
        double total = 0;
        for (double v : across) total += v;
        if (total == 0) return 1;
        return densest(across)[1] / total;
    }

    /**
     * Where the pencil along a line lies across it: the middle of the densest strip {@link #STRIP} wide
     * within 3.2 mm of the line, in mm out of the line's own space ({@code e.cell()}); 0 when none.
     */
    static double offset(Rectified r, CellSide e) {
        double[] across = across(r, e);
        // on the outer wall only inside it: the printed double line lies outside
        if (Edges.outer(e))
            for (int i = 0; i < across.length; i++) if (i > (3.2 - 0.55) * Rectified.PER_MM) across[i] = 0;
        int w = (int) Math.round(STRIP * Rectified.PER_MM);
        return (densest(across)[0] + (w - 1) / 2.0) / Rectified.PER_MM - 3.2;
    }

    private static final double STRIP = 1.6;

    /** The ink (above {@link SpaceReader#INKED}) at each eighth of a millimetre across the line, summed along it. */
    static double[] across(Rectified r, CellSide e) {
        return across(r, e, EdgeReader.CLEAR_OF_CORNERS, PrintedSheet.SQUARE - EdgeReader.CLEAR_OF_CORNERS);
    }

    /** {@link #across(Rectified, CellSide)} over the stretch of the line from {@code from} to {@code to} (mm). */
    static double[] across(Rectified r, CellSide e, double from, double to) {
        Edges.Line g = Edges.line(e);
        double px = 1.0 / Rectified.PER_MM;
        int n = (int) Math.round(6.4 / px) + 1;
        double[] across = new double[n];
        for (double t = from; t <= to; t += px) {
            for (int i = 0; i < n; i++) {
                float k = r.inkAt(g, t, -3.2 + i * px);
                if (k > SpaceReader.INKED) across[i] += k;
            }
        }
        return across;
    }

    /** The strip {@link #STRIP} wide holding the most ink: its first index and its ink. */
    private static double[] densest(double[] across) {
        int w = (int) Math.round(STRIP * Rectified.PER_MM);
        double best = 0;
        int at = (across.length - w) / 2;
        for (int i = 0; i + w <= across.length; i++) {
            double s = 0;
            for (int j = i; j < i + w; j++) s += across[j];
            if (s > best) {
                best = s;
                at = i;
            }
        }
        return new double[] {at, best};
    }
}
