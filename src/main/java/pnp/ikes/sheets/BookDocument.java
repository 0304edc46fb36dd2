package pnp.ikes.sheets;

import java.util.List;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * A challenge book: a cover that says how to play solo and how to check a game, the rules page,
 * then each challenge's sheet and dice page with its par, then a score log page.
 */
public final class BookDocument {
    /** One challenge of the book and what its pages say of its par and bound. */
    public record Entry(Challenge challenge, String note, String parText) {}

    private static final double ROW = Units.mm(8);

    private BookDocument() {}

    public static byte[] render(Paper paper, TileChart chart, String title, List<Entry> entries) {
        return render(paper, chart, title, entries, true);
    }

    /** The book; with {@code rules} the rules page ({@link RulesPage}) follows the cover. */
    public static byte[] render(Paper paper, TileChart chart, String title, List<Entry> entries, boolean rules) {
        try (PdfDoc doc = new PdfDoc(paper, title, null)) {
            cover(doc.newPage(), title, entries);
            if (rules) RulesPage.draw(doc.newPage());
            for (Entry e : entries) SoloDocument.addPages(doc, chart, e.challenge(), e.note());
            for (int from = 0; from < entries.size(); ) from = scoreLog(doc.newPage(), entries, from);
            return doc.toBytes();
        }
    }

    private static void cover(Page page, String title, List<Entry> entries) {
        Canvas c = page.canvas();
        Rect a = page.content();
        c.black().text(a.x(), a.y() + Units.mm(8), 22, title);
        double y = a.y() + Units.mm(16);
        String[] paragraphs = {
            "Each challenge is one solo game of Ike's with everything decided in advance: the entrance and exit are "
                    + "drawn on its sheet, and its dice page lists the dice of all 40 turns in order. Everyone who plays "
                    + "challenge N gets the same game, so scores can be compared.",
            "How to play (the rules are on the next page): take each turn's dice from the dice page instead of "
                    + "rolling (" + SoloDocument.DICE_KEY + "). To reroll a die, cross out a coin and take that die's "
                    + "next unused reserve value. Then draw the tile with one display, or a cafeteria, or stop. Note each move "
                    + "on its line of the dice page.",
            "How to check a game: type the moves into a text file after the line 'seed N', one move a line (for "
                    + "example 'tile B2 display C2 5 reward coins', 'cafeteria E4 F4', 'stop'), and run "
                    + "'./pnp ikes replay FILE'. It checks every move against the challenge and prints your score with the "
                    + "route that earns it.",
            "Grades: 5 or less failure, 6 to 8 respectable, 9 to 11 very good (you win), 12 or more excellent (champion). "
                    + "Par is the score pnp's solver reaches with a small fixed budget; 'no one can beat' is a score that no "
                    + "play of the challenge can exceed (an upper bound pnp works out from a relaxed version of the game).",
        };
        for (String p : paragraphs) y = c.paragraph(a.x(), y, a.w(), 11, 14.5, p) + Units.mm(4);
        y += Units.mm(2);
        c.text(a.x(), y + 11, 11, "In this book:");
        y += Units.mm(6);
        for (Entry e : entries) {
            if (y > a.y() + a.h() - Units.mm(6)) {
                c.text(a.x(), y + 10, 10, "... and " + (entries.size() - entries.indexOf(e)) + " more.");
                break;
            }
            c.text(a.x() + Units.mm(4), y + 10, 10, "challenge " + e.challenge().seed() + ": " + e.note());
            y += Units.mm(5);
        }
    }

    /** One score log page from entry {@code from} on; returns the first entry left for the next page. */
    private static int scoreLog(Page page, List<Entry> entries, int from) {
        Canvas c = page.canvas();
        Rect a = page.content();
        c.black().text(a.x(), a.y() + Units.mm(6), 16, from == 0 ? "Score log" : "Score log (continued)");
        String[] heads = {"challenge", "par", "played on", "your score", "grade", "replayed"};
        double[] at = {0, 0.16, 0.28, 0.50, 0.68, 0.86};
        double y = a.y() + Units.mm(12);
        for (int i = 0; i < heads.length; i++) c.text(a.x() + at[i] * a.w(), y + 10, 10, heads[i]);
        y += Units.mm(6);
        int rows = (int) Math.min(entries.size() - from, Math.floor((a.y() + a.h() - y) / ROW));
        for (int r = 0; r < rows; r++) {
            Entry e = entries.get(from + r);
            double ry = y + r * ROW;
            c.black().text(a.x(), ry + ROW - 7, 10, Long.toString(e.challenge().seed()));
            c.text(a.x() + at[1] * a.w(), ry + ROW - 7, 10, e.parText());
            c.save()
                    .gray(0.55)
                    .lineWidth(0.4)
                    .line(a.x(), ry + ROW, a.x() + a.w(), ry + ROW)
                    .restore();
        }
        return from + rows;
    }
}
