package pnp.ikes.sheets;

import pnp.ikes.model.Display;
import pnp.pdf.Canvas;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/** The column beside the grid: coins, cafeterias, display legend, score box and solo grades. */
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
        for (int i = 0; i < COINS; i++) {
            c.circle(x + (i % 7 + 0.5) * pitch, y + Units.mm(2) + (i / 7 + 0.5) * pitch, pitch * 0.36);
        }
        y += Units.mm(2) + 6 * pitch + Units.mm(3);
        c.text(x, y, 6.5, "circle a coin when gained, cross it out when spent");
        y += Units.mm(5.5);
        // cafeterias: two boxes
        c.text(x, y, 10, "Cafeterias (at most 2)");
        y += Units.mm(2);
        double box = Units.mm(9);
        for (int i = 0; i < 2; i++) {
            double bx = x + i * (box + Units.mm(8));
            c.rect(bx, y, box, box);
            DisplaySymbols.cafeteria(c, bx + Units.mm(0.5), y + Units.mm(0.5), box - Units.mm(1));
            c.text(bx + box + Units.mm(1), y + box, 7, Integer.toString(i + 1));
        }
        y += box + Units.mm(6);
        // legend
        c.text(x, y, 10, "Displays (die face)");
        y += Units.mm(1.5);
        double sym = Units.mm(7);
        double colW = r.w() / 2;
        for (Display d : Display.values()) {
            int i = d.ordinal();
            double sx = x + (i % 2) * colW;
            double sy = y + (i / 2) * (sym + Units.mm(1.5));
            DisplaySymbols.draw(c, d, sx, sy, sym);
            c.text(sx + sym + Units.mm(1), sy + sym * 0.65, 8, d.face() + " " + d.label());
        }
        y += 3 * (sym + Units.mm(1.5)) + Units.mm(5);
        // score
        c.text(x, y, 10, "Score");
        c.text(x + Units.mm(12), y, 7, "spaces on the route");
        y += Units.mm(1.5);
        String[] rows = {"displays", "empty spaces", "total"};
        String[] signs = {"+", "\u2212", "="};
        for (int i = 0; i < rows.length; i++) {
            double rowY = y + i * Units.mm(6);
            c.text(x, rowY + Units.mm(4), 8, rows[i]);
            c.text(r.right() - Units.mm(16), rowY + Units.mm(4), 9, signs[i]);
            c.rect(r.right() - Units.mm(12), rowY, Units.mm(12), Units.mm(5.4));
        }
        y += 3 * Units.mm(6) + Units.mm(5);
        // solo grades
        c.text(x, y, 10, "Solo grade");
        String[] grades = {"5 or less: failure, try again", "6 to 8: respectable", "9 to 11: very good, you win",
            "12 or more: excellent, champion"};
        for (int i = 0; i < grades.length; i++) {
            c.rect(x, y + Units.mm(2) + i * Units.mm(4.2), Units.mm(3), Units.mm(3));
            c.text(x + Units.mm(4.5), y + Units.mm(4.6) + i * Units.mm(4.2), 8, grades[i]);
        }
        c.restore();
    }
}
