package pnp.bridgewars.sheets;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Hole;

import pnp.bridgewars.model.Board;

import pnp.pdf.Canvas;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
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
     * Overlap between neighbouring tiles. The page kit draws its alignment crosses on a 50 mm grid of
     * the drawing, and only inside the overlaps; an overlap of 50 mm always holds one column (row) of them.
     */
    static final double OVERLAP = Units.mm(50);

    private BoardSheet() {}

    /** Width (and height) of the drawing in points: 11 pitches of board plus the margins. */
    public static double size(double pitch) { return 2 * MARGIN + Board.SIZE * pitch; }

    public static byte[] pdf(Paper paper, double pitch) {
        try (PdfDoc doc = new PdfDoc(paper, "Bridge Wars board drilling template, hole pitch "
                + Units.describeMm(pitch), null)) {
            double s = size(pitch);
            Tiling.draw(doc, "Bridge Wars board, pitch " + Units.describeMm(pitch)
                            + " (drill at every cross; rods go in claimed corners only)",
                    s, s, OVERLAP, c -> draw(c, pitch));
            return doc.toBytes();
        }
    }

    /** How many pages the template takes on this paper. */
    public static int pages(Paper paper, double pitch) {
        try (PdfDoc doc = new PdfDoc(paper, "probe", null)) {
            int[] g = Tiling.grid(doc, size(pitch), size(pitch), OVERLAP);
            return g[0] * g[1];
        }
    }

    /** Centre of a hole in drawing points. */
    static double x(double pitch, double col) { return MARGIN + (col + 0.5) * pitch; }

    static void draw(Canvas c, double p) {
        double half = 5; // the board's centre hole index
        // corner triangles: light shade, dashed outline, name
        for (Corner corner : Corner.values()) {
            double ex = corner.name().endsWith("E") ? 1 : -1;
            double ey = corner.name().startsWith("S") ? 1 : -1;
            double[] xy = {
                    x(p, half + ex * 5.5), x(p, half + ey * 5.5),
                    x(p, half), x(p, half + ey * 5.5),
                    x(p, half + ex * 5.5), x(p, half)};
            c.save().gray(0.93).fillPolygon(xy).restore();
            c.save().gray(0.3).lineWidth(0.6).dash(4, 3).polygon(xy).restore();
            c.save().gray(0.55);
            double lx = x(p, half + ex * 4.5);
            double ly = x(p, half + ey * 4.5);
            c.textCentered(lx, ly + 4, Math.min(14, p * 0.45), corner.name());
            c.restore();
        }
        // the board's edge: the cut line
        c.save().lineWidth(1.2).black().rect(MARGIN, MARGIN, Board.SIZE * p, Board.SIZE * p).restore();
        // the diamond of the 60 acrylic rods and the brass one
        c.save().lineWidth(1.5).black().polygon(
                x(p, half), x(p, -0.5), x(p, 10.5), x(p, half), x(p, half), x(p, 10.5), x(p, -0.5), x(p, half)).restore();
        // coordinates on all four sides
        double size = Math.min(9, p * 0.35);
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
        double label = Math.min(6, p * 0.2);
        for (Hole h : Board.holes()) {
            double hx = x(p, h.col());
            double hy = x(p, h.row());
            c.save().black().lineWidth(0.35);
            c.line(hx - arm, hy, hx + arm, hy);
            c.line(hx, hy - arm, hx, hy + arm);
            c.circle(hx, hy, Units.mm(0.8));
            c.restore();
            c.save().gray(0.25).text(hx + Units.mm(1), hy - Units.mm(1), label, h.name()).restore();
            if (Board.isBrass(h)) {
                c.save().black().lineWidth(1).circle(hx, hy, 0.28 * p).lineWidth(0.5).circle(hx, hy, 0.34 * p).restore();
                c.save().black().textCentered(hx, hy + 0.34 * p + label + 1, label, "BRASS").restore();
            }
        }
    }
}
