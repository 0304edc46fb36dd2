package pnp.pdf;

import java.util.List;

/**
 * Where a tiling's seams go along one direction: the number of tiles, how much of the drawing a page shows,
 * and the step and shift that keep every seam line clear of the drawing's game information.
 */
final class SeamSearch {
    /** The search moves seams and page edges this far at a time. */
    private static final double SEARCH = Units.mm(0.5);
    /** Room a page shows beyond its even share of the drawing, for the seams to move off game information. */
    static final double SPARE = Units.mm(20);

    private SeamSearch() {}

    /**
     * The tiles along one direction: the step, shift, shown length and count. The fewest tiles that cover the
     * length, or one more when only one more lets every seam keep clear of the claims (a seam on a drill mark or
     * a word costs more than a page); the fewest, seams at the full step, when neither does.
     */
    static double[] along(List<Rect> claims, boolean across, double length, double tile, double overlap, boolean even) {
        int n = Tiling.count(length, tile, overlap);
        for (int tiles = n; tiles <= n + 1; tiles++) {
            double vis = even ? shown(length, tiles, tile, overlap) : tile;
            double[] found = seams(claims, across, length, tiles, vis, overlap);
            if (found != null) return new double[] {found[0], found[1], found[2], tiles};
        }
        double vis = even ? shown(length, n, tile, overlap) : tile;
        return new double[] {vis - overlap, 0, vis, n};
    }

    /**
     * How much of the drawing a page shows along one direction: an even share of it (each page its
     * {@code 1/n} plus the overlap) and {@link #SPARE} more for the seams to move in, never more than the
     * tile; so no page of a tiling is left mostly blank while another is full.
     */
    static double shown(double length, int n, double tile, double overlap) {
        if (n <= 1) return Math.min(tile, length);
        return Math.min(tile, (length + (n - 1) * overlap) / n + SPARE);
    }

    /**
     * The step, shift and shown length along one direction: the longest step (and least shift) whose seam lines
     * all keep {@link Tiling#SEAM_CLEARANCE} from every claim with each page showing {@code tile}; failing that, the
     * same search with each page showing less (0.5 mm at a time, down to the step plus the overlap), which moves
     * the far edge of every strip independently of its near edge; null when nothing is clear.
     */
    private static double[] seams(
            List<Rect> claims, boolean across, double length, int n, double tile, double overlap) {
        double full = tile - overlap;
        if (n <= 1) return new double[] {full, 0, tile};
        double[] found = clearSeams(claims, across, length, n, tile, overlap);
        // the least a page may show and still cover the length with n tiles overlapping by the overlap
        double fewest = (length + (n - 1) * overlap) / n;
        for (double vis = tile - SEARCH; found == null && vis >= fewest - 1e-9; vis -= SEARCH) {
            found = clearSeams(claims, across, length, n, vis, overlap);
        }
        return found;
    }

    /** The longest step and least shift clear of the claims with each page showing {@code vis}; null when none. */
    private static double[] clearSeams(
            List<Rect> claims, boolean across, double length, int n, double vis, double overlap) {
        double least = (length - vis) / (n - 1);
        for (double step = vis - overlap; step >= least - 1e-9; step -= SEARCH) {
            double slack = (n - 1) * step + vis - length;
            for (double shift = 0; shift <= slack + 1e-9; shift += SEARCH) {
                if (clear(claims, across, n, step, shift, vis)) return new double[] {step, shift, vis};
            }
        }
        return null;
    }

    private static boolean clear(List<Rect> claims, boolean across, int n, double step, double shift, double tile) {
        for (int k = 1; k < n; k++) {
            double a = k * step - shift;
            double b = (k - 1) * step + tile - shift;
            for (Rect c : claims) {
                double lo = (across ? c.x() : c.y()) - Tiling.SEAM_CLEARANCE;
                double hi = (across ? c.right() : c.bottom()) + Tiling.SEAM_CLEARANCE;
                if ((a > lo && a < hi) || (b > lo && b < hi)) return false;
            }
        }
        return true;
    }
}
