package pnp.fridge.sheets;

import java.util.List;
import java.util.Locale;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Rect;

/**
 * A page to keep by the fridge: a row per day for two weeks, a column per player to note the
 * colours of the bars they captured, then the end-of-game tally with the scoring reminders.
 */
final class ScoreSheet {
    static final int DAYS = 14;

    private ScoreSheet() {}

    static void draw(Page page, List<String> colors) {
        Canvas c = page.canvas();
        Rect a = page.content().inset(0.5); // the table's outer strokes stay inside the printable area
        c.black().text(a.x(), a.y() + 14, 14, "Fridge \u2014 capture log and final score");
        c.text(
                a.x(),
                a.y() + 26,
                8,
                "Each time you cross between two enemy bars, note the colour of the bar you took. "
                        + "At the end, fill in the tally below.");
        double top = a.y() + 36;
        double labelW = 90;
        double colW = (a.w() - labelW) / colors.size();
        double rowH = 18;
        // header
        c.lineWidth(0.5);
        for (int i = 0; i < colors.size(); i++) {
            double x = a.x() + labelW + i * colW;
            PieceColors.tint(colors.get(i)).on(c).fillRect(x, top, colW, rowH);
            c.black()
                    .textCentered(
                            x + colW / 2,
                            top + 12.5,
                            10,
                            "captured by " + colors.get(i).toUpperCase(Locale.ROOT));
        }
        String[] tally = {
            "captured bars by colour",
            "capture points (sets)",
            "infiltration (1 / 3 / 6)",
            "longest road (bars)",
            "longest road bonus",
            "TOTAL"
        };
        int rows = 1 + DAYS + tally.length;
        for (int r = 0; r < rows; r++) {
            double y = top + r * rowH;
            String label = r == 0 ? "" : r <= DAYS ? "day " + r : tally[r - 1 - DAYS];
            c.text(a.x() + 3, y + 12.5, 8, label);
            c.rect(a.x(), y, labelW, rowH);
            for (int i = 0; i < colors.size(); i++) c.rect(a.x() + labelW + i * colW, y, colW, rowH);
        }
        double y = top + rows * rowH + 18;
        String rules = "Scoring: a complete set of three different colours is worth 3; after the complete sets, each "
                + "different colour left is worth 1 and duplicates nothing (red+blue 2; red, red, blue 2; red, red, "
                + "blue, yellow 4). Infiltration: your 1-inch bars touching 1, 2 or 3 enemy bases score 1, 3 or 6. "
                + "Longest road: the longest chain of your bars, one after another, not passing through a junction an "
                + "enemy crossed, scores 1 (ties all score). Type the final position into a .fridge file and "
                + "run ./pnp fridge score FILE to check the count.";
        c.paragraph(a.x(), y, a.w(), 8, 11, rules);
    }
}
