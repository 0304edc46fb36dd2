package pnp.ikes.sheets;

import java.util.Optional;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * The printable solo challenge: page 1 is the game sheet with the challenge's entrance and exit drawn
 * in; page 2 is the dice page: the 40 turns' dice in order (light die in a plain box, dark die in a box
 * with a heavy black frame) with a line beside each turn to note the move, and the two reroll reserves to cross off.
 */
public final class SoloDocument {
    private static final double ROW = Units.mm(7.5);
    private static final double BOX = Units.mm(6);
    /** How the dice pages show the two dice, in the words the cover and the dice pages both use. */
    public static final String DICE_KEY =
            "the plain box is the light die (the tile's shape), the box with the heavy black frame the dark die (its walls)";

    private SoloDocument() {}

    public static byte[] render(Paper paper, TileChart chart, Challenge ch) {
        return render(paper, chart, ch, "");
    }

    /** The challenge's two pages; {@code note} (e.g. its par and bound) goes beside its heading, if not empty. */
    public static byte[] render(Paper paper, TileChart chart, Challenge ch, String note) {
        return render(paper, chart, ch, note, false);
    }

    /** The challenge's two pages, then the rules page ({@link RulesPage}) when {@code rules}. */
    public static byte[] render(Paper paper, TileChart chart, Challenge ch, String note, boolean rules) {
        try (PdfDoc doc = new PdfDoc(paper, "Ike's solo challenge " + ch.seed(), ch.seed())) {
            addPages(doc, chart, ch, note);
            if (rules) RulesPage.draw(doc.newPage());
            return doc.toBytes();
        }
    }

    /** Adds the challenge's sheet and dice page to {@code doc} (a book holds many). */
    public static void addPages(PdfDoc doc, TileChart chart, Challenge ch, String note) {
        String heading = "solo challenge " + ch.seed() + (note.isEmpty() ? "" : ": " + note);
        SheetPage.draw(
                doc.newPage(),
                chart,
                new SheetSpec(heading, Optional.of(ch.entrance()), Optional.of(ch.exit()), Optional.of(ch.seed())));
        dicePage(doc.newPage(), ch, note);
    }

    private static void dicePage(Page page, Challenge ch, String note) {
        Canvas c = page.canvas();
        Rect a = page.content();
        c.black();
        c.text(a.x(), a.y() + Units.mm(6), 16, "Ike's solo challenge " + ch.seed() + ": the dice");
        if (!note.isEmpty()) c.textRight(a.x() + a.w(), a.y() + Units.mm(6), 11, note);
        double y = a.y() + Units.mm(12);
        y = c.paragraph(
                a.x(),
                y,
                a.w(),
                9,
                11.5,
                "Entrance " + ch.entrance().cell() + " (" + ch.entrance().side().word()
                        + " side), exit " + ch.exit().cell() + " ("
                        + ch.exit().side().word() + " side): already drawn on your sheet. "
                        + "Instead of rolling, take each turn's dice from the table in order: " + DICE_KEY
                        + ". To reroll a die, cross out a coin and take the next unused value of "
                        + "that die's reserve below. Your coin box starts empty. Note each move on its line "
                        + "(e.g. 'tile B2 display C2 5 reward coins', 'cafeteria E4 F4', 'stop'), type them into a file after "
                        + "'seed " + ch.seed() + "' and check your game with: pnp ikes replay FILE");
        y += Units.mm(2);
        int perColumn = (ch.turns() + 1) / 2;
        double colW = a.w() / 2;
        for (int t = 0; t < ch.turns(); t++) {
            int column = t / perColumn, row = t % perColumn;
            double x = a.x() + column * colW;
            double ry = y + row * ROW;
            c.black().textRight(x + Units.mm(7), ry + BOX - 4.5, 9, Integer.toString(t + 1));
            die(c, x + Units.mm(9), ry, ch.light(t), false);
            die(c, x + Units.mm(9) + BOX + Units.mm(1.5), ry, ch.dark(t), true);
            c.save().gray(0.6).lineWidth(0.4);
            c.line(x + Units.mm(26), ry + BOX, x + colW - Units.mm(4), ry + BOX);
            c.restore();
        }
        y += perColumn * ROW + Units.mm(5);
        y = reserve(c, a, y, "Light die reroll reserve (take the next one, cross it out):", ch, true);
        reserve(c, a, y + Units.mm(2), "Dark die reroll reserve:", ch, false);
    }

    private static double reserve(Canvas c, Rect a, double y, String title, Challenge ch, boolean light) {
        c.black().text(a.x(), y + 9, 9, title);
        y += Units.mm(5);
        int n = ch.reserveSize(light);
        double step = Math.min(BOX + Units.mm(1), (a.w() - 1 - BOX) / Math.max(1, n - 1));
        // half a stroke in from the content edge, so the boxes' lines stay inside the printable area
        for (int i = 0; i < n; i++) die(c, a.x() + 0.5 + i * step, y, ch.reserve(light, i), !light);
        return y + BOX + Units.mm(3);
    }

    /**
     * One die value in its box: the light die in a plain box, the dark die in a box with a heavy black
     * frame; no tint on either (it prints grey and reads as neither), black digits on white, so a pencil
     * can cross either out.
     */
    private static void die(Canvas c, double x, double y, int value, boolean dark) {
        c.save().lineWidth(0.8).black();
        if (dark) {
            c.lineWidth(2).rect(x + 1, y + 1, BOX - 2, BOX - 2);
        } else {
            c.rect(x, y, BOX, BOX);
        }
        c.claim((dark ? "dark" : "light") + " die " + value, new Rect(x, y, BOX, BOX));
        c.claimText(false).textCentered(x + BOX / 2, y + BOX - 4.5, 11, Integer.toString(value));
        c.restore();
    }
}
