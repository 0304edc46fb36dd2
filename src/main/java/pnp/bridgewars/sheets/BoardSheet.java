package pnp.bridgewars.sheets;

import java.util.ArrayList;
import java.util.List;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.BuildSizes;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Setup;
import pnp.pdf.AlignmentMarks;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Tiling;
import pnp.pdf.Units;

/**
 * The board's true-size drilling template: every hole centre with cross-hairs and a centre-punch
 * ring, its name beside it, the brass hole marked, the diamond outlined heavily and the four corner
 * triangles outlined and shaded, column letters and row numbers round the edge, and the board's own
 * edge (half a pitch beyond the outer holes) as the cut line. Tiled with overlap where it is larger
 * than the paper.
 */
public final class BoardSheet {
    /** Room around the board's edge for the coordinates. */
    static final double MARGIN = Units.mm(10);
    /**
     * Overlap between neighbouring tiles (at least): room in every overlap strip for the alignment marks
     * between the hole columns.
     */
    static final double OVERLAP = Units.mm(50);
    /** The narrowest room below the board the build panel goes in. */
    static final double PANEL_WIDTH = Units.mm(80);
    /** An alignment mark's centre is at least this far from every hole centre. */
    static final double HOLE_CLEARANCE = Units.mm(10);

    /** The hole labels' size: 6 pt at every pitch, the smallest print the kits use. */
    static final double LABEL_SIZE = 6;

    /** Line width of the board's edge, the cut line: the heaviest line on the template. */
    static final double EDGE = 2.0;
    /** Line width of the diamond the acrylic rods stand on: lighter than the edge, so nobody cuts along it. */
    static final double DIAMOND = 0.9;

    private BoardSheet() {}

    /** Width (and height) of the drawing in points: 11 pitches of board plus the margins. */
    public static double size(double pitch) {
        return 2 * MARGIN + Board.SIZE * pitch;
    }

    public static byte[] pdf(Paper paper, double pitch) {
        return pdf(paper, pitch, null);
    }

    /** The template, then the rules in brief with {@code rules}' seating as the set-up picture (none when null). */
    public static byte[] pdf(Paper paper, double pitch, Setup rules) {
        try (PdfDoc doc =
                new PdfDoc(paper, "Bridge Wars board drilling template, hole pitch " + Units.describeMm(pitch), null)) {
            double s = size(pitch);
            // packed into the first tiles, so the build panel can use the room on the last
            Tiling.Plan plan = Tiling.plan(doc, s, s, OVERLAP, c -> draw(c, pitch), false);
            Tiling.Tiled tiled = Tiling.draw(
                    doc,
                    "Bridge Wars board, pitch " + Units.describeMm(pitch)
                            + ": drill at every circled cross; the diamonds are alignment marks, do not drill them",
                    plan,
                    AlignmentMarks.avoiding(keepOuts(pitch)),
                    c -> draw(c, pitch));
            // the build panel goes below the board on the last page when there is room, else right of
            // it, else on a page of its own
            BuildSizes sizes = BuildSizes.of(BuildPanel.toMm(pitch), BuildSizes.DEFAULT_LAYERS);
            Rect room = tiled.plan().landscape()
                    ? null
                    : panelRoom(tiled.last().canvas(), tiled.free(), tiled.right(), sizes);
            if (room != null) {
                BuildPanel.draw(tiled.last().canvas(), room, sizes);
            } else {
                Page page = doc.newPage();
                BuildPanel.draw(page.canvas(), page.content(), sizes);
            }
            if (rules != null) RulesReference.draw(doc, rules);
            return doc.toBytes();
        }
    }

    /** How many pages the template takes on this paper: the tiles, and one more when the build panel has no room on the last. */
    public static int pages(Paper paper, double pitch) {
        try (PdfDoc doc = new PdfDoc(paper, "probe", null)) {
            double s = size(pitch);
            Tiling.Plan plan = Tiling.plan(doc, s, s, OVERLAP, c -> draw(c, pitch), false);
            BuildSizes sizes = BuildSizes.of(BuildPanel.toMm(pitch), BuildSizes.DEFAULT_LAYERS);
            Rect room = plan.landscape()
                    ? null
                    : panelRoom(doc.newPage().canvas(), plan.roomBelow(), plan.roomRight(), sizes);
            return plan.pages() + (room == null ? 1 : 0);
        }
    }

