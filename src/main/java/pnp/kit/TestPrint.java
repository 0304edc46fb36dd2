package pnp.kit;

import java.util.List;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * The kit's first page: a test print. A 50 mm and a 2 in square (with the rulers at the foot of every
 * page) to check the printer prints at true size, colour swatches to check the players' colours come
 * out distinct (and on a mono printer, the letters and marks that stand in for them), a cut-and-fold
 * sample, and which files go on card or other stock.
 */
final class TestPrint {
    /** The side of the metric check square. */
    static final double SQUARE = Units.mm(50);

    private TestPrint() {}

    static void draw(Page page, List<String> notes, List<String> onCard) {
        Canvas c = page.canvas();
        Rect a = page.content();
        double x = a.x() + 1;
        double lead = Units.mm(4.6);
        c.black().text(a.x(), a.y() + Units.mm(7), 18, "Game-night kit: print this page first");
        double y = a.y() + Units.mm(15);
        y = c.paragraph(
                a.x(),
                y,
                a.w(),
                10,
                lead,
                "Print it at 100% (\"actual size\"; never \"fit to page\" or \"shrink to fit\"), one-sided, and"
                        + " check it before printing the rest: the squares must measure 50 mm and 2 in on every side"
                        + " and the rulers at the foot 100 mm and 4 in. If they do not, turn off the scaling in the"
                        + " print dialog and print again.");
        y += Units.mm(3);
        c.save().lineWidth(0.6).solid();
        c.rect(x, y, SQUARE, SQUARE);
        c.textCentered(x + SQUARE / 2, y + SQUARE / 2 + 4, 11, "50 mm");
        double inch = Units.in(2);
        double x2 = x + SQUARE + Units.mm(12);
        c.rect(x2, y, inch, inch);
        c.textCentered(x2 + inch / 2, y + inch / 2 + 4, 11, "2 in");
        c.restore();
        swatches(c, x2 + inch + Units.mm(12), y, a.right() - (x2 + inch + Units.mm(12)));
        y += Math.max(SQUARE, inch) + Units.mm(8);
        y = foldSample(c, x, y, a.w());
        y += Units.mm(4);
        c.black().text(a.x(), y, 12, "Not on plain paper");
        y += Units.mm(6);
        for (String line : onCard)
            y = c.paragraph(a.x() + Units.mm(4), y, a.w() - Units.mm(4), 10, lead, line) + Units.mm(0.5);
        y = c.paragraph(
                a.x() + Units.mm(4),
                y,
                a.w() - Units.mm(4),
                10,
                lead,
                "Everything else on plain paper, one-sided. Each game's page that follows lists its files, their"
                        + " pages, the pieces, the time to build them and what else to bring.");
        for (String note : notes) y = c.paragraph(a.x(), y + Units.mm(3), a.w(), 10, lead, note);
    }

    /** Colour swatches with their names: the players' colours and the greys of tabs and the dark die. */
    private static void swatches(Canvas c, double x, double y, double width) {
        c.black().text(x, y + 8, 10, "Colours: each must print distinct");
        String[] names = {"red", "blue", "green", "yellow", "dark grey", "light grey"};
        double[][] rgb = {
            {0.85, 0.1, 0.1}, {0.1, 0.3, 0.85}, {0.05, 0.55, 0.2}, {0.85, 0.65, 0}, {0.2, 0.2, 0.2}, {0.9, 0.9, 0.9}
        };
        double s = Units.mm(9);
        double col = Math.max(s, Math.min(Units.mm(22), width / 3));
        for (int i = 0; i < names.length; i++) {
            double sx = x + (i % 3) * col;
            int row = i / 3;
            double sy = y + Units.mm(6) + row * (s + Units.mm(8));
            c.save().rgb(rgb[i][0], rgb[i][1], rgb[i][2]).fillRect(sx, sy, s, s).restore();
            c.save().black().lineWidth(0.3).rect(sx, sy, s, s).restore();
            c.black().text(sx, sy + s + Units.mm(3.5), 7, names[i]);
        }
        c.paragraph(x, y + Units.mm(6) + 2 * (s + Units.mm(8)) + Units.mm(1.5), width, 7, Units.mm(3), MONO);
    }

    /** What to check instead of the swatches on a printer without colour. */
    static final String MONO = "On a mono printer the colours may print as one grey: check instead that the letters"
            + " on penguins and buddies (R, B, G, Y) and the mark on every pyramid face (dot, triangle, bars,"
            + " cross) read clearly.";

    /** A strip to cut on its solid outline and fold on its dashed line: it folds exactly in half. */
    private static double foldSample(Canvas c, double x, double y, double width) {
        c.black().text(x, y, 12, "Cut and fold sample");
        double w = Units.mm(40);
        double h = Units.mm(20);
        double top = y + Units.mm(4);
        c.save().lineWidth(0.6).solid().rect(x, top, w, h);
        c.lineWidth(0.4)
                .dash(3, 2)
                .line(x + w / 2, top, x + w / 2, top + h)
                .solid()
                .restore();
        c.piece("the fold sample", null, new Rect(x, top, w, h), 0);
        c.paragraph(
                x + w + Units.mm(6),
                top + Units.mm(4),
                width - w - Units.mm(6),
                10,
                Units.mm(4.6),
                "Solid lines are cut lines, dashed lines fold lines, grey areas glue tabs. Cut this strip out"
                        + " and fold it on the dashed line: its two halves should meet edge to edge. If your printer"
                        + " feeds card, print this page on card too and see that it folds cleanly (score the line"
                        + " with a blunt knife and a ruler first).");
        return top + h + Units.mm(6);
    }
}
