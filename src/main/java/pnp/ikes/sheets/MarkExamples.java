package pnp.ikes.sheets;

import pnp.ikes.model.Display;
import pnp.pdf.Canvas;
import pnp.pdf.Units;

/**
 * How to mark the sheet, shown on pieces of grid drawn in place: a dot, a display, a cafeteria's fork
 * across its two spaces, a wall along a line, a doorway (the wall's middle third left open) and an
 * entrance arrow through the outer wall. Marks are drawn in grey pencil strokes on thin grid lines, as
 * a player draws them on the sheet, and as {@code pnp ikes read} reads them best: no box round
 * anything.
 */
final class MarkExamples {
    /** Pencil grey and weight (points). */
    private static final double PENCIL = 0.3;

    private static final double STROKE = 1.1;
    /** The rules page's strip of examples is at most this high (mm), or {@link #COMPACT} where the text leaves less. */
    static final double STRIP = 34;

    static final double COMPACT = 21;

    private MarkExamples() {}

    /** One square of grid, as printed: thin lines running on a little past its corners, a piece of the grid. */
    static void square(Canvas c, double x, double y, double s) {
        double e = s * 0.18;
        c.save().gray(0.55).lineWidth(0.4);
        c.line(x - e, y, x + s + e, y).line(x - e, y + s, x + s + e, y + s);
        c.line(x, y - e, x, y + s + e).line(x + s, y - e, x + s, y + s + e);
        c.restore();
    }

    private static Canvas pencil(Canvas c) {
        return c.save().gray(PENCIL).lineWidth(STROKE).round();
    }

    static void dot(Canvas c, double x, double y, double s) {
        square(c, x, y, s);
        pencil(c).fillCircle(x + s / 2, y + s / 2, s * 0.07).restore();
    }

    /** The display's legend symbol drawn large in its space. */
    static void display(Canvas c, Display d, double x, double y, double s) {
        square(c, x, y, s);
        c.save().gray(PENCIL);
        DisplaySymbols.draw(c, d, x + s * 0.18, y + s * 0.18, s * 0.64);
        c.restore();
    }

    /** Two squares side by side ({@code s} each) and one fork across the line between them. */
    static void cafeteria(Canvas c, double x, double y, double s) {
        square(c, x, y, s);
        square(c, x + s, y, s);
        double my = y + s / 2;
        double bar = x + s * 1.3;
        pencil(c)
                .line(x + s * 0.3, my, bar, my)
                .line(bar, my - s * 0.22, bar, my + s * 0.22)
                .line(bar, my - s * 0.22, x + s * 1.75, my - s * 0.22)
                .line(bar, my, x + s * 1.75, my)
                .line(bar, my + s * 0.22, x + s * 1.75, my + s * 0.22)
                .restore();
    }

    /** A wall pencilled along the square's right line, end to end. */
    static void wall(Canvas c, double x, double y, double s) {
        square(c, x, y, s);
        pencil(c)
                .lineWidth(STROKE * 1.6)
                .line(x + s, y + s * 0.04, x + s, y + s * 0.96)
                .restore();
    }

    /** A wall along the right line with its middle third open: a doorway. */
    static void doorway(Canvas c, double x, double y, double s) {
        square(c, x, y, s);
        pencil(c)
                .lineWidth(STROKE * 1.6)
                .line(x + s, y + s * 0.04, x + s, y + s / 3)
                .line(x + s, y + 2 * s / 3, x + s, y + s * 0.96)
                .restore();
    }

    /**
     * An entrance: the outer wall's double line over the square, closed with a short stroke either side
     * of the doorway, and an arrow through it pointing in (an exit's points out).
     */
    static void entrance(Canvas c, double x, double y, double s) {
        square(c, x, y, s);
        double wall = Units.mm(1.2);
        c.save().black().lineWidth(0.6);
        c.line(x - s * 0.1, y, x + s * 0.3, y).line(x + s * 0.7, y, x + s * 1.1, y);
        c.line(x - s * 0.1, y - wall, x + s * 0.3, y - wall).line(x + s * 0.7, y - wall, x + s * 1.1, y - wall);
        c.restore();
        double mid = x + s / 2;
        double top = y - s * 0.55;
        double tip = y - wall * 0.3;
        pencil(c)
                .line(x + s * 0.3, y, x + s * 0.3, y - wall)
                .line(x + s * 0.7, y, x + s * 0.7, y - wall)
                .line(mid, top, mid, tip)
                .line(mid - s * 0.13, tip - s * 0.16, mid, tip)
                .line(mid + s * 0.13, tip - s * 0.16, mid, tip)
                .restore();
    }

