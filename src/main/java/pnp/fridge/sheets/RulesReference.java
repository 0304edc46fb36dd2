package pnp.fridge.sheets;

import java.util.List;
import java.util.Locale;
import pnp.fridge.model.PlayerBlock;
import pnp.pdf.Canvas;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.TextFlow;
import pnp.pdf.Units;

/**
 * Fridge's rules in pnp's own words, one or two pages: the set-up on the fridge (the players' bases in a
 * square on the door, each with its first 1-inch bar, the bars on the freezer door, the turn marker),
 * a turn, the end, the scoring, and pnp's readings where the rules leave a question open (marked as ours).
 */
public final class RulesReference {
    private RulesReference() {}

    /** The rules on their own, as a PDF for plain paper (the kit's file). */
    public static byte[] pdf(Paper paper, List<String> colors) {
        try (PdfDoc doc = new PdfDoc(paper, "Fridge rules in brief", null)) {
            draw(doc, colors);
            return doc.toBytes();
        }
    }

    /** Adds the rules pages for players of these colours to {@code doc}. */
    public static void draw(PdfDoc doc, List<String> colors) {
        TextFlow f = new TextFlow(doc, "Fridge: the rules in brief");
        f.paragraph("A summary in pnp's own words for " + colors.size()
                + " players; the designer's rules are the authority.");
        Rect box = f.aside(Units.mm(62), Units.mm(78));
        drawSetup(f.page().canvas(), box, colors);
        f.heading("You need");
        f.paragraph("For each player, in one colour: a base (3 in across), a puck (the marker) and "
                + 3 * PlayerBlock.BARS_PER_LENGTH + " bars, " + PlayerBlock.BARS_PER_LENGTH
                + " each of 1, 2 and 4 inches. One triangular turn marker. A magnet sheet (or tape) behind "
                + "every piece, a fridge, and a week or two: players take their turns whenever they pass by.");
        f.heading("Set-up (the picture shows it)");
        f.bullet("Stick the bases in a square on the fridge door, and every bar on the freezer door: the supply.");
        f.bullet("Choose a first player at random and put the turn marker beside that player's base.");
        f.bullet("Each player's first bar is a 1-inch bar placed with one end against their own base.");
        f.heading("A turn (when the turn marker is by your base)");
        f.bullet("Move: put your puck somewhere new, against the end of one or more of your bars.");
        f.bullet("Place: take one of your bars from the freezer and set one end against your puck, at any "
                + "angle. It may not touch any other bar or puck. A 1-inch bar and a 4-inch bar may never touch "
                + "the same puck, so a road speeds up 1, 2, 4 and slows down 4, 2, 1.");
        f.bullet("Capture: if the new bar went through a gap between two bars of an opponent, take one of that "
                + "opponent's 1-inch bars off the freezer and keep it on your base.");
        f.bullet("Pass the turn marker to the next player's base.");
        f.reading("'between two bars' means between two bars of that opponent that meet at one point; a bar "
                + "that just ends there is not a gap you can pass.");
        f.reading("a base counts as a meeting point of roads; the 1-inch and 4-inch rule holds at pucks only, "
                + "so both may touch a base.");
        f.heading("End and scoring");
        f.paragraph("The game is over when nobody can move. Then each player adds up:");
        f.bullet("Captures: every set of three different colours on your base is worth 3. After the complete "
                + "sets, each further colour counts 1, and a repeat of a colour counts nothing.");
        f.bullet("Infiltration: your 1-inch bars touching the bases of one, two or all three opponents earn 1, "
                + "3 or 6 points. Longer bars touching a base earn nothing.");
        f.bullet("Longest road: 1 point for the longest chain of your bars joined end to end and not cut by an "
                + "enemy bar; everyone tied for it scores the point.");
        f.paragraph("The highest total wins; equal totals share the win.");
        f.reading("with fewer than three opponents, capture sets cannot be completed: captures score at most 1 "
                + "with two players and 2 with three. A road may run through a base, and a loop may start and end "
                + "where an enemy bar cut it.");
        f.heading("Check a score with pnp");
        f.paragraph("Type the finished door into a text file and let pnp score it with the evidence for every "
                + "point: see pnp fridge score --help, or the pnp README. The last page of the pieces is a score "
                + "sheet for two weeks of play.");
    }

