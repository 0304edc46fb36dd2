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
        y = c.paragraph(x, y, r.w(), 6.5, Units.mm(2.6), "circle a coin when gained, cross it out when spent")
                + Units.mm(2.5);
        // cafeterias: two boxes
        c.text(x, y, fit(c, 10, r.w(), "Cafeterias (at most 2)"), "Cafeterias (at most 2)");
        y += Units.mm(2);
        double box = Units.mm(9);
        for (int i = 0; i < 2; i++) {
            double bx = x + i * (box + Units.mm(8));
            c.rect(bx, y, box, box);
            DisplaySymbols.cafeteria(c, bx + Units.mm(0.5), y + Units.mm(0.5), box - Units.mm(1));
            c.claim("cafeteria box " + (i + 1), new Rect(bx, y, box, box));
            c.text(bx + box + Units.mm(1), y + box, 7, Integer.toString(i + 1));
        }
        y += box + Units.mm(6);
        // legend: two columns of symbol and "face name"
        c.text(x, y, 10, "Displays (die face)");
        y += Units.mm(1.5);
        double sym = Units.mm(6.5);
        double colW = r.w() / 2;
        double size = 8;
        for (Display d : Display.values())
            size = Math.min(size, fit(c, 8, colW - sym - Units.mm(1.5), d.face() + " " + d.label()));
        for (Display d : Display.values()) {
            int i = d.ordinal();
            int col = i % 2, row = i / 2;
            double sx = x + col * colW;
            double sy = y + row * (sym + Units.mm(1.5));
            DisplaySymbols.draw(c, d, sx, sy, sym);
            c.claim("legend symbol " + d.label(), new Rect(sx, sy, sym, sym));
            c.text(sx + sym + Units.mm(1), sy + sym * 0.65, size, d.face() + " " + d.label());
        }
        y += 3 * (sym + Units.mm(1.5)) + Units.mm(5);
        // score: three boxes at the column's right edge (inset by half the stroke so the line stays inside)
        c.text(x, y, 10, "Score");
        c.text(x + Units.mm(12), y, 7, "spaces on the route");
        y += Units.mm(1.5);
        String[] rows = {"displays", "empty spaces", "total"};
        String[] signs = {"+", "\u2212", "="};
        double boxW = Units.mm(12);
        double boxX = r.right() - boxW - 0.5;
        for (int i = 0; i < rows.length; i++) {
            double rowY = y + i * Units.mm(6);
            c.text(x, rowY + Units.mm(4), 8, rows[i]);
            c.text(boxX - Units.mm(4), rowY + Units.mm(4), 9, signs[i]);
            c.rect(boxX, rowY, boxW, Units.mm(5.4));
            c.claim("score box " + rows[i], new Rect(boxX, rowY, boxW, Units.mm(5.4)));
        }
        y += 3 * Units.mm(6) + Units.mm(5);
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
            double by = y + Units.mm(2) + i * Units.mm(4.2);
            c.rect(x, by, Units.mm(3), Units.mm(3));
            c.claim("grade box " + (i + 1), new Rect(x, by, Units.mm(3), Units.mm(3)));
            c.text(x + Units.mm(4.5), y + Units.mm(4.6) + i * Units.mm(4.2), gradeSize, grades[i]);
        }
        c.restore();
    }

    /** The size, at most {@code size}, at which the text is no wider than {@code width}. */
    static double fit(Canvas c, double size, double width, String text) {
        double w = c.textWidth(size, text);
        return w <= width ? size : Math.floor(size * width / w * 10) / 10;
    }
}