    /** Each example with what it shows, for the rules page: one row of six, a short caption under each. */
    private static final String[][] CAPTIONS = {
        {"dot", "a dot in each of a tile's spaces but its display's"},
        {"display", "its symbol from the legend, drawn large, or the die's number"},
        {"cafeteria", "one fork across the two spaces; no box round them"},
        {"wall", "along the printed line, end to end"},
        {"doorway", "a wall with its middle third left open (or rubbed out)"},
        {"entrance", "an arrow in through the outer wall; the exit's points out"}
    };

    /**
     * The rules page's strip in the {@code room} (mm) the text leaves at the foot of the page, from
     * {@code bottom} up: the full strip where it fits, else the compact one (on Letter, whose page is
     * shorter), else none. Returns whether it was drawn.
     */
    static boolean strip(Canvas c, double x, double bottom, double w, double room) {
        if (room >= STRIP) {
            strip(c, x, bottom - Units.mm(STRIP), w);
            return true;
        }
        if (room < COMPACT) return false;
        compact(c, x, bottom - Units.mm(COMPACT), w);
        return true;
    }

    /** The compact strip: smaller squares, each with its name and caption beside it in small type. */
    private static void compact(Canvas c, double x, double y, double w) {
        c.black().text(x, y, 10, "Marking the sheet (so a photo reads it too)");
        double col = w / CAPTIONS.length;
        double s = Units.mm(5.5);
        double top = y + Units.mm(4.5);
        for (int i = 0; i < CAPTIONS.length; i++) {
            double cx = x + i * col;
            double ex = cx + Units.mm(1);
            example(c, i, ex, top, s);
            double used = i == 2 ? 2 * s : s; // the cafeteria's fork runs across two squares
            double tx = ex + used + Units.mm(2);
            double tw = cx + col - tx - Units.mm(1.5);
            c.black().text(tx, top + Units.mm(2.5), 7, CAPTIONS[i][0]);
            c.paragraph(tx, top + Units.mm(5.3), tw, 6, Units.mm(2.4), CAPTIONS[i][1]);
        }
    }

    /** Draws example {@code i} (in {@link #CAPTIONS}' order) with its top left at x, y, squares of side s. */
    private static void example(Canvas c, int i, double x, double y, double s) {
        switch (i) {
            case 0 -> dot(c, x, y, s);
            case 1 -> display(c, Display.CHAIR, x, y, s);
            case 2 -> cafeteria(c, x, y, s);
            case 3 -> wall(c, x, y, s);
            case 4 -> doorway(c, x, y, s);
            default -> entrance(c, x, y + Units.mm(1.5), s);
        }
    }

    /** The rules page's strip: a heading, then the six examples in a row across {@code w}; returns its bottom. */
    static double strip(Canvas c, double x, double y, double w) {
        c.black().text(x, y, 12, "Marking the sheet (so a photo reads it too)");
        double col = w / CAPTIONS.length;
        double s = Units.mm(7);
        double top = y + Units.mm(5);
        double bottom = top;
        for (int i = 0; i < CAPTIONS.length; i++) {
            double cx = x + i * col;
            double ex = cx + Units.mm(2);
            example(c, i, ex, top, s);
            double ty = top + s + Units.mm(5);
            c.black().text(cx, ty, 8, CAPTIONS[i][0]);
            bottom = Math.max(
                    bottom, c.paragraph(cx, ty + Units.mm(3.3), col - Units.mm(3), 7, Units.mm(3), CAPTIONS[i][1]));
        }
        return bottom;
    }
}
