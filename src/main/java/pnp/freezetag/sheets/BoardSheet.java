package pnp.freezetag.sheets;

import java.util.List;
import java.util.Locale;
import pnp.freezetag.model.Board;
import pnp.freezetag.model.Player;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Tiling;
import pnp.pdf.Units;

/**
 * The 5x5 board at true size: squares named in their corners (A1 top-left), and a band along each
 * edge naming the edge and the player who starts there. Tiled across pages when it does not fit.
 */
public final class BoardSheet {
    /** Width of the band round the grid. */
    public static final double BAND = Units.mm(6);

    private static final double TITLE = Units.mm(8);
    /** The white rim between a band and the board's edge where the page has no room for bleed. */
    private static final double RIM = Units.mm(1.5);

    private BoardSheet() {}

    /** The whole drawing's side length for squares of the given side. */
    public static double size(double square) {
        return Board.SIZE * square + 2 * BAND;
    }

    public static void draw(PdfDoc doc, List<Player> players, double square) {
        double side = size(square);
        Rect content = doc.contentArea();
        if (side <= content.w() && side + TITLE <= content.h()) {
            Page page = doc.newPage();
            Canvas c = page.canvas();
            c.black().text(content.x(), content.y() + 11, 11, "Freeze Tag board: squares of " + describe(square));
            c.textRight(
                    content.right(),
                    content.y() + 11,
                    8,
                    "pyramids start on the middle of their edge, leave by the far edge");
            double x = content.x() + (content.w() - side) / 2;
            double y = content.y() + TITLE;
            // the bands are coloured to the cut line with 3 mm of bleed where the page has room for it,
            // else they stop short of the cut line, leaving a white rim that needs none
            double room = Math.min((content.w() - side) / 2, content.bottom() - y - side);
            boolean bleeds = room >= Page.BLEED - 1e-6;
            c.save().translate(x, y);
            drawBoard(c, players, square, bleeds, false);
            c.restore();
            if (bleeds) page.bleedBox(new Rect(x, y, side, side));
            else page.trimBox(new Rect(x, y, side, side));
        } else {
            Tiling.draw(
                    doc,
                    "Freeze Tag board (squares of " + describe(square) + ")",
                    side,
                    side,
                    Units.mm(15),
                    c -> drawBoard(c, players, square, false, true));
        }
    }

    private static String describe(double square) {
        return String.format(Locale.ROOT, "%.2f in", Units.toIn(square));
    }

    /**
     * The board in drawing coordinates: (0, 0) is the outer top-left corner of the band. The grid's lines are
     * game lines, so a tiling's seams and crosses keep off them; a {@code tiled} board writes each band's words
     * from the band's start rather than its middle, where the seams between two pages fall.
     */
    static void drawBoard(Canvas c, List<Player> players, double square, boolean bleeds, boolean tiled) {
        double side = size(square);
        c.piece("the board", bleeds ? "board" : null, new Rect(0, 0, side, side), bleeds ? Page.BLEED : 0);
        for (Side edge : Side.values()) {
            Player owner =
                    players.stream().filter(p -> p.start() == edge).findFirst().orElse(null);
            Player leaver = players.stream()
                    .filter(p -> p.farEdge() == edge)
                    .findFirst()
                    .orElse(null);
            String label = edge.name() + " edge";
            if (owner != null) {
                double[] rgb = Colours.rgb(owner.colour());
                c.rgb(rgb[0], rgb[1], rgb[2]);
                fillBand(c, edge, side, bleeds ? -Page.BLEED : RIM);
                label += ": " + owner.colour() + " starts here";
                c.coloured("the " + edge.name() + " edge's band", rgb, owner.colour());
            }
            if (leaver != null) label += (owner != null ? "; " : ": ") + leaver.colour() + " leaves here";
            c.black();
            if (owner != null && Colours.dark(owner.colour())) c.gray(1);
            bandText(c, edge, side, label, tiled);
            c.black();
        }
        c.black().lineWidth(0.4).rect(0, 0, side, side);
        c.lineWidth(1.2);
        double grid = Board.SIZE * square;
        double half = 0.6; // half the line width
        for (int i = 0; i <= Board.SIZE; i++) {
            double at = BAND + i * square;
            c.line(at, BAND, at, BAND + grid);
            c.line(BAND, at, BAND + grid, at);
            c.gameLine("board line " + i + " across", new Rect(at - half, BAND - half, 2 * half, grid + 2 * half));
            c.gameLine("board line " + i + " down", new Rect(BAND - half, at - half, grid + 2 * half, 2 * half));
        }
        c.lineWidth(0.5).gray(0.45);
        for (Cell cell : Board.cells()) {
            c.text(BAND + cell.col() * square + 4, BAND + cell.row() * square + 11, 9, cell.name());
        }
        c.black();
    }

    /** A band from {@code from} points inside the board's edge (negative: past it, the bleed) to the grid. */
    private static void fillBand(Canvas c, Side edge, double side, double from) {
        double t = BAND - from;
        switch (edge) {
            case N -> c.fillRect(BAND, from, side - 2 * BAND, t);
            case S -> c.fillRect(BAND, side - BAND, side - 2 * BAND, t);
            case W -> c.fillRect(from, BAND, t, side - 2 * BAND);
            case E -> c.fillRect(side - BAND, BAND, t, side - 2 * BAND);
        }
    }

    private static void bandText(Canvas c, Side edge, double side, String text, boolean tiled) {
        double size = 8;
        double mid = side / 2;
        double centre = BAND / 2;
        c.save();
        switch (edge) {
            case N -> c.translate(mid, centre);
            case S -> c.translate(mid, side - centre);
            case W -> c.translate(centre, mid).rotate(-90);
            case E -> c.translate(side - centre, mid).rotate(-90);
        }
        // in the (possibly turned) frame the glyphs rise from the baseline: centre them on the band
        if (tiled) {
            // from one end of the band, 4 pt inside the grid's corner
            c.text(-(mid - BAND - 4), size * 0.35, size, text);
        } else {
            c.textCentered(0, size * 0.35, size, text);
        }
        c.restore();
    }
}