    /** The room on the last page the build panel goes in: below the board, else right of it; null when neither fits. */
    private static Rect panelRoom(Canvas c, Rect below, Rect right, BuildSizes sizes) {
        if (panelFits(c, below, sizes)) return below;
        if (panelFits(c, right, sizes)) return right;
        return null;
    }

    /** Whether the build panel fits the room left below the board (wrapped to its width, at least 80 mm wide). */
    private static boolean panelFits(Canvas c, Rect free, BuildSizes sizes) {
        return free.w() >= PANEL_WIDTH && BuildPanel.height(c, free.w(), sizes) <= free.h();
    }

    /**
     * What the alignment marks keep clear of, in drawing points: every hole by {@link #HOLE_CLEARANCE} less the
     * diamond's half-diagonal (so a mark's centre is at least 10 mm from every hole centre), the brass rings,
     * and every label (a circle round its box, the width estimated at 0.6 em a character).
     */
    static List<AlignmentMarks.KeepOut> keepOuts(double p) {
        List<AlignmentMarks.KeepOut> out = new ArrayList<>();
        double label = LABEL_SIZE;
        for (Hole h : Board.holes()) {
            double hx = x(p, h.col());
            double hy = x(p, h.row());
            out.add(new AlignmentMarks.KeepOut(hx, hy, HOLE_CLEARANCE - Units.mm(3)));
            out.add(textKeepOut(
                    hx + Units.mm(1), hy - Units.mm(1), label, h.name().length(), false));
            if (Board.isBrass(h)) {
                out.add(new AlignmentMarks.KeepOut(hx, hy, 0.34 * p + Units.mm(1)));
                out.add(textKeepOut(hx, hy + 0.34 * p + label + 1, label, 5, true));
            }
        }
        double size = coordinateSize(p);
        for (int i = 0; i < Board.SIZE; i++) {
            out.add(textKeepOut(x(p, i), MARGIN - Units.mm(3), size, 1, true));
            out.add(textKeepOut(x(p, i), MARGIN + Board.SIZE * p + Units.mm(3) + size * 0.7, size, 1, true));
            out.add(textKeepOut(MARGIN - Units.mm(2.5) - size * 1.2, x(p, i) + size * 0.35, size, 2, false));
            out.add(textKeepOut(MARGIN + Board.SIZE * p + Units.mm(2.5), x(p, i) + size * 0.35, size, 2, false));
        }
        for (Corner corner : Corner.values()) {
            double[] at = cornerLabel(p, corner);
            out.add(textKeepOut(at[0], at[1], cornerSize(p), 2, true));
        }
        // the heavy lines: the board's edge (the cut line) and the diamond
        double lo = x(p, -0.5), hi = x(p, 10.5), mid = x(p, 5);
        double[][] lines = {
            {lo, lo, hi, lo},
            {hi, lo, hi, hi},
            {hi, hi, lo, hi},
            {lo, hi, lo, lo},
            {mid, lo, hi, mid},
            {hi, mid, mid, hi},
            {mid, hi, lo, mid},
            {lo, mid, mid, lo}
        };
        for (double[] l : lines) {
            double len = Math.hypot(l[2] - l[0], l[3] - l[1]);
            for (double t = 0; t <= len; t += Units.mm(1)) {
                out.add(new AlignmentMarks.KeepOut(
                        l[0] + (l[2] - l[0]) * t / len, l[1] + (l[3] - l[1]) * t / len, Units.mm(1)));
            }
        }
        return out;
    }

    /** A circle round a text box: baseline at y, starting at x (or centred on x). */
    private static AlignmentMarks.KeepOut textKeepOut(double x, double y, double size, int chars, boolean centred) {
        double w = 0.6 * size * chars;
        double cx = centred ? x : x + w / 2;
        double cy = y - size * 0.35;
        return new AlignmentMarks.KeepOut(cx, cy, Math.hypot(w / 2, size * 0.6) + Units.mm(0.5));
    }

    private static double coordinateSize(double p) {
        return Math.min(9, p * 0.35);
    }

    private static double cornerSize(double p) {
        return Math.min(14, p * 0.45);
    }

    /** Where a corner's name is written: its centre and baseline. */
    private static double[] cornerLabel(double p, Corner corner) {
        double ex = corner.name().endsWith("E") ? 1 : -1;
        double ey = corner.name().startsWith("S") ? 1 : -1;
        return new double[] {x(p, 5 + ex * 4.5), x(p, 5 + ey * 4.5) + 4};
    }

