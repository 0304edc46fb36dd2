package pnp.pdf;

import java.awt.geom.Area;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/**
 * A six-sided die to cut, fold and glue: a cube net in the shape of a cross (a column of four faces,
 * one face either side of the second), pips 1 to 6 with opposite faces summing to 7, and seven glue
 * tabs, one for each pair of edges that meet only once folded. A light die has black pips on white; a
 * dark die has its faces filled dark with white pips, the fill stopping {@link #INSET} inside every cut
 * and fold line, so the die needs no bleed and a cut a little off the line shows white card, not a
 * neighbour's ink.
 */
public final class CubeNet {
    /** The glue tabs' depth. */
    public static final double TAB = Units.mm(5);
    /** How far a dark face's fill stops inside its edges. */
    static final double INSET = Units.mm(1);

    /** The faces' cells in the net (column, row) and the pips each shows: opposite faces sum to 7. */
    static final int[][] CELLS = {{1, 0, 2}, {1, 1, 1}, {1, 2, 5}, {1, 3, 6}, {0, 1, 3}, {2, 1, 4}};
    /** The edges with a tab: face index and side (0 north, 1 east, 2 south, 3 west). */
    private static final int[][] TABS = {{4, 0}, {5, 0}, {3, 2}, {4, 2}, {5, 2}, {3, 3}, {3, 1}};

    private CubeNet() {}

    /** The width the net takes with its tabs, for a cube of the given edge. */
    public static double width(double edge) {
        return 3 * edge + 2 * TAB;
    }

    /** The height the net takes with its tabs. */
    public static double height(double edge) {
        return 4 * edge + 2 * TAB;
    }

    /**
     * Draws the net with the top-left corner of its tabs' box at {@code (x, y)}, registers it as a piece
     * named {@code what} and claims each face's pips; returns the box of its cut outline.
     */
    public static Rect draw(Canvas c, double x, double y, double edge, boolean dark, String what) {
        double x0 = x + TAB;
        double y0 = y + TAB;
        Area outline = new Area();
        c.save().solid().round();
        for (int[] t : TABS) {
            double[] poly = tab(x0, y0, edge, CELLS[t[0]], t[1]);
            c.gray(0.9).fillPolygon(poly);
            c.black().lineWidth(0.6).polyline(poly[2], poly[3], poly[4], poly[5], poly[6], poly[7], poly[0], poly[1]);
            outline.add(new Area(shape(poly)));
        }
        for (int f = 0; f < CELLS.length; f++) {
            double fx = x0 + CELLS[f][0] * edge;
            double fy = y0 + CELLS[f][1] * edge;
            outline.add(new Area(new Rectangle2D.Double(fx, fy, edge, edge)));
            face(c, fx, fy, edge, CELLS[f][2], dark);
            c.claim(what + ", face " + CELLS[f][2], new Rect(fx, fy, edge, edge).inset(INSET));
        }
        for (int f = 0; f < CELLS.length; f++) edges(c, x0, y0, edge, f);
        c.restore();
        c.piece(what, null, outline, 0);
        return new Rect(x, y, width(edge), height(edge));
    }

    private static void face(Canvas c, double fx, double fy, double edge, int pips, boolean dark) {
        if (dark) c.gray(0.2).fillRect(fx + INSET, fy + INSET, edge - 2 * INSET, edge - 2 * INSET);
        c.gray(dark ? 1 : 0);
        double r = edge * 0.085;
        double q = edge * 0.25;
        double cx = fx + edge / 2;
        double cy = fy + edge / 2;
        for (double[] p : pips(pips)) c.fillCircle(cx + p[0] * q, cy + p[1] * q, r);
    }

    /** The pips of a face as offsets (-1, 0 or 1 quarter-edges) from its centre. */
    static double[][] pips(int n) {
        return switch (n) {
            case 1 -> new double[][] {{0, 0}};
            case 2 -> new double[][] {{-1, -1}, {1, 1}};
            case 3 -> new double[][] {{-1, -1}, {0, 0}, {1, 1}};
            case 4 -> new double[][] {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
            case 5 -> new double[][] {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}};
            case 6 -> new double[][] {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}};
            default -> throw new IllegalArgumentException("a die face shows 1 to 6 pips, not " + n);
        };
    }

    /** A face's four edges: dashed where it folds (a neighbour or a tab), solid where it is cut. */
    private static void edges(Canvas c, double x0, double y0, double edge, int f) {
        for (int side = 0; side < 4; side++) {
            int nc = CELLS[f][0] + DX[side];
            int nr = CELLS[f][1] + DY[side];
            boolean shared = cellAt(nc, nr);
            if (shared && (side == 0 || side == 3)) continue; // drawn once, by the face below or right
            boolean fold = shared || hasTab(f, side);
            double[] e = edge(x0, y0, edge, CELLS[f], side);
            c.black().lineWidth(fold ? 0.4 : 0.6);
            if (fold) c.dash(3, 2);
            else c.solid();
            c.line(e[0], e[1], e[2], e[3]);
        }
        c.solid();
    }

    private static final int[] DX = {0, 1, 0, -1};
    private static final int[] DY = {-1, 0, 1, 0};

    private static boolean cellAt(int col, int row) {
        for (int[] cell : CELLS) if (cell[0] == col && cell[1] == row) return true;
        return false;
    }

    private static boolean hasTab(int face, int side) {
        for (int[] t : TABS) if (t[0] == face && t[1] == side) return true;
        return false;
    }

    /** The edge of a face on a side, clockwise round the face: x1, y1, x2, y2. */
    private static double[] edge(double x0, double y0, double edge, int[] cell, int side) {
        double x = x0 + cell[0] * edge;
        double y = y0 + cell[1] * edge;
        return switch (side) {
            case 0 -> new double[] {x, y, x + edge, y};
            case 1 -> new double[] {x + edge, y, x + edge, y + edge};
            case 2 -> new double[] {x + edge, y + edge, x, y + edge};
            default -> new double[] {x, y + edge, x, y};
        };
    }

    /** A tab on a face's side: a trapezoid whose short side lies {@link #TAB} out from the edge. */
    private static double[] tab(double x0, double y0, double edge, int[] cell, int side) {
        double[] e = edge(x0, y0, edge, cell, side);
        double dx = DX[side] * TAB;
        double dy = DY[side] * TAB;
        double tx = (e[2] - e[0]) / edge * TAB;
        double ty = (e[3] - e[1]) / edge * TAB;
        return new double[] {e[0], e[1], e[2], e[3], e[2] + dx - tx, e[3] + dy - ty, e[0] + dx + tx, e[1] + dy + ty};
    }

    static Path2D shape(double[] poly) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(poly[0], poly[1]);
        for (int i = 2; i + 1 < poly.length; i += 2) p.lineTo(poly[i], poly[i + 1]);
        p.closePath();
        return p;
    }
}
