package pnp.pdf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Prints a drawing larger than the paper at true size across several pages. Neighbouring pages
 * overlap by at least {@code overlap} points; each page carries alignment marks in the overlap strips
 * and a label (row and column of the tile) so the pages can be taped together exactly.
 *
 * <p>The plan ({@link #plan}) takes the page orientation that needs the fewest pages (on a tie, the one that
 * stands as the drawing does),
 * then places the seams on empty paper: it draws the drawing once on a probe to learn where its game
 * information lies (everything the drawing claims, see {@link LayoutGuard}), and shortens the step between
 * tiles and shifts the drawing, 0.5 mm at a time, until no seam line comes within 1 mm of any of it. Cost:
 * O(steps x shifts x seams x claims), a few thousand candidates a direction.
 */
public final class Tiling {
    /** Room a seam keeps from game information. */
    static final double SEAM_CLEARANCE = Units.mm(1);

    /** Half the size of a circled alignment cross. */
    private static final double CROSS = Units.mm(3);

    private Tiling() {}

    /**
     * How a drawing is cut into pages: the orientation, the tiles across and down, the step between tiles
     * and how far the drawing is shifted right and down on the first tile (all in drawing points), and the
     * tile area on a page (in the orientation's coordinates).
     */
    public record Plan(
            boolean landscape,
            int cols,
            int rows,
            double stepX,
            double stepY,
            double shiftX,
            double shiftY,
            Rect area,
            double visW,
            double visH,
            double width,
            double height) {
        public int pages() {
            return cols * rows;
        }

        /**
         * The part of the drawing tile (col, r) shows, in drawing points: its share, less what lies before the
         * drawing's start or past its end; the page shows it from the tile area's top-left corner.
         */
        public Rect window(int col, int r) {
            double x0 = Math.max(0, col * stepX - shiftX);
            double y0 = Math.max(0, r * stepY - shiftY);
            double x1 = Math.min(width, col * stepX - shiftX + visW);
            double y1 = Math.min(height, r * stepY - shiftY + visH);
            return new Rect(x0, y0, x1 - x0, y1 - y0);
        }

        /** Where the overlap strips lie across (x ranges, drawing points), left to right. */
        List<double[]> stripsX() {
            return strips(cols, stepX, shiftX, visW);
        }

        /** Where the overlap strips lie down (y ranges, drawing points), top to bottom. */
        List<double[]> stripsY() {
            return strips(rows, stepY, shiftY, visH);
        }

        private static List<double[]> strips(int n, double step, double shift, double tile) {
            List<double[]> out = new ArrayList<>();
            for (int k = 1; k < n; k++) out.add(new double[] {k * step - shift, (k - 1) * step + tile - shift});
            return out;
        }

        /**
         * The room left on the last page (the bottom-right tile) below the drawing and right of its overlap
         * strip, in page points (portrait plans only: a landscape plan leaves none to use).
         */
        public Rect roomBelow() {
            if (landscape) return new Rect(area.x(), area.bottom(), 0, 0);
            double bottom = area.y() - window(cols - 1, rows - 1).y() + height + Units.mm(4);
            double left = cols > 1 ? area.x() + (visW - stepX) + Units.mm(3) : area.x();
            return new Rect(left, bottom, area.right() - left, Math.max(0, area.bottom() - bottom));
        }

        /** The room on the last page right of the drawing and below the overlap strip at its top. */
        public Rect roomRight() {
            if (landscape) return new Rect(area.right(), area.y(), 0, 0);
            double left = area.x() - window(cols - 1, rows - 1).x() + width + Units.mm(4);
            double top = rows > 1 ? area.y() + (visH - stepY) + Units.mm(3) : area.y();
            return new Rect(left, top, Math.max(0, area.right() - left), area.bottom() - top);
        }
    }

    /** How many pages across and down a drawing of the given size needs, in the orientation that needs fewest. */
    public static int[] grid(PdfDoc doc, double width, double height, double overlap) {
        Plan p = plan(doc, width, height, overlap, null);
        return new int[] {p.cols(), p.rows()};
    }

    /**
     * The plan for a drawing: the orientation needing the fewest pages, the seams clear of what {@code drawing}
     * claims (null: no drawing to keep clear of, the seams at the full step).
     */
    public static Plan plan(PdfDoc doc, double width, double height, double overlap, Consumer<Canvas> drawing) {
        return plan(doc, width, height, overlap, drawing, true);
    }

    /**
     * As {@link #plan(PdfDoc, double, double, double, Consumer)}; {@code even} false packs the drawing into the
     * first tiles (each page shows a whole tile), leaving the room on the last page for something else.
     */
    public static Plan plan(
            PdfDoc doc, double width, double height, double overlap, Consumer<Canvas> drawing, boolean even) {
        Rect portrait = tileArea(doc, false);
        Rect landscape = tileArea(doc, true);
        int pp = count(width, portrait.w(), overlap) * count(height, portrait.h(), overlap);
        int lp = count(width, landscape.w(), overlap) * count(height, landscape.h(), overlap);
        // the fewest pages; on a tie the page stands as the board does (landscape for a wide board)
        boolean turn = lp < pp || (lp == pp && width > height);
        Rect area = turn ? landscape : portrait;
        List<Rect> across = new ArrayList<>();
        List<Rect> down = new ArrayList<>();
        if (drawing != null) {
            LayoutGuard probe = LayoutGuard.probe();
            drawing.accept(Canvas.probe(doc.font(), probe));
            for (LayoutGuard.Claim c : probe.claims()) across.add(c.box());
            for (LayoutGuard.Claim c : probe.keptClear()) across.add(c.box());
            down.addAll(across);
            // a seam may cross a game line, but not run along one
            for (LayoutGuard.Claim l : probe.lines()) (l.box().h() > l.box().w() ? across : down).add(l.box());
        }
        double[] x = SeamSearch.along(across, true, width, area.w(), overlap, even);
        double[] y = SeamSearch.along(down, false, height, area.h(), overlap, even);
        return new Plan(turn, (int) x[3], (int) y[3], x[0], y[0], x[1], y[1], area, x[2], y[2], width, height);
    }

    /**
     * Adds the pages. The drawing is called once per page with the canvas translated so that the
     * drawing's own origin (its top-left corner) is where it belongs; it must draw in drawing
     * coordinates, in points, within {@code width x height}.
     */
    public static Tiled draw(
            PdfDoc doc, String label, double width, double height, double overlap, Consumer<Canvas> drawing) {
        Plan plan = plan(doc, width, height, overlap, drawing);
        return draw(doc, label, plan, (AlignmentMarks) null, drawing);
    }

    /**
     * As {@link #draw(PdfDoc, String, double, double, double, Consumer)} for a plan made beforehand, but the
     * alignment marks are {@link AlignmentMarks} diamonds placed clear of what the drawing asks to keep clear
     * (for a drawing with marks of its own, such as a drilling template's crosses), instead of circled crosses
     * every 50 mm along the strips. {@code marks} null means the circled crosses.
     */
    public static Tiled draw(PdfDoc doc, String label, Plan plan, AlignmentMarks marks, Consumer<Canvas> drawing) {
        return draw(doc, label, plan, marks, marks == null ? crosses(doc, plan, drawing) : null, drawing);
    }

    /**
     * Adds the pages of a plan made beforehand, with circled crosses at {@code crosses} (drawing points): how a
     * test shows what another plan prints.
     */
    public static Tiled draw(
            PdfDoc doc, String label, Plan plan, List<AlignmentMarks.Mark> crosses, Consumer<Canvas> drawing) {
        return draw(doc, label, plan, null, crosses, drawing);
    }

    private static Tiled draw(
            PdfDoc doc,
            String label,
            Plan plan,
            AlignmentMarks marks,
            List<AlignmentMarks.Mark> crosses,
            Consumer<Canvas> drawing) {
        double width = plan.width();
        double height = plan.height();
        Rect area = plan.area();
        List<AlignmentMarks.Mark> placed = crosses;
        Page page = null;
        for (int r = 0; r < plan.rows(); r++) {
            for (int col = 0; col < plan.cols(); col++) {
                page = doc.newPage();
                Canvas c = page.canvas();
                c.save();
                if (plan.landscape()) {
                    page.showLandscape();
                    Rect content = page.content();
                    c.translate(content.x(), content.bottom()).rotate(-90);
                }
                Rect win = plan.window(col, r);
                Rect shown = new Rect(area.x(), area.y(), win.w(), win.h());
                double offX = win.x() - area.x();
                double offY = win.y() - area.y();
                c.save().clip(shown).translate(-offX, -offY);
                drawing.accept(c);
                c.restore();
                String name = label + " \u2014 page row " + (r + 1) + " of " + plan.rows() + ", column " + (col + 1)
                        + " of " + plan.cols();
                c.black().text(area.x(), area.y() - Units.mm(2.5), 8, name);
                seamLines(c, plan, win, shown);
                if (marks != null) {
                    if (placed == null) {
                        placed = marks.place(
                                plan.stripsX(), plan.stripsY(), width, height, AlignmentMarks.labelWidth(c));
                    }
                    for (AlignmentMarks.Mark m : placed) {
                        double px = m.x() - offX;
                        double py = m.y() - offY;
                        Rect foot = AlignmentMarks.footprint(px, py, m.labelled(), AlignmentMarks.labelWidth(c));
                        if (shown.contains(foot)) AlignmentMarks.draw(c, px, py, m.labelled());
                    }
                } else {
                    c.save().lineWidth(0.4).black().solid();
                    for (AlignmentMarks.Mark m : placed) {
                        double px = m.x() - offX;
                        double py = m.y() - offY;
                        if (shown.contains(new Rect(px - CROSS, py - CROSS, 2 * CROSS, 2 * CROSS))) cross(c, px, py);
                    }
                    c.restore();
                }
                c.restore();
            }
        }
        return new Tiled(page, plan.roomBelow(), plan.roomRight(), plan);
    }

    /**
     * The dashed overlap lines of a tile showing {@code win} of the drawing at {@code shown} on the page: every
     * strip edge inside the window, where a neighbour's tile starts or ends.
     */
    private static void seamLines(Canvas c, Plan plan, Rect win, Rect shown) {
        c.save().lineWidth(0.3).black().dash(2, 2);
        for (double[] s : plan.stripsX()) {
            for (double e : s) {
                if (e > win.x() + 0.5 && e < win.right() - 0.5) vertical(c, shown.x() + e - win.x(), shown);
            }
        }
        for (double[] s : plan.stripsY()) {
            for (double e : s) {
                if (e > win.y() + 0.5 && e < win.bottom() - 0.5) horizontal(c, shown.y() + e - win.y(), shown);
            }
        }
        c.restore();
    }

    private static void vertical(Canvas c, double x, Rect area) {
        c.line(x, area.y(), x, area.bottom());
        c.seam("overlap seam", new Rect(x - 0.15, area.y(), 0.3, area.h()));
    }

    private static void horizontal(Canvas c, double y, Rect area) {
        c.line(area.x(), y, area.right(), y);
        c.seam("overlap seam", new Rect(area.x(), y - 0.15, area.w(), 0.3));
    }

    /**
     * Circled crosses in every overlap strip, one a 50 mm stretch of it, each at the place of the stretch
     * nearest its middle (1 mm at a time, along and across the strip) where it keeps {@link #SEAM_CLEARANCE}
     * from all game information and game lines; a stretch with no such place gets none. Drawing points.
     */
    private static List<AlignmentMarks.Mark> crosses(PdfDoc doc, Plan plan, Consumer<Canvas> drawing) {
        LayoutGuard probe = LayoutGuard.probe();
        drawing.accept(Canvas.probe(doc.font(), probe));
        List<Rect> claims = new ArrayList<>();
        for (LayoutGuard.Claim c : probe.claims()) claims.add(c.box());
        for (LayoutGuard.Claim c : probe.keptClear()) claims.add(c.box());
        for (LayoutGuard.Claim c : probe.lines()) claims.add(c.box());
        List<AlignmentMarks.Mark> out = new ArrayList<>();
        double span = Units.mm(50);
        for (double[] s : plan.stripsX()) {
            for (double y0 = 0; y0 < plan.height(); y0 += span) {
                Rect stretch = new Rect(s[0], y0, s[1] - s[0], Math.min(span, plan.height() - y0));
                free(claims, stretch, plan).ifPresent(out::add);
            }
        }
        for (double[] s : plan.stripsY()) {
            for (double x0 = 0; x0 < plan.width(); x0 += span) {
                Rect stretch = new Rect(x0, s[0], Math.min(span, plan.width() - x0), s[1] - s[0]);
                free(claims, stretch, plan).ifPresent(out::add);
            }
        }
        return out;
    }

    /** The clear place for a cross in a stretch of a strip nearest the stretch's middle (the first on a tie). */
    private static Optional<AlignmentMarks.Mark> free(List<Rect> claims, Rect stretch, Plan plan) {
        Rect room = stretch.inset(Units.mm(0.5));
        double step = Units.mm(1);
        List<Rect> near = new ArrayList<>();
        for (Rect c : claims) if (LayoutGuard.overlap(c, room.inset(-SEAM_CLEARANCE))) near.add(c);
        AlignmentMarks.Mark best = null;
        double bestD = Double.MAX_VALUE;
        for (double py = room.y() + CROSS; py <= room.bottom() - CROSS + 1e-9; py += step) {
            for (double px = room.x() + CROSS; px <= room.right() - CROSS + 1e-9; px += step) {
                if (px - CROSS < 0 || px + CROSS > plan.width() || py - CROSS < 0 || py + CROSS > plan.height())
                    continue;
                double d = Math.hypot(px - stretch.centerX(), py - stretch.centerY());
                if (d >= bestD - 1e-9) continue;
                Rect box = new Rect(px - CROSS, py - CROSS, 2 * CROSS, 2 * CROSS).inset(-SEAM_CLEARANCE);
                if (near.stream().noneMatch(c -> LayoutGuard.overlap(c, box))) {
                    best = new AlignmentMarks.Mark(px, py, false);
                    bestD = d;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The pages a tiling drew: the last one, the room left on it below the drawing and right of it (page
     * points; the two overlap in the bottom-right corner), and the plan.
     */
    public record Tiled(Page last, Rect free, Rect right, Plan plan) {}

    private static void cross(Canvas c, double x, double y) {
        double s = CROSS;
        c.line(x - s, y, x + s, y).line(x, y - s, x, y + s).circle(x, y, Units.mm(1.5));
        c.seam("alignment cross", new Rect(x - s, y - s, 2 * s, 2 * s));
    }

    /** The content area less a strip at the top for the tile label, in the orientation's coordinates. */
    private static Rect tileArea(PdfDoc doc, boolean landscape) {
        Rect content = doc.contentArea();
        Rect turned = landscape ? new Rect(0, 0, content.h(), content.w()) : content;
        return turned.below(Units.mm(6));
    }

    static int count(double length, double page, double overlap) {
        if (length <= page) return 1;
        return (int) Math.ceil((length - overlap) / (page - overlap));
    }
}
