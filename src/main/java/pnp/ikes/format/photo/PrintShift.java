package pnp.ikes.format.photo;

import java.util.LinkedHashMap;
import java.util.Map;
import pnp.grid.CellSide;
import pnp.ikes.model.PrintedSheet;

/**
 * Where the printed double line of each outer line lies, against where the grid puts it: a photo seen flat
 * a little askew can bring the printed line into the strip where an outer wall's pencil is looked for,
 * and then every line along that stretch reads as a sure wall. The double line is two printed lines
 * {@link PrintedSheet#WALL} apart; no pencil goes on the outer one, so the outermost such pair as dark
 * as the sheet's print is the printed line.
 */
final class PrintShift {
    /** A line whose print lies this far (mm) or more from where the grid puts it is looked at where the print is too. */
    static final double OFF_PRINT = 0.3;
    /**
     * A line whose print lies this far (mm) or more off is read where the print is, and flagged: its print
     * may have come into the strip (it ends 0.55 mm inside the line). Less is common (the contract's example
     * photo: 0.375 mm on the west and east walls); such a line is read where the grid puts it and flagged
     * only where it reads otherwise, or unsure, where the print lies (on a soft photo a wall's blur can reach
     * the strip in one place and not the other).
     */
    static final double FLAGGED = 0.5;
    /**
     * The print is sought this far (mm) either way: no further, or two pencil strokes inside a doorway's
     * gap (no print there) could pass for it.
     */
    static final double SEEK = 0.9;
    /** A pair of lines counts as the print when both are at least this share as dark as the sheet's print. */
    static final double AS_DARK = 0.6;

    private PrintShift() {}

    /** Whether a line with this shift ({@link #of}) is read where its print lies, flagged. */
    static boolean flagged(double shift) {
        return Math.abs(shift) >= FLAGGED;
    }

    /**
     * Every outer line whose print lies off by {@link #OFF_PRINT} or more: how far (mm, outward positive).
     * A line with no such pair (a printed doorway) is left out.
     */
    static Map<CellSide, Double> of(Rectified r) {
        int apart = (int) Math.round(PrintedSheet.WALL * Rectified.PER_MM);
        int seek = (int) Math.round(SEEK * Rectified.PER_MM);
        Map<CellSide, double[]> across = new LinkedHashMap<>();
        for (CellSide e : Edges.ALL) {
            if (Edges.outer(e)) across.put(e, across(r, e, -apart - seek, apart + seek));
        }
        // a[j]: the ink (j - apart - seek) pixels out from where the grid puts the line; the printed pair is
        // where a[j] (the outer line) and a[j - apart] are both dark, at j = 2 * apart + seek on the grid.
        // The sheet's print: the lighter of the two there, at the median over the lines.
        double[] nominal = across.values().stream()
                .mapToDouble(a -> pair(a, 2 * apart + seek, apart))
                .sorted()
                .toArray();
        double print = nominal[nominal.length / 2];
        Map<CellSide, Double> out = new LinkedHashMap<>();
        across.forEach((e, a) -> {
            // outermost first: pencil inside beside the inner printed line is a pair as dark, further in
            int j = a.length - 1;
            while (j >= 2 * apart && pair(a, j, apart) < AS_DARK * print) j--;
            if (j < 2 * apart) return;
            while (j > 2 * apart && pair(a, j - 1, apart) >= pair(a, j, apart)) j--;
            double shift = (j - 2 * apart - seek) / (double) Rectified.PER_MM;
            if (Math.abs(shift) >= OFF_PRINT) out.put(e, shift);
        });
        return out;
    }

    /** How dark a pair of lines is: the lighter of the one at {@code j} and the one {@code apart} further in. */
    private static double pair(double[] a, int j, int apart) {
        return Math.min(a[j], a[j - apart]);
    }

    /** The median ink along an outer line at each distance across it from {@code from} to {@code to} pixels. */
    private static double[] across(Rectified r, CellSide e, int from, int to) {
        Edges.Line g = Edges.line(e);
        int n = (int) Math.floor((PrintedSheet.SQUARE - 2 * EdgeReader.CLEAR_OF_CORNERS) / EdgeReader.STEP) + 1;
        double[] out = new double[to - from + 1];
        float[] along = new float[n];
        for (int j = from; j <= to; j++) {
            for (int i = 0; i < n; i++)
                along[i] = r.inkAt(g, EdgeReader.CLEAR_OF_CORNERS + i * EdgeReader.STEP, j / (double) Rectified.PER_MM);
            out[j - from] = EdgeReader.median(along);
        }
        return out;
    }
}
