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
        f.bullet("Onto a lone smaller pyramid of another colour: you capture it and put it down again on any square "
                + "where it could legally move (never off the board). If it lands on a lone smaller pyramid of yet "
                + "another colour, that one is captured and put down in turn.");
        f.bullet("Never onto a stack of two, and never onto a smaller pyramid of your own colour.");
        f.reading("a captured pyramid follows the same landing rules as a moving one, with its own colour as 'own'; "
                + "it may even go back on top of its captor.");
        f.heading("End and scoring");
        f.paragraph(
                "Check after every turn: the first player with three pyramids off the board wins at once. There are "
                        + "no points; the reminder cards show each colour's far edge.");
        f.heading("Check a position with pnp");
        f.paragraph("Type the position into a text file and ask pnp for every legal turn, or for the start: see "
                + "pnp freezetag setup --help and pnp freezetag moves --help, or the pnp README.");
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
