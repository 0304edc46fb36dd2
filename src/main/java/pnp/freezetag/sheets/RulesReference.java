package pnp.freezetag.sheets;

import java.util.List;
import java.util.Locale;
import pnp.freezetag.model.Board;
import pnp.freezetag.model.Piece;
import pnp.freezetag.model.Player;
import pnp.freezetag.model.Position;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.pdf.Canvas;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.TextFlow;
import pnp.pdf.Units;

/**
 * Freeze Tag's rules in pnp's own words, one or two pages: the starting stacks for these players
 * and seats drawn from {@link pnp.freezetag.rules.Setup}'s position, a turn, where a pyramid may go,
 * the end, and pnp's readings where the rules leave a question open (marked as ours).
 */
public final class RulesReference {
    static final double CELL = Units.mm(12);
    static final double BAND = Units.mm(7);

    private RulesReference() {}

    /** The rules on their own, as a PDF for plain paper (the kit's file). */
    public static byte[] pdf(Paper paper, Position start) {
        try (PdfDoc doc = new PdfDoc(paper, "Freeze Tag rules in brief", null)) {
            draw(doc, start);
            return doc.toBytes();
        }
    }

    /** Adds the rules pages for the starting position {@code start} to {@code doc}. */
    public static void draw(PdfDoc doc, Position start) {
        List<Player> players = start.players();
        TextFlow f = new TextFlow(doc, "Freeze Tag: the rules in brief");
        f.paragraph("A summary in pnp's own words for " + players.size()
                + " players; the designer's rules (by Jeanne Rink Kramer-Smyth) are the authority.");
        double side = Board.SIZE * CELL + 2 * BAND;
        Rect box = f.aside(side, side + Units.mm(6));
        drawSetup(f.page().canvas(), box, start);
        f.heading("You need");
        f.paragraph("The board, six pyramids a player in one colour (two small, two medium, two large: S, M, L), "
                + "the pyramid die (its faces are S, M, L, S+M, S+L and M+L) and a reminder card a player.");
        f.heading("Set-up (the picture shows yours)");
        f.paragraph("Sit at one edge of the board each. On the middle square of your edge put your two mediums, one on "
                + "the other. Your two smalls, one on the other, go on the square to your left, your two larges on the "
                + "square to your right, as seen from your seat. " + seats(players));
        f.reading("each size is one stack of two on one square, so the corner squares stay free for four players; "
                + "the lower pyramid of each starting stack begins the game frozen.");
        f.reading("nobody says who starts: the player at the south edge does, and turns go clockwise (" + order(players)
                + ").");
        f.heading("Goal");
        f.paragraph("Be the first to get three of your pyramids, of any sizes, off the board over the edge facing your "
                + "own (the far edge).");
        f.heading("Your turn");
        f.bullet("Roll the die. For every size it shows, move one of your pyramids of that size one square, straight "
                + "or diagonally. With two sizes you pick which goes first.");
        f.bullet("Only a pyramid with nothing on top of it may move. A stack is never more than two high.");
        f.bullet("If no pyramid of a size shown can move, that part of the roll is lost (the other size still moves). "
                + "If you can move, you have to.");
        f.reading("with two sizes, when some order lets you move both, you must move both.");
        f.heading("Where a pyramid may go");
        f.bullet("Onto an empty square.");
        f.bullet("Off the board across your far edge, from the row next to it (never over a side edge or your own).");
        f.bullet("Onto a lone pyramid of its own size or a bigger one, of any colour, yours included: the one "
                + "underneath is frozen until it is uncovered.");
        f.bullet("Onto a lone smaller pyramid of a colour not the mover's: you capture it. Lift it off and set it "
                + "down on any square of the whole board, near or far, where it could land if it were the one moving "
                + "(never off the board): an empty square, a lone pyramid of its size or bigger (which it freezes), or "
                + "a lone smaller pyramid of a colour not its own, yours included. That last one is captured too and "
                + "set down the same way.");
        f.bullet("Never onto a stack of two, and never onto a smaller pyramid of your own colour.");
        f.reading("for the captured pyramid, 'own colour' means its colour, not the mover's; it may even go back on "
                + "top of its captor.");
        ownSmallExample(f);
        f.heading("End and scoring");
        f.paragraph(
                "Check after every turn: the first player with three pyramids off the board wins at once. There are "
                        + "no points; the reminder cards show each colour's far edge.");
        f.heading("Check a position with pnp");
        f.paragraph("Type the position into a text file and ask pnp for every legal turn, or for the start: see "
                + "pnp freezetag setup --help and pnp freezetag moves --help, or the pnp README.");
    }

