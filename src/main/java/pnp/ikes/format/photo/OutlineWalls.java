package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pnp.grid.Cell;
import pnp.grid.CellSide;

/**
 * Walls of the spaces round a cafeteria drawn with an outline. The outline runs a millimetre or two
 * inside the pair's six lines; a neighbour's wall on one of them is drawn on the line or inside the
 * neighbour's space. So a line round the pair holds a wall as well as the outline when its pencil shows
 * a second stroke, on the line or beyond it, apart from the outline's ({@link #secondStroke}), or when it
 * holds much more pencil than the pair's other lines, which carry the outline alone (the two strokes
 * run into one where the outline is drawn close to the line).
 */
final class OutlineWalls {
    /** Across a line, the ink is looked at from this far (mm) beyond it to {@link #INSIDE} inside the pair. */
    static final double BEYOND = 2.2;
    /** See {@link #BEYOND}: clear of a fork or letter drawn in the cafeteria. */
    static final double INSIDE = 2.5;
    /** The outline's stroke is looked for this far (mm) inside the line and more. */
    static final double OUTLINE_FROM = 0.3;
    /** A second stroke lies at least this far (mm) nearer the line than the outline's. */
    static final double APART = 1.0;
    /** A second stroke at least this strong beside the outline's (smoothed peaks). */
    static final double SECOND = 0.35;
    /** Between the two strokes the ink falls to at most this share of the weaker. */
    static final double VALLEY = 0.5;
    /** A line holding this many times the median pencil of the pair's six lines holds a wall too. */
    static final double HEAVIER = 1.5;
    /** The outline is taken as drawn when at least this many of the six lines were read as pencilled. */
    static final int OUTLINED = 4;

    private OutlineWalls() {}

    /**
     * The lines round {@code pair} (from {@link CafeteriaRules#round}) read as pencilled that hold a
     * neighbour's wall beside the cafeteria's own marks. Lines on the sheet's edge (whose printed border
     * is a second line) and lines shared with another cafeteria (whose outline is one) are left out.
     */
    static Set<CellSide> walls(Rectified r, Cell[] pair, Map<CellSide, Mark<EdgeMark>> read, List<Cell[]> cafeterias) {
        List<CellSide> round = CafeteriaRules.round(pair[0], pair[1]);
        List<Double> masses = new ArrayList<>();
        int inked = 0;
        for (CellSide e : round) {
            masses.add(mass(inward(r, e, pair)));
            if (read.get(e).value() != EdgeMark.NONE) inked++;
        }
        List<Double> sorted = new ArrayList<>(masses);
        sorted.sort(null);
        double median = (sorted.get(2) + sorted.get(3)) / 2;
        Set<CellSide> out = new HashSet<>();
        for (int i = 0; i < round.size(); i++) {
            CellSide e = round.get(i);
            if (read.get(e).value() == EdgeMark.NONE || Edges.outer(e) || shared(e, pair, cafeterias)) continue;
            boolean heavier = inked >= OUTLINED && median > 0 && masses.get(i) >= HEAVIER * median;
            if (heavier || secondStroke(inward(r, e, pair))) out.add(e);
        }
        return out;
    }

    /** The ink across a line ({@link OddMarks#across}), indexed from outside the pair inward. */
    static double[] inward(Rectified r, CellSide e, Cell[] pair) {
        double[] across = OddMarks.across(r, e);
        boolean mine = e.cell().equals(pair[0]) || e.cell().equals(pair[1]);
        int n = across.length;
        double[] in = new double[n];
        for (int i = 0; i < n; i++) in[i] = across[mine ? n - 1 - i : i];
        return in;
    }

    /**
     * Whether the ink across a line (indexed inward, 3.2 mm either side) shows a second stroke, on the
     * line or beyond it, {@link #APART} nearer the line than the outline's and apart from it.
     */
    static boolean secondStroke(double[] inward) {
        double[] s = smooth(inward);
        int inner = -1;
        for (int i = index(OUTLINE_FROM); i < s.length; i++) if (inner < 0 || s[i] > s[inner]) inner = i;
        int outer = -1;
        int apart = (int) Math.round(APART * Rectified.PER_MM);
        for (int i = index(-BEYOND); i <= inner - apart; i++) if (outer < 0 || s[i] > s[outer]) outer = i;
        if (outer < 0 || s[inner] <= 0) return false;
        double valley = Double.MAX_VALUE;
        for (int i = outer; i <= inner; i++) valley = Math.min(valley, s[i]);
        return s[outer] >= SECOND * s[inner] && valley <= VALLEY * Math.min(s[inner], s[outer]);
    }

    /** The ink from {@link #BEYOND} outside the line to {@link #INSIDE} inside. */
    static double mass(double[] inward) {
        double t = 0;
        for (int i = index(-BEYOND); i <= Math.min(inward.length - 1, index(INSIDE)); i++) t += inward[i];
        return t;
    }

    private static boolean shared(CellSide e, Cell[] pair, List<Cell[]> cafeterias) {
        Cell other = e.cell().equals(pair[0]) || e.cell().equals(pair[1])
                ? Edges.beyond(e).orElseThrow()
                : e.cell();
        for (Cell[] p : cafeterias) if (p != pair && (p[0].equals(other) || p[1].equals(other))) return true;
        return false;
    }

    /** The sample of {@link OddMarks#across} at {@code mm} from the line (inward positive). */
    private static int index(double mm) {
        return (int) Math.round((mm + 3.2) * Rectified.PER_MM);
    }

    private static double[] smooth(double[] v) {
        double[] s = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            double t = 0;
            int k = 0;
            for (int j = Math.max(0, i - 1); j <= Math.min(v.length - 1, i + 1); j++, k++) t += v[j];
            s[i] = t / k;
        }
        return s;
    }
}
