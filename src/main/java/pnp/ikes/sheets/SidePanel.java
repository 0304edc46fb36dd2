package pnp.ikes.sheets;

import pnp.ikes.model.Display;
import pnp.pdf.Canvas;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * The column beside the grid: coins, cafeterias, display legend, score box and solo grades. Everything
 * stays inside the column's rectangle (text is set smaller where the column is narrow, as on A4), and
 * every box to fill in is registered with the page's layout guard.
 */
final class SidePanel {
    static final int COINS = 42;

    private SidePanel() {}

    static void draw(Canvas c, Rect r) {
        double y = r.y() + Units.mm(4);
        double x = r.x();
        c.save().black();
        // coins: 42 circles, 7 a row; mark one when gained, cross it out when spent
        c.text(x, y, 10, "Coins");
        double pitch = Math.min(Units.mm(5.4), r.w() / 7);
        double coinsTop = y + Units.mm(2);
        for (int i = 0; i < COINS; i++) {
            int col = i % 7, row = i / 7;
            c.circle(x + (col + 0.5) * pitch, coinsTop + (row + 0.5) * pitch, pitch * 0.36);
        }
        c.claim("coin box", new Rect(x, coinsTop, 7 * pitch, 6 * pitch));
        y = coinsTop + 6 * pitch + Units.mm(2.5);
        String coins = "circle one when gained, cross it out when spent";
        c.text(x, y, fit(c, 6.5, r.w(), coins), coins);
        y += Units.mm(6);
        y = marks(c, x, y, r.w());
        // cafeterias: two circles to tick, one for each drawn
        String cafes = "Cafeterias (at most 2)";
        double cafeSize = fit(c, 8, r.w() - Units.mm(12), cafes);
        c.text(x, y, cafeSize, cafes);
        double cx = x + c.textWidth(cafeSize, cafes) + Units.mm(2.5);
        for (int i = 0; i < 2; i++) {
            double at = cx + i * Units.mm(5);
            c.circle(at, y - Units.mm(1), Units.mm(1.6));
            c.claim(
                    "cafeteria box " + (i + 1),
                    new Rect(at - Units.mm(1.6), y - Units.mm(2.6), Units.mm(3.2), Units.mm(3.2)));
        }
        y += Units.mm(5.5);
        // legend: two columns of symbol and "face name"
        c.text(x, y, 10, "Displays (die face)");
        y += Units.mm(1.5);
        double sym = Units.mm(5.5);
        double colW = r.w() / 2;
        double size = 8;
        for (Display d : Display.values())
            size = Math.min(size, fit(c, 8, colW - sym - Units.mm(1.5), d.face() + " " + d.label()));
        for (Display d : Display.values()) {
            int i = d.ordinal();
            int col = i % 2, row = i / 2;
            double sx = x + col * colW;
            double sy = y + row * (sym + Units.mm(1));
            DisplaySymbols.draw(c, d, sx, sy, sym);
            c.claim("legend symbol " + d.label(), new Rect(sx, sy, sym, sym));
            c.text(sx + sym + Units.mm(1), sy + sym * 0.65, size, d.face() + " " + d.label());
        }
        y += 3 * (sym + Units.mm(1)) + Units.mm(4.5);
        // score: three boxes at the column's right edge (inset by half the stroke so the line stays inside)
        c.text(x, y, 10, "Score");
        c.text(x + Units.mm(12), y, 7, "spaces on the route");
        y += Units.mm(1.5);
        String[] rows = {"displays", "empty spaces", "total"};
        String[] signs = {"+", "\u2212", "="};
        double boxW = Units.mm(12);
        double boxX = r.right() - boxW - 0.5;
        for (int i = 0; i < rows.length; i++) {
            double rowY = y + i * Units.mm(5.6);
            c.text(x, rowY + Units.mm(4), 8, rows[i]);
            c.text(boxX - Units.mm(4), rowY + Units.mm(4), 9, signs[i]);
            c.rect(boxX, rowY, boxW, Units.mm(5));
            c.claim("score box " + rows[i], new Rect(boxX, rowY, boxW, Units.mm(5)));
        }
        y += 3 * Units.mm(5.6) + Units.mm(4.5);
        // solo grades: a tick box and the grade
        c.text(x, y, 10, "Solo grade");
        String[] grades = {
            "5 or less: failure, try again",
            "6 to 8: respectable",
            "9 to 11: very good, you win",
            "12 or more: excellent, champion"
        };
        double gradeSize = 8;
        for (String g : grades) gradeSize = Math.min(gradeSize, fit(c, 8, r.w() - Units.mm(4.5), g));
        for (int i = 0; i < grades.length; i++) {
            double by = y + Units.mm(2) + i * Units.mm(3.9);
            c.rect(x, by, Units.mm(3), Units.mm(3));
            c.claim("grade box " + (i + 1), new Rect(x, by, Units.mm(3), Units.mm(3)));
            c.text(x + Units.mm(4.5), y + Units.mm(4.6) + i * Units.mm(3.9), gradeSize, grades[i]);
        }
        c.restore();
    }

    /**
     * How to mark the sheet, drawn in place on pieces of grid: a dot, a display, a cafeteria's fork
     * across two spaces; a wall, a doorway, an entrance arrow. Returns where the next section starts.
     */
    private static double marks(Canvas c, double x, double y, double w) {
        c.text(x, y, 10, "How to mark");
        double s = Units.mm(6);
        double gap = (w - 4 * s) / 3;
        double[] at = {x, x + s + gap, x + 2 * (s + gap)};
        double top = y + Units.mm(2);
        MarkExamples.dot(c, at[0], top, s);
        MarkExamples.display(c, Display.LAMP, at[1], top, s);
        MarkExamples.cafeteria(c, at[2], top, s);
        double[] mid = {at[0] + s / 2, at[1] + s / 2, at[2] + s};
        label(c, mid, top + s + Units.mm(3), gap + s, new String[] {"dot", "display", "cafeteria"});
        double low = top + s + Units.mm(7.5);
        MarkExamples.wall(c, at[0], low, s);
        MarkExamples.doorway(c, at[1], low, s);
        MarkExamples.entrance(c, at[2] + s / 2, low, s);
        mid[2] = at[2] + s;
        label(c, mid, low + s + Units.mm(3), gap + s, new String[] {"wall", "doorway", "entrance"});
        return low + s + Units.mm(7);
    }

    /** Three labels centred on {@code mid}, each at most {@code room} wide, all at one size. */
    private static void label(Canvas c, double[] mid, double y, double room, String[] text) {
        double size = 7;
        for (String t : text) size = Math.min(size, fit(c, 7, room - Units.mm(1), t));
        for (int i = 0; i < 3; i++) c.textCentered(mid[i], y, size, text[i]);
    }

    /** The size, at most {@code size}, at which the text is no wider than {@code width}. */
    static double fit(Canvas c, double size, double width, String text) {
        double w = c.textWidth(size, text);
        return w <= width ? size : Math.floor(size * width / w * 10) / 10;
    }
}