    /** The board of the worked example: a square's side, points. */
    static final double EXAMPLE_CELL = Units.mm(11);

    /**
     * The designer's own example, worked: red's large on C3 steps onto blue's lone medium on C2; the
     * medium is set down far away on A1, on red's own lone small, and captures it; red then sets its
     * small down on A4. Before and after, side by side, with the steps numbered.
     */
    static void ownSmallExample(TextFlow f) {
        double grid = Board.SIZE * EXAMPLE_CELL;
        Rect box = f.block(grid + Units.mm(14));
        Canvas c = f.page().canvas();
        c.black().text(box.x(), box.y() + 10, 10, "Example: a captured medium takes your own small");
        double top = box.y() + Units.mm(7);
        double left = box.x() + Units.mm(1);
        double right = left + grid + Units.mm(12);
        Cell c3 = new Cell(2, 2), c2 = new Cell(2, 1), a1 = new Cell(0, 0), a4 = new Cell(0, 3), e5 = new Cell(4, 4);
        exampleBoard(c, left, top, "Before: red rolls L", new Object[][] {
            {c3, "red", "L"}, {c2, "blue", "M"}, {a1, "red", "S"}, {e5, "blue", "S"}
        });
        arrow(c, left, top, c3, 0.85, 0.8, c2, 0.85, 0.75, "1");
        arrow(c, left, top, c2, 0.1, 0.35, a1, 0.95, 0.6, "2");
        arrow(c, left, top, a1, 0.3, 0.9, a4, 0.3, 0.35, "3");
        exampleBoard(c, right, top, "After", new Object[][] {
            {c2, "red", "L"}, {a1, "blue", "M"}, {a4, "red", "S"}, {e5, "blue", "S"}
        });
        double tx = right + grid + Units.mm(6);
        c.black()
                .paragraph(
                        tx,
                        top + 8,
                        box.right() - tx,
                        8.5,
                        11,
                        "1. Red's large steps from C3 onto blue's lone medium on C2 and captures it.\n"
                                + "2. Red sets the blue medium down on A1, two squares away, on red's own lone "
                                + "small: smaller and not blue, so the medium captures it.\n"
                                + "3. Red sets its own small down again anywhere it may land: here A4 (not on "
                                + "blue's small on E5, which is not smaller).");
    }

    private static void exampleBoard(Canvas c, double x, double y, String caption, Object[][] pieces) {
        double e = EXAMPLE_CELL;
        c.black().text(x, y + 8, 8, caption);
        double oy = y + Units.mm(4);
        for (Object[] p : pieces) {
            Cell cell = (Cell) p[0];
            String colour = (String) p[1];
            double[] rgb = Colours.rgb(colour);
            double px = x + cell.col() * e, py = oy + cell.row() * e;
            c.save()
                    .rgb(tint(rgb[0]), tint(rgb[1]), tint(rgb[2]))
                    .fillRect(px, py, e, e)
                    .restore();
            c.black().textCentered(px + e / 2, py + e * 0.42, 6, colour);
            c.textCentered(px + e / 2, py + e * 0.85, 12, (String) p[2]);
        }
        c.black().lineWidth(0.5);
        for (Cell cell : Board.cells()) {
            double px = x + cell.col() * e, py = oy + cell.row() * e;
            c.rect(px, py, e, e);
            c.save().gray(0.4).text(px + 1, py + 6.5, 6, Board.name(cell)).restore();
        }
    }