    /** The fridge: freezer door with the bars, the door with the bases in a square, first bars and the marker. */
    static void drawSetup(Canvas c, Rect box, List<String> colors) {
        double captionH = Units.mm(6);
        Rect fridge = new Rect(box.x() + Units.mm(4), box.y(), box.w() - Units.mm(8), box.h() - captionH);
        double freezerH = fridge.h() * 0.26;
        c.save().black().lineWidth(1);
        c.rect(fridge);
        c.line(fridge.x(), fridge.y() + freezerH, fridge.right(), fridge.y() + freezerH);
        c.restore();
        c.black().text(fridge.x() + 3, fridge.y() + 9, 7.5, "freezer door: all the bars");
        double scale = Units.mm(6) / Units.in(1);
        double y = fridge.y() + 13;
        for (int k = 0; k < colors.size() && k < 4; k++) {
            PieceColors.Tint t = PieceColors.tint(colors.get(k));
            double x = fridge.x() + 4;
            for (int inches : new int[] {4, 2, 1}) {
                double len = Units.in(inches) * scale;
                t.on(c.save()).fillRect(x, y, len, 2.2).restore();
                c.save().lineWidth(0.3).black().rect(x, y, len, 2.2).restore();
                x += len + 3;
            }
            y += 4;
        }
        c.black().text(fridge.x() + 3, fridge.y() + freezerH + 9, 7.5, "fridge door: the bases");
        double base = Units.in(3) * scale;
        double cx = fridge.centerX();
        double cy = fridge.y() + freezerH + (fridge.h() - freezerH) / 2 + 3;
        double d = base / 2 + Units.mm(4);
        double[][] at = {{cx - d, cy - d}, {cx + d, cy - d}, {cx + d, cy + d}, {cx - d, cy + d}};
        double bar = Units.in(1) * scale;
        for (int i = 0; i < colors.size() && i < 4; i++) {
            String color = colors.get(i);
            PieceColors.Tint t = PieceColors.tint(color);
            double bx = at[i][0];
            double by = at[i][1];
            t.on(c.save()).fillCircle(bx, by, base / 2).restore();
            c.save().lineWidth(0.6).black().circle(bx, by, base / 2).restore();
            c.black().textCentered(bx, by + 3, 8, color.toLowerCase(Locale.ROOT));
            // the first bar: 1 inch, one end on the base, pointing into the square
            double ux = Math.signum(cx - bx) * Math.sqrt(0.5);
            double uy = Math.signum(cy - by) * Math.sqrt(0.5);
            double x0 = bx + ux * base / 2;
            double y0 = by + uy * base / 2;
            t.on(c.save())
                    .lineWidth(2.2)
                    .line(x0, y0, x0 + ux * bar, y0 + uy * bar)
                    .restore();
            c.save().lineWidth(0.4).black();
            c.line(x0 - uy * 1.1, y0 + ux * 1.1, x0 + ux * bar - uy * 1.1, y0 + uy * bar + ux * 1.1);
            c.line(x0 + uy * 1.1, y0 - ux * 1.1, x0 + ux * bar + uy * 1.1, y0 + uy * bar - ux * 1.1);
            c.restore();
        }
        // the turn marker beside the first base
        double tx = at[0][0] - base / 2;
        double ty = at[0][1] + base / 2 + 2;
        double s = Units.mm(4);
        c.save()
                .black()
                .lineWidth(0.6)
                .polygon(tx, ty + s, tx + s, ty + s, tx + s / 2, ty)
                .restore();
        c.black().text(tx + s + 2, ty + s, 7, "turn marker");
        c.black().text(box.x(), box.bottom() - 2, 8, "Set-up, each with a first 1-inch bar (not to scale)");
    }
}
