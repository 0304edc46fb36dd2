package pnp.bridgewars.sheets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.BuildSizes;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Setup;
import pnp.pdf.Canvas;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.TextFlow;
import pnp.pdf.Units;

/**
 * Bridge Wars' rules in pnp's own words, one or two pages: the board after set-up for an example
 * seating (the rods of the diamond and of the claimed corners, the brass rod, each player's starting
 * square, empty corners left bare: the playable area), a turn, the three placing rules, the end, the
 * scoring, and pnp's readings where the rules leave a question open (marked as ours).
 */
public final class RulesReference {
    static final double HOLE = Units.mm(5.2);
    private static final double LABELS = Units.mm(4);

    private RulesReference() {}

    /** The example seating for 2 to 4 players: R NW and B SE; then G SW; then Y NE. */
    public static Setup example(int players) {
        List<Claim> claims = new ArrayList<>(List.of(new Claim(Corner.NW, 'R')));
        if (players >= 3) claims.add(new Claim(Corner.SW, 'G'));
        claims.add(new Claim(Corner.SE, 'B'));
        if (players >= 4) claims.add(new Claim(Corner.NE, 'Y'));
        return new Setup(claims);
    }

    /** The rules on their own, as a PDF for plain paper (the kit's file). */
    public static byte[] pdf(Paper paper, Setup setup) {
        try (PdfDoc doc = new PdfDoc(paper, "Bridge Wars rules in brief", null)) {
            draw(doc, setup);
            return doc.toBytes();
        }
    }

    /** Adds the rules pages, with the set-up picture for {@code setup}, to {@code doc}. */
    public static void draw(PdfDoc doc, Setup setup) {
        TextFlow f = new TextFlow(doc, "Bridge Wars: the rules in brief");
        f.paragraph("A summary in pnp's own words for 2 to 4 players; the designer's rules are the authority.");
        double side = 2 * LABELS + Board.SIZE * HOLE;
        Rect box = f.aside(side, side + Units.mm(13));
        drawSetup(f.page().canvas(), box, setup);
        f.heading("You need");
        f.paragraph("The drilled board (11 by 11 holes), one brass rod and 60 acrylic rods, 15 more acrylic rods "
                + "for each player, a set of blocks in each player's colour (one of every shape, the 2 by 2 starting "
                + "square among them) and a downer for each player: a dowel that pushes a block down the rods.");
        f.heading("Set-up (the picture shows " + setup.players() + " players)");
        f.bullet("Put the brass rod in the middle hole (f6) and acrylic rods in the 60 holes around it, the "
                + "diamond. The four corner triangles stay empty for now.");
        f.bullet("In a random order, each player picks a colour and a free corner, fills that corner's 15 holes "
                + "with rods and drops the starting square on its four outermost rods.");
        f.bullet("Corners nobody picked stay empty. The rods now standing are the playable area: seen from "
                + "above, only holes with a rod; upwards, no higher than the rods' tops.");
        f.heading("A turn");
        f.paragraph("Whoever picked a corner first begins; turns then pass to the left, which may be a different "
                + "order from the picking. On your turn, thread one of your blocks onto the rods and push it down "
                + "with your downer as far as it goes. A block wholly inside the playable area is in play and stays.");
        f.bullet("It must rest on at least one block of your own colour.");
        f.bullet("It may not rest on a block of another colour. It may pass over other colours when a gap is "
                + "left between them and it: a bridge.");
        f.bullet("It must stay inside the playable area: a rod through every hole, and not above the rods' tops.");
        f.paragraph("Advanced play: a block that breaks the first or second rule is taken back and the turn is "
                + "lost; so is a turn in which a player takes back a block that was legally in play.");
        f.reading("blocks are all one layer thick and may be turned over as well as round. A pushed block stops "
                + "one layer above the highest block under any of its squares; it rests on the blocks right under "
                + "its squares, and a block that reaches the board rests on nothing, so it breaks the first rule.");
        f.reading("pnp's rods stand " + BuildSizes.DEFAULT_LAYERS + " block layers above the board (see the build "
                + "sizes on the drilling template).");
        f.heading("End and scoring");
        f.paragraph("When a block reaches the top of the rods, or a player puts their last block in play, every "
                + "other player has one more turn and the game is over. If the player to move has no legal "
                + "block to play, it is over at once.");
        f.paragraph("Look down from above: each rod belongs to the player whose block is highest on it. An acrylic "
                + "rod is worth " + Board.ACRYLIC_POINTS + " point, the brass rod " + Board.BRASS_POINTS
                + ". Most points wins; equal totals share the win.");
        f.reading("a second trigger during the last round adds nothing; each other player still has exactly one "
                + "more turn.");
        f.heading("Check a score with pnp");
        f.paragraph("Type the top-down view into a text file and let pnp score it, or replay a game's moves: see "
                + "pnp bridgewars score --help and pnp bridgewars replay --help, or the pnp README.");
    }

    /** The board seen from above after set-up: rods, the brass rod, starting squares, empty corners. */
    static void drawSetup(Canvas c, Rect box, Setup setup) {
        Map<Character, double[]> inks = ScorePicture.inks(setup.claims());
        double ox = box.x() + LABELS;
        double oy = box.y() + LABELS;
        c.save();
        for (int i = 0; i < Board.SIZE; i++) {
            String col = String.valueOf((char) ('a' + i));
            c.black().textCentered(ox + (i + 0.5) * HOLE, oy - 2, 6.5, col);
            c.textRight(ox - 1.5, oy + (i + 0.5) * HOLE + 2.3, 6.5, Integer.toString(i + 1));
        }
        c.gray(0.4).lineWidth(0.6).rect(ox, oy, Board.SIZE * HOLE, Board.SIZE * HOLE);
        double r = HOLE * 0.22;
        for (Hole h : Board.holes()) {
            double x = ox + (h.col() + 0.5) * HOLE;
            double y = oy + (h.row() + 0.5) * HOLE;
            if (!setup.hasRod(h)) {
                c.gray(0.55).lineWidth(0.4).circle(x, y, r);
            } else if (Board.isBrass(h)) {
                c.save().rgb(0.8, 0.6, 0.1).fillCircle(x, y, r * 1.6).restore();
            } else {
                c.gray(0.3).fillCircle(x, y, r);
            }
        }
        for (Claim claim : setup.claims()) {
            double[] ink = inks.get(claim.letter());
            int c0 = Board.SIZE;
            int r0 = Board.SIZE;
            for (Hole h : claim.corner().startSquare()) {
                c0 = Math.min(c0, h.col());
                r0 = Math.min(r0, h.row());
            }
            Rect sq = new Rect(ox + c0 * HOLE + 1, oy + r0 * HOLE + 1, 2 * HOLE - 2, 2 * HOLE - 2);
            c.save().rgb(ink[0], ink[1], ink[2]).fillRect(sq).restore();
            c.save().gray(1).textCentered(sq.centerX(), sq.centerY() + 3.5, 10, String.valueOf(claim.letter()));
            c.restore();
        }
        c.restore();
        double y = oy + Board.SIZE * HOLE + Units.mm(4);
        c.black().text(box.x(), y, 7, "dots: rods; gold: the brass rod (f6)");
        c.text(box.x(), y + 9, 7, "rings: holes of corners nobody claimed");
        c.text(box.x(), y + 18, 7, "squares: each player's starting square");
    }
}