    /** A numbered arrow on the before board from a point of one square (fractions of its side) to a point of another. */
    private static void arrow(
            Canvas c,
            double x,
            double y,
            Cell from,
            double fx,
            double fy,
            Cell to,
            double tx,
            double ty,
            String number) {
        double e = EXAMPLE_CELL;
        double oy = y + Units.mm(4);
        double x1 = x + (from.col() + fx) * e, y1 = oy + (from.row() + fy) * e;
        double x2 = x + (to.col() + tx) * e, y2 = oy + (to.row() + ty) * e;
        double len = Math.hypot(x2 - x1, y2 - y1);
        double ux = (x2 - x1) / len, uy = (y2 - y1) / len;
        double sx = x1, sy = y1;
        double ex = x2, ey = y2;
        double h = Units.mm(1.6);
        c.save().black().lineWidth(1.1).line(sx, sy, ex - ux * h * 0.6, ey - uy * h * 0.6);
        c.fillPolygon(
                ex,
                ey,
                ex - ux * h - uy * h * 0.55,
                ey - uy * h + ux * h * 0.55,
                ex - ux * h + uy * h * 0.55,
                ey - uy * h - ux * h * 0.55);
        double mx = (sx + ex) / 2 + uy * 7, my = (sy + ey) / 2 - ux * 7;
        c.gray(1).fillCircle(mx, my - 2.5, 4.2).black().lineWidth(0.5).circle(mx, my - 2.5, 4.2);
        c.textCentered(mx, my, 7, number).restore();
    }

    /** "Two players sit across from each other." and the like. */
    static String seats(List<Player> players) {
        if (players.size() != 2) return "";
        boolean across = players.get(0).start().opposite() == players.get(1).start();
        return across
                ? "Two players may sit across from each other (as here) or at neighbouring edges."
                : "Two players may sit at neighbouring edges (as here) or across from each other.";
    }

    /** The players in turn order: "red, yellow, green". */
    static String order(List<Player> players) {
        return String.join(", ", players.stream().map(Player::colour).toList());
    }

    /** The board with the starting stacks in the players' colours and each player's edge named. */
    static void drawSetup(Canvas c, Rect box, Position start) {
        double ox = box.x() + BAND;
        double oy = box.y() + BAND;
        c.save();
        for (Cell cell : Board.cells()) {
            double x = ox + cell.col() * CELL;
            double y = oy + cell.row() * CELL;
            List<Piece> stack = start.stack(cell);
            if (!stack.isEmpty()) {
                double[] rgb = Colours.rgb(start.player(stack.get(0).player()).colour());
                c.save()
                        .rgb(tint(rgb[0]), tint(rgb[1]), tint(rgb[2]))
                        .fillRect(x, y, CELL, CELL)
                        .restore();
                String label = stack.size() + " x " + stack.get(0).size().name();
                c.black().textCentered(x + CELL / 2, y + CELL * 0.72, 9, label);
            }
            c.black().lineWidth(0.6).rect(x, y, CELL, CELL);
            c.save().gray(0.35).text(x + 1.5, y + 6.5, 6, Board.name(cell)).restore();
        }
        for (Player p : start.players()) edgeLabel(c, ox, oy, p);
        c.restore();
        c.black()
                .text(
                        box.x(),
                        box.bottom() - 2,
                        8,
                        "The start for " + start.players().size() + " players");
    }

    private static double tint(double v) {
        return 1 - (1 - v) * 0.55;
    }

    private static void edgeLabel(Canvas c, double ox, double oy, Player p) {
        String label = p.colour() + " starts here";
        double size = 7.5;
        double grid = Board.SIZE * CELL;
        Side s = p.start();
        switch (s) {
            case S -> c.textCentered(ox + grid / 2, oy + grid + BAND - 2, size, label);
            case N -> c.textCentered(ox + grid / 2, oy - 2.5, size, label);
            case W, E -> {
                double x = s == Side.W ? ox - 2.5 : ox + grid + BAND - 2;
                c.save().translate(x, oy + grid / 2).rotate(-90);
                c.textCentered(0, 0, size, label.toLowerCase(Locale.ROOT));
                c.restore();
            }
        }
    }
}
