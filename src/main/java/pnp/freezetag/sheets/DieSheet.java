package pnp.freezetag.sheets;

import java.util.List;
import pnp.freezetag.model.Roll;
import pnp.freezetag.model.Size;
import pnp.grid.Side;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * The pyramid die as a cube net (a cross: a column of four faces and one face either side of the
 * second), each face showing its roll as pyramid pictures drawn to the pyramids' proportions,
 * with seven glue tabs so each pair of meeting edges has one tab.
 */
public final class DieSheet {
    /** The cube's edge. */
    public static final double FACE = Units.in(1);

    /** Face positions in the net (column, row), in the order of {@link Roll#values()}. */
    static final int[][] CELLS = {{1, 0}, {1, 1}, {1, 2}, {1, 3}, {0, 1}, {2, 1}};

    /** The edges that carry a tab: face index and side. */
    private static final Object[][] TABS = {
        {4, Side.N}, {5, Side.N}, {3, Side.S}, {4, Side.S}, {5, Side.S}, {3, Side.W}, {3, Side.E}
    };

    private DieSheet() {}

    /** Width of the die's block: its caption's width, the net with its tabs under it. */
    public static final double WIDTH = Units.mm(90);
    /** Height of the die's block: caption, net and tabs. */
    public static final double HEIGHT = Units.mm(32) + 4 * FACE;

    private static final double TAB = Units.mm(5);

    /**
     * The die with its caption in the top-left corner of {@code room} ({@link #WIDTH} x {@link #HEIGHT} at
     * least); returns the net's cut area (faces and tabs), for the page's TrimBox.
     */
    public static Rect draw(Canvas c, Rect room) {
        c.black().text(room.x(), room.y() + 11, 11, "The pyramid die");
        double y = room.y() + 11 + Units.mm(4.5);
        for (String line : List.of(
                "Cut the solid lines, fold the dashed ones,",
                "glue the grey tabs inside. Cube edge 1 in.",
                "Faces S, M, L, S+M, S+L, M+L: move one",
                "pyramid of each size shown.")) {
            c.text(room.x(), y, 7, line);
            y += Units.mm(3);
        }
        double x0 = room.x() + TAB + Page.BLEED;
        double y0 = room.y() + Units.mm(22) + TAB;
        c.save().translate(x0, y0);
        drawNet(c);
        c.restore();
        Rect cut = new Rect(x0 - TAB, y0 - TAB, 3 * FACE + 2 * TAB, 4 * FACE + 2 * TAB);
        c.piece("the pyramid die", null, cut, 0);
        return cut;
    }

    private static boolean inNet(int col, int row) {
        for (int[] cell : CELLS) if (cell[0] == col && cell[1] == row) return true;
        return false;
    }

    private static boolean hasTab(int face, Side side) {
        for (Object[] t : TABS) if ((int) t[0] == face && t[1] == side) return true;
        return false;
    }

    static void drawNet(Canvas c) {
        double tab = TAB;
        // tabs first (grey), then faces
        for (int f = 0; f < CELLS.length; f++) {
            for (Side s : Side.values()) {
                if (!hasTab(f, s)) continue;
                double[] e = edge(CELLS[f], s);
                double dx = s.dx() * tab;
                double dy = s.dy() * tab;
                double tx = (e[2] - e[0]) / FACE * tab;
                double ty = (e[3] - e[1]) / FACE * tab;
                double[] poly = {e[0], e[1], e[2], e[3], e[2] + dx - tx, e[3] + dy - ty, e[0] + dx + tx, e[1] + dy + ty
                };
                c.gray(0.88).fillPolygon(poly);
                c.black()
                        .solid()
                        .lineWidth(0.6)
                        .polyline(poly[2], poly[3], poly[4], poly[5], poly[6], poly[7], poly[0], poly[1]);
            }
        }
        Roll[] rolls = Roll.values();
        for (int f = 0; f < CELLS.length; f++) {
            double x = CELLS[f][0] * FACE;
            double y = CELLS[f][1] * FACE;
            face(c, x, y, rolls[f]);
            for (Side s : Side.values()) {
                int nc = CELLS[f][0] + s.dx();
                int nr = CELLS[f][1] + s.dy();
                double[] e = edge(CELLS[f], s);
                boolean shared = inNet(nc, nr);
                if (shared && (s == Side.N || s == Side.W)) continue; // drawn once, by the other face
                boolean fold = shared || hasTab(f, s);
                c.black().lineWidth(fold ? 0.4 : 0.6);
                if (fold) c.dash(3, 2);
                else c.solid();
                c.line(e[0], e[1], e[2], e[3]);
            }
        }
        c.solid();
    }

    /** The edge of the face at the cell on the given side, clockwise round the face. */
    private static double[] edge(int[] cell, Side s) {
        double x = cell[0] * FACE;
        double y = cell[1] * FACE;
        return switch (s) {
            case N -> new double[] {x, y, x + FACE, y};
            case E -> new double[] {x + FACE, y, x + FACE, y + FACE};
            case S -> new double[] {x + FACE, y + FACE, x, y + FACE};
            case W -> new double[] {x, y + FACE, x, y};
        };
    }

    /** A face: one or two pyramids seen from the side, in proportion, and the roll's label. */
    static void face(Canvas c, double x, double y, Roll roll) {
        List<Size> sizes = roll.sizes();
        double k = FACE * 0.62 / PyramidNet.of(Size.L).height();
        double gap = FACE * 0.08;
        double total = -gap;
        for (Size s : sizes) total += PyramidNet.of(s).base() * k + gap;
        double px = x + (FACE - total) / 2;
        double ground = y + FACE * 0.76;
        for (Size s : sizes) {
            PyramidNet p = PyramidNet.of(s);
            double w = p.base() * k;
            double h = p.height() * k;
            c.gray(0.55).fillPolygon(px, ground, px + w / 2, ground - h, px + w, ground);
            c.gray(0.3).fillPolygon(px + w / 2, ground - h, px + w, ground, px + w * 0.62, ground);
            c.black().lineWidth(0.5).solid().polygon(px, ground, px + w / 2, ground - h, px + w, ground);
            px += w + gap;
        }
        c.black().textCentered(x + FACE / 2, y + FACE * 0.92, 9, roll.label());
    }
}
