package pnp.penguins.sheets;

import java.util.ArrayList;
import java.util.List;
import pnp.pdf.Canvas;
import pnp.pdf.Rect;
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
            case 9 ->
                new int[][] {corners[0], corners[1], corners[2], corners[3], {-1, 0}, {1, 0}, {0, -1}, {0, 1}, c[0]};
            default -> throw new IllegalArgumentException("no pattern for " + n + " pips");
        };
    }

    /** Draws {@code n} pips in the square with top-left (x, y) and side {@code size}, each claimed with the page's layout guard. */
    public static void draw(Canvas c, double x, double y, double size, int n) {
        double r = radius(size, n);
        for (Rect b : boxes(x, y, size, n))
            c.fillCircle(b.centerX(), b.centerY(), r).claim("pip", b);
    }

    /** A pip's radius in a square of side {@code size} showing {@code n} pips. */
    static double radius(double size, int n) {
        return size * (n > 6 ? 0.075 : 0.085);
    }

    /** The box round each pip of {@code n} in the square with top-left (x, y) and side {@code size}: what must stay visible. */
    static List<Rect> boxes(double x, double y, double size, int n) {
        double step = size * 0.28;
        double r = radius(size, n);
        List<Rect> out = new ArrayList<>();
        for (int[] p : pattern(n))
            out.add(new Rect(x + size / 2 + p[0] * step - r, y + size / 2 + p[1] * step - r, 2 * r, 2 * r));
        return out;
    }

    /** How far from a square's top (or any) edge its pips start: the free band along each edge. */
    static double clearance(double size, int n) {
        return size * 0.22 - radius(size, n);
    }

    /** A domino's face: outline, the line between its halves, and pips, for a placed domino drawn at square size {@code sq}. */
    public static void domino(
            Canvas c, Placed p, double originX, double originY, double sq, int firstCol, int firstRow) {
        domino(c, p, originX, originY, sq, firstCol, firstRow, Math.max(0.4, sq * 0.03), null);
    }

    /**
     * As above with the outline {@code inset} points inside the slot (0: the outline is the domino's
     * true edge); each pip's box is added to {@code ink} when it is not null.
     */
    static void domino(
            Canvas c,
            Placed p,
            double originX,
            double originY,
            double sq,
            int firstCol,
            int firstRow,
            double inset,
            Ink ink) {
        double ax = originX + (p.a().col() - firstCol) * sq;
        double ay = originY + (p.a().row() - firstRow) * sq;
        double bx = originX + (p.b().col() - firstCol) * sq;
        double by = originY + (p.b().row() - firstRow) * sq;
        double x = Math.min(ax, bx);
        double y = Math.min(ay, by);
        double w = p.horizontal() ? 2 * sq : sq;
        double h = p.horizontal() ? sq : 2 * sq;
        c.save()
                .gray(1)
                .fillRect(x + inset, y + inset, w - 2 * inset, h - 2 * inset)
                .restore();
        double lw = Math.max(0.5, sq * 0.02);
        c.save().lineWidth(lw).black().rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset);
        double l = x + inset, t = y + inset, r = x + w - inset, b = y + h - inset;
        c.gameLine("edge of domino " + p.domino().name(), new Rect(l - lw / 2, t - lw / 2, r - l + lw, lw));
        c.gameLine("edge of domino " + p.domino().name(), new Rect(l - lw / 2, b - lw / 2, r - l + lw, lw));
        c.gameLine("edge of domino " + p.domino().name(), new Rect(l - lw / 2, t - lw / 2, lw, b - t + lw));
        c.gameLine("edge of domino " + p.domino().name(), new Rect(r - lw / 2, t - lw / 2, lw, b - t + lw));
        String half = "half-divider of domino " + p.domino().name();
        if (p.horizontal()) {
            c.line(x + sq, t + sq * 0.12, x + sq, b - sq * 0.12);
            c.gameLine(half, new Rect(x + sq - lw / 2, t + sq * 0.12, lw, b - t - sq * 0.24));
        } else {
            c.line(l + sq * 0.12, y + sq, r - sq * 0.12, y + sq);
            c.gameLine(half, new Rect(l + sq * 0.12, y + sq - lw / 2, r - l - sq * 0.24, lw));
        }
        c.restore();
        draw(c, ax, ay, sq, p.pa());
        draw(c, bx, by, sq, p.pb());
        if (ink != null) {
            ink.add("domino", p.domino().name(), new Rect(x, y, w, h));
            for (Rect box : boxes(ax, ay, sq, p.pa())) ink.add("pip", p.a().name(), box);
            for (Rect box : boxes(bx, by, sq, p.pb())) ink.add("pip", p.b().name(), box);
        }
    }
}