    /** The centre ring of a drill mark and its four arms, as boxes that do not overlap (the label sits between). */
    private static void claimDrillMark(Canvas c, String name, double hx, double hy, double arm) {
        double r = Units.mm(0.8);
        double t = Units.mm(0.3);
        c.claim("drill mark " + name, new Rect(hx - r, hy - r, 2 * r, 2 * r));
        if (arm <= r) return;
        c.claim("drill mark " + name + " (arm)", new Rect(hx - arm, hy - t, arm - r, 2 * t));
        c.claim("drill mark " + name + " (arm)", new Rect(hx + r, hy - t, arm - r, 2 * t));
        c.claim("drill mark " + name + " (arm)", new Rect(hx - t, hy - arm, 2 * t, arm - r));
        c.claim("drill mark " + name + " (arm)", new Rect(hx - t, hy + r, 2 * t, arm - r));
    }

    /** Centre of a hole in drawing points. */
    static double x(double pitch, double col) {
        return MARGIN + (col + 0.5) * pitch;
    }

    static void draw(Canvas c, double p) {
        double half = 5; // the board's centre hole index
        // corner triangles: light shade, dashed outline, name
        for (Corner corner : Corner.values()) {
            double ex = corner.name().endsWith("E") ? 1 : -1;
            double ey = corner.name().startsWith("S") ? 1 : -1;
            double[] xy = {
                x(p, half + ex * 5.5), x(p, half + ey * 5.5),
                x(p, half), x(p, half + ey * 5.5),
                x(p, half + ex * 5.5), x(p, half)
            };
            c.save().gray(0.93).fillPolygon(xy).restore();
            c.save().gray(0.3).lineWidth(0.6).dash(4, 3).polygon(xy).restore();
            double[] at = cornerLabel(p, corner);
            c.save()
                    .gray(0.55)
                    .textCentered(at[0], at[1], cornerSize(p), corner.name())
                    .restore();
        }
        // the board's edge: the cut line, the heaviest line on the template
        c.save()
                .lineWidth(EDGE)
                .black()
                .rect(MARGIN, MARGIN, Board.SIZE * p, Board.SIZE * p)
                .restore();
        // the diamond of the 60 acrylic rods and the brass one: lighter than the cut line
        c.save()
                .lineWidth(DIAMOND)
                .black()
                .polygon(x(p, half), x(p, -0.5), x(p, 10.5), x(p, half), x(p, half), x(p, 10.5), x(p, -0.5), x(p, half))
                .restore();
        // coordinates on all four sides
        double size = coordinateSize(p);
        c.save().black();
        for (int i = 0; i < Board.SIZE; i++) {
            String col = String.valueOf((char) ('a' + i));
            String row = Integer.toString(i + 1);
            c.textCentered(x(p, i), MARGIN - Units.mm(3), size, col);
            c.textCentered(x(p, i), MARGIN + Board.SIZE * p + Units.mm(3) + size * 0.7, size, col);
            c.textRight(MARGIN - Units.mm(2.5), x(p, i) + size * 0.35, size, row);
            c.text(MARGIN + Board.SIZE * p + Units.mm(2.5), x(p, i) + size * 0.35, size, row);
        }
        c.restore();
        // the holes
        double arm = Pitch.arm(p);
        double label = LABEL_SIZE;
        for (Hole h : Board.holes()) {
            double hx = x(p, h.col());
            double hy = x(p, h.row());
            c.save().black().lineWidth(0.35);
            c.line(hx - arm, hy, hx + arm, hy);
            c.line(hx, hy - arm, hx, hy + arm);
            c.circle(hx, hy, Units.mm(0.8));
            // the whole drill mark is game information: no seam or alignment mark may run along its arms
            claimDrillMark(c, h.name(), hx, hy, arm);
            c.restore();
            c.save()
                    .gray(0.25)
                    .text(hx + Units.mm(1), hy - Units.mm(1), label, h.name())
                    .restore();
            if (Board.isBrass(h)) {
                c.save()
                        .black()
                        .lineWidth(1)
                        .circle(hx, hy, 0.28 * p)
                        .lineWidth(0.5)
                        .circle(hx, hy, 0.34 * p)
                        .restore();
                double ring = 0.34 * p;
                c.keepClear("brass-rod ring", new Rect(hx - ring, hy - ring, 2 * ring, 2 * ring));
                c.save()
                        .black()
                        .textCentered(hx, hy + 0.34 * p + label + 1, label, "BRASS")
                        .restore();
            }
        }
    }
}
