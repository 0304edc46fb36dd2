package pnp.penguins.sheets;

import pnp.pdf.Canvas;
import pnp.penguins.model.Placed;

/** Draws domino pips as filled vector dots in the usual patterns (3 x 3 positions; 7-9 as on double-nine sets). */
public final class Pips {
    private Pips() {}

    /** Pip positions on a 3 x 3 lattice (-1, 0, 1) for 0 to 9 pips. */
    static int[][] pattern(int n) {
        int[][] corners = {{-1, -1}, {1, 1}, {1, -1}, {-1, 1}};
        int[][] c = {{0, 0}};
        return switch (n) {
            case 0 -> new int[0][];
            case 1 -> c;
            case 2 -> new int[][] {corners[0], corners[1]};
            case 3 -> new int[][] {corners[0], c[0], corners[1]};
            case 4 -> corners;
            case 5 -> new int[][] {corners[0], corners[1], corners[2], corners[3], c[0]};
            case 6 -> new int[][] {corners[0], corners[1], corners[2], corners[3], {-1, 0}, {1, 0}};
            case 7 -> new int[][] {corners[0], corners[1], corners[2], corners[3], {-1, 0}, {1, 0}, c[0]};
            case 8 -> new int[][] {corners[0], corners[1], corners[2], corners[3], {-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            case 9 -> new int[][] {corners[0], corners[1], corners[2], corners[3], {-1, 0}, {1, 0}, {0, -1}, {0, 1}, c[0]};
            default -> throw new IllegalArgumentException("no pattern for " + n + " pips");
        };
    }

    /** Draws {@code n} pips in the square with top-left (x, y) and side {@code size}. */
    public static void draw(Canvas c, double x, double y, double size, int n) {
        double step = size * 0.28;
        double r = size * (n > 6 ? 0.075 : 0.085);
        for (int[] p : pattern(n)) c.fillCircle(x + size / 2 + p[0] * step, y + size / 2 + p[1] * step, r);
    }

    /** A domino's face: outline, the line between its halves, and pips, for a placed domino drawn at square size {@code sq}. */
    public static void domino(Canvas c, Placed p, double originX, double originY, double sq, int firstCol, int firstRow) {
        domino(c, p, originX, originY, sq, firstCol, firstRow, Math.max(0.4, sq * 0.03));
    }

    /** As above with the outline {@code inset} points inside the slot (0: the outline is the domino's true edge). */
    public static void domino(Canvas c, Placed p, double originX, double originY, double sq, int firstCol, int firstRow, double inset) {
        double ax = originX + (p.a().col() - firstCol) * sq;
        double ay = originY + (p.a().row() - firstRow) * sq;
        double bx = originX + (p.b().col() - firstCol) * sq;
        double by = originY + (p.b().row() - firstRow) * sq;
        double x = Math.min(ax, bx);
        double y = Math.min(ay, by);
        double w = p.horizontal() ? 2 * sq : sq;
        double h = p.horizontal() ? sq : 2 * sq;
        c.save().gray(1).fillRect(x + inset, y + inset, w - 2 * inset, h - 2 * inset).restore();
        c.save().lineWidth(Math.max(0.5, sq * 0.02)).black().rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset);
        if (p.horizontal()) c.line(x + sq, y + inset + sq * 0.12, x + sq, y + h - inset - sq * 0.12);
        else c.line(x + inset + sq * 0.12, y + sq, x + w - inset - sq * 0.12, y + sq);
        c.restore();
        draw(c, ax, ay, sq, p.pa());
        draw(c, bx, by, sq, p.pb());
    }
}
