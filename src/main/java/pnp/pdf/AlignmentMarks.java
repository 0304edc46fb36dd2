package pnp.pdf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Alignment marks that cannot be mistaken for the drawing's own marks: a diamond with a centre dot,
 * labelled "align / do not drill" where there is room, placed in each overlap strip of a tiling where it is
 * farthest from what the drawing asks to keep clear (holes to drill, labels).
 *
 * <p>Placement: every overlap strip is cut into 50 mm segments along its length; in each segment every
 * candidate centre on a 1 mm grid is scored by its slack, the least over the keep-outs of (distance from the
 * mark's footprint to the keep-out's centre) minus the keep-out's radius; the candidate with the most slack
 * wins (the first in scan order on a tie, so the result depends on nothing but the input); a candidate whose
 * footprint comes within 1 mm of a seam line (the strips' edges, which run across the whole page) is never
 * taken, so no seam strikes through a mark or its words. A labelled mark
 * is tried first, a bare diamond next; a segment where neither has slack >= 0 gets no mark. Each mark placed
 * becomes a keep-out for the next, so marks never crowd. Cost: O(segments x candidates x keep-outs), about
 * 2,000 candidates a segment.
 */
public final class AlignmentMarks {
    /** A round area the marks keep clear of: no part of a mark comes closer than {@code r} to (x, y). */
    public record KeepOut(double x, double y, double r) {}

    /** A placed mark: its centre in drawing points, and whether its label is printed. */
    public record Mark(double x, double y, boolean labelled) {}

    /** Half the diagonal of the diamond. */
    static final double HALF = Units.mm(3);

    static final double LABEL_SIZE = 6;
    static final List<String> LABEL = List.of("align", "do not drill");
    private static final double LEADING = LABEL_SIZE * 1.15;
    private static final double SEGMENT = Units.mm(50);
    private static final double GRID = Units.mm(1);
    /** Two marks keep at least this far apart (centre to footprint). */
    private static final double APART = Units.mm(10);
    /** Room between a mark (with its label) and a seam line. */
    private static final double SEAM_ROOM = Units.mm(1);

    private final List<KeepOut> keepOuts;

    private AlignmentMarks(List<KeepOut> keepOuts) {
        this.keepOuts = List.copyOf(keepOuts);
    }

    /** Marks that keep clear of these areas of the drawing (drawing points, origin top left). */
    public static AlignmentMarks avoiding(List<KeepOut> keepOuts) {
        return new AlignmentMarks(keepOuts);
    }

    /** The footprint of a mark centred at (x, y): the diamond, and its label below it when labelled. */
    static Rect footprint(double x, double y, boolean labelled, double labelWidth) {
        if (!labelled) return new Rect(x - HALF, y - HALF, 2 * HALF, 2 * HALF);
        double half = Math.max(HALF, labelWidth / 2);
        return new Rect(x - half, y - HALF, 2 * half, 2 * HALF + Units.mm(1) + LABEL.size() * LEADING);
    }

    /**
     * Places the marks of a tiling: {@code across} holds the overlap strips' x ranges (each strip runs the
     * drawing's height), {@code down} their y ranges (each runs its width), over a drawing of
     * {@code width x height}.
     */
    List<Mark> place(List<double[]> across, List<double[]> down, double width, double height, double labelWidth) {
        List<KeepOut> keep = new ArrayList<>(keepOuts);
        List<Mark> marks = new ArrayList<>();
        // the dashed seam lines run along every strip's edges, across the whole page: no mark or label on them
        Seams seams = new Seams(edges(across), edges(down));
        for (double[] strip : across) {
            for (double s = 0; s < height; s += SEGMENT) {
                Rect region = new Rect(strip[0], s, strip[1] - strip[0], Math.min(SEGMENT, height - s));
                best(region, keep, seams, labelWidth).ifPresent(m -> accept(m, marks, keep));
            }
        }
        for (double[] strip : down) {
            for (double s = 0; s < width; s += SEGMENT) {
                Rect region = new Rect(s, strip[0], Math.min(SEGMENT, width - s), strip[1] - strip[0]);
                best(region, keep, seams, labelWidth).ifPresent(m -> accept(m, marks, keep));
            }
        }
        return marks;
    }

    /** The seam lines: vertical ones at {@code xs}, horizontal ones at {@code ys} (drawing points). */
    private record Seams(double[] xs, double[] ys) {
        /** Whether a footprint, grown by the room a seam keeps, lies across a seam line. */
        boolean cross(Rect footprint) {
            Rect r = footprint.inset(-SEAM_ROOM);
            for (double x : xs) if (x > r.x() && x < r.right()) return true;
            for (double y : ys) if (y > r.y() && y < r.bottom()) return true;
            return false;
        }
    }

    private static double[] edges(List<double[]> strips) {
        return strips.stream().flatMapToDouble(Arrays::stream).toArray();
    }

    private static void accept(Mark m, List<Mark> marks, List<KeepOut> keep) {
        marks.add(m);
        keep.add(new KeepOut(m.x(), m.y(), APART));
    }

    private static Optional<Mark> best(Rect strip, List<KeepOut> all, Seams seams, double labelWidth) {
        Rect region = strip.inset(Units.mm(1)); // the strokes' width stays inside the strip, off the page's border
        for (boolean labelled : new boolean[] {true, false}) {
            Rect probe = footprint(0, 0, labelled, labelWidth);
            // centres whose whole footprint lies in the region
            double x0 = region.x() - probe.x(), x1 = region.right() - probe.right();
            double y0 = region.y() - probe.y(), y1 = region.bottom() - probe.bottom();
            if (x1 < x0 || y1 < y0) continue;
            List<KeepOut> near = nearby(all, region);
            Mark best = null;
            double bestSlack = 0;
            for (double y = y0; y <= y1; y += GRID) {
                for (double x = x0; x <= x1; x += GRID) {
                    Rect foot = footprint(x, y, labelled, labelWidth);
                    if (seams.cross(foot)) continue;
                    double slack = slack(foot, near);
                    if (slack >= bestSlack && (best == null || slack > bestSlack)) {
                        best = new Mark(x, y, labelled);
                        bestSlack = slack;
                    }
                }
            }
            if (best != null) return Optional.of(best);
        }
        return Optional.empty();
    }

    /** Keep-outs that could touch a footprint inside the region. */
    private static List<KeepOut> nearby(List<KeepOut> all, Rect region) {
        List<KeepOut> out = new ArrayList<>();
        for (KeepOut k : all) {
            if (distance(region, k.x(), k.y()) < k.r() + Units.mm(30)) out.add(k);
        }
        return out;
    }

    private static double slack(Rect footprint, List<KeepOut> near) {
        double least = Double.MAX_VALUE;
        for (KeepOut k : near) least = Math.min(least, distance(footprint, k.x(), k.y()) - k.r());
        return least;
    }

    /** Distance from a point to a rectangle (0 inside). */
    static double distance(Rect r, double x, double y) {
        double dx = Math.max(Math.max(r.x() - x, 0), x - r.right());
        double dy = Math.max(Math.max(r.y() - y, 0), y - r.bottom());
        return Math.sqrt(dx * dx + dy * dy); // not Math.hypot: ten times slower, and no overflow to guard here
    }

    /** Draws a mark centred at page point (x, y) and claims the diamond for the layout guard. */
    static void draw(Canvas c, double x, double y, boolean labelled) {
        c.save().black().lineWidth(0.5).solid();
        c.polygon(x, y - HALF, x + HALF, y, x, y + HALF, x - HALF, y);
        c.fillCircle(x, y, Units.mm(0.5));
        c.seam("alignment mark", new Rect(x - HALF, y - HALF, 2 * HALF, 2 * HALF));
        if (labelled) {
            double base = y + HALF + Units.mm(1) + LABEL_SIZE * 0.8;
            for (String line : LABEL) {
                c.textCentered(x, base, LABEL_SIZE, line);
                base += LEADING;
            }
        }
        c.restore();
    }

    /** The widest label line at its size. */
    static double labelWidth(Canvas c) {
        return LABEL.stream().mapToDouble(s -> c.textWidth(LABEL_SIZE, s)).max().orElse(0);
    }
}
