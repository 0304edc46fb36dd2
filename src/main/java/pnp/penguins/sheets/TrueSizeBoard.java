package pnp.penguins.sheets;

import java.util.List;
import pnp.grid.Cell;
import pnp.pdf.Canvas;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Page;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Tiling;
import pnp.pdf.Units;
import pnp.penguins.model.Board;
import pnp.penguins.model.Placed;

/**
 * The board at true size (a square = half a domino, {@code square} points), to lay real dominoes
 * on: on one page where it fits as the paper stands, else on one page turned landscape, else
 * tiled across pages by the page kit (overlap strips, crosses, and how to join them on the setup card).
 */
final class TrueSizeBoard {
    /** Space above the board for its heading. */
    static final double HEADING = Units.mm(8);
    /** Overlap of neighbouring tiles when the board needs several pages. */
    static final double OVERLAP = Units.mm(15);

    private TrueSizeBoard() {}

    enum Fit {
        PORTRAIT,
        LANDSCAPE,
        TILED
    }

    /** How the board is printed: fit, and the pages across and down when tiled (1 x 1 otherwise). */
    record Plan(Fit fit, int across, int down) {
        int pages() {
            return across * down;
        }
    }

    static Plan plan(PdfDoc doc, Board board, double square) {
        int[] box = MapSheet.bounds(board);
        double w = (box[2] - box[0] + 1) * square;
        double h = (box[3] - box[1] + 1) * square;
        Rect content = doc.contentArea();
        if (w <= content.w() && h + HEADING <= content.h()) return new Plan(Fit.PORTRAIT, 1, 1);
        if (w <= content.h() && h + HEADING <= content.w()) return new Plan(Fit.LANDSCAPE, 1, 1);
        int[] g = Tiling.grid(doc, w, h, OVERLAP);
        return new Plan(Fit.TILED, g[0], g[1]);
    }

    static String heading(double square) {
        return "Board at true size (a domino " + Units.describeMm(square) + " x " + Units.describeMm(2 * square) + ")";
    }

    static void draw(PdfDoc doc, Board board, double square, Plan plan, Ink ink) {
        int[] box = MapSheet.bounds(board);
        int c0 = box[0], r0 = box[1];
        double w = (box[2] - box[0] + 1) * square;
        double h = (box[3] - box[1] + 1) * square;
        if (plan.fit() == Fit.TILED) {
            Tiling.draw(doc, heading(square), w, h, OVERLAP, cv -> board(cv, board, square, c0, r0, null));
            return;
        }
        Page page = doc.newPage();
        Canvas c = page.canvas();
        Rect content = page.content();
        c.save();
        Rect area = content;
        if (plan.fit() == Fit.LANDSCAPE) {
            page.showLandscape();
            c.translate(content.x(), content.bottom()).rotate(-90);
            area = new Rect(0, 0, content.h(), content.w());
        }
        c.black().text(area.x(), area.y() + Units.mm(4), 10, heading(square) + ": lay the dominoes on their outlines");
        double x = area.x() + (area.w() - w) / 2;
        double y = area.y() + HEADING;
        c.translate(x, y);
        board(c, board, square, c0, r0, ink);
        c.restore();
    }

    /** The dominoes at their true size, each square's name in its top-left corner, above the pips. */
    static void board(Canvas c, Board board, double square, int c0, int r0, Ink ink) {
        for (Placed p : board.dominoes()) Pips.domino(c, p, 0, 0, square, c0, r0, 0, ink);
        c.gray(0.5);
        double fs = LayoutGuard.MIN_TEXT;
        // the names need about 1 in squares at the least legible size; smaller boards leave them to the map
        boolean names = square * 0.083 >= fs - 0.05;
        for (Cell q : names ? board.squares() : List.<Cell>of()) {
            double x = (q.col() - c0) * square + Math.min(3, square * 0.04);
            double base = (q.row() - r0) * square + Math.min(8, square * 0.11);
            c.text(x, base, fs, q.name());
            if (ink != null)
                ink.add("name", q.name(), new Rect(x, base - fs * 0.75, c.textWidth(fs, q.name()), fs * 0.95));
        }
        c.black();
    }
}
