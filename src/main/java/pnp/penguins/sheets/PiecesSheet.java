package pnp.penguins.sheets;

import java.util.List;
import java.util.Locale;
import pnp.pdf.Canvas;
import pnp.pdf.CubeNet;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.TrapezohedronNet;
import pnp.pdf.Units;

/**
 * Penguin's Night Out's pieces to cut out of card: a fold-up penguin for each player (a strip folded
 * into a tent: front and back panels, two base flaps glued together under it), two buddy tokens a
 * player (a square in the owner's colour with the owner's letter and the token's number, as the set-up
 * card names them: R1 is red's buddy 1), and the dice: two six-sided nets, and for the Elbow Room
 * variant two ten-sided nets (0 is rolled again). Colours stop inside the cut lines, so nothing needs
 * bleed. Every piece fits the board: a penguin stands on a 20 x {@value #BASE_MM} mm footprint, a
 * token is {@value #TOKEN_MM} mm square, both inside a 1 in square, and a penguin stands on the tokens it
 * carries.
 */
public final class PiecesSheet {
    /** Which dice to print: six-sided for the ordinary game, ten-sided for Elbow Room, or both. */
    public enum Dice {
        SIX,
        TEN,
        BOTH
    }

    static final double WIDTH = Units.mm(20);
    static final double PANEL = Units.mm(30);
    static final int BASE_MM = 12;
    static final double BASE = Units.mm(BASE_MM);
    static final int TOKEN_MM = 15;
    static final double TOKEN = Units.mm(TOKEN_MM);
    /** A six-sided die's edge. */
    static final double CUBE = Units.mm(22);
    /** The ten-sided die: radius of its ring, half its height between the poles. */
    static final double D10_RADIUS = Units.mm(12);

    static final double D10_POLE = Units.mm(13);
    private static final double GAP = Units.mm(5);

    private PiecesSheet() {}

    /** The pieces for the players (by colour, in seat order) and the dice asked for; no rules. */
    public static byte[] pdf(Paper paper, List<String> players, Dice dice) {
        try (PdfDoc doc = new PdfDoc(paper, "Penguin's Night Out pieces", null)) {
            Page page = doc.newPage();
            Rect a = page.content();
            Canvas c = page.canvas();
            c.black().text(a.x(), a.y() + Units.mm(5), 14, "Penguin's Night Out: penguins, buddies and dice");
            c.text(
                    a.x(),
                    a.y() + Units.mm(10),
                    8,
                    "Print at actual size on card. Cut the solid lines, fold the dashed ones, glue the grey tabs.");
            double y = a.y() + Units.mm(16);
            double x = a.x() + Units.mm(1); // the outlines' width stays inside the printable area
            Rect cut = players(c, x, y, players);
            y = cut.bottom() + GAP + Units.mm(2);
            if (dice != Dice.TEN) {
                cut = cut.union(sixes(c, x, y));
                page.trimBox(cut);
            }
            if (dice != Dice.SIX) {
                Page tens = dice == Dice.TEN ? page : doc.newPage();
                if (tens != page) page.trimBox(cut);
                Rect at = tens == page
                        ? new Rect(x, y, a.w(), a.bottom() - y)
                        : tens.content().inset(Units.mm(1));
                Rect drawn = tens(tens.canvas(), at, dice == Dice.BOTH);
                tens.trimBox(tens == page ? cut.union(drawn) : drawn);
            }
            return doc.toBytes();
        }
    }

    /** Each player's column: the caption, the fold-up penguin, its two buddy tokens beside it. */
    private static Rect players(Canvas c, double x, double y, List<String> players) {
        double column = WIDTH + GAP + TOKEN + Units.mm(8);
        Rect cut = null;
        for (int i = 0; i < players.size(); i++) {
            String p = players.get(i);
            double cx = x + i * column;
            c.black().text(cx, y + Units.mm(3), 9, p + "'s penguin and buddies");
            Rect strip = Standee.draw(c, cx, y + Units.mm(6), p);
            Rect t1 = token(c, cx + WIDTH + GAP, y + Units.mm(6) + PANEL - TOKEN, p, 1);
            Rect t2 = token(c, cx + WIDTH + GAP, t1.bottom() + GAP, p, 2);
            Rect all = strip.union(t1).union(t2);
            cut = cut == null ? all : cut.union(all);
        }
        return cut;
    }

    /** A buddy token: white card, a band of its owner's colour inside the cut line, its name in the middle. */
    static Rect token(Canvas c, double x, double y, String owner, int n) {
        Rect r = new Rect(x, y, TOKEN, TOKEN);
        double[] k = MapSheet.rgb(owner);
        double band = Units.mm(2.5);
        Rect in = r.inset(Units.mm(1));
        c.save().rgb(k[0], k[1], k[2]);
        c.fillRect(in.x(), in.y(), in.w(), band);
        c.fillRect(in.x(), in.bottom() - band, in.w(), band);
        c.fillRect(in.x(), in.y() + band, band, in.h() - 2 * band);
        c.fillRect(in.right() - band, in.y() + band, band, in.h() - 2 * band);
        c.restore();
        String name = SetupPicture.letter(owner) + n;
        c.black().textCentered(r.centerX(), r.centerY() + Units.mm(0.6), 11, name);
        c.textCentered(r.centerX(), r.centerY() + Units.mm(3.6), 6, owner.toLowerCase(Locale.ROOT));
        c.lineWidth(0.6).solid().rect(r);
        c.piece(owner + "'s buddy " + n, null, r, 0);
        c.coloured(owner + "'s buddy " + n, k, SetupPicture.letter(owner));
        return r;
    }

    /** The two six-sided dice side by side, with their caption. */
    private static Rect sixes(Canvas c, double x, double y) {
        c.black().text(x, y, 9, "Two six-sided dice (cube edge 22 mm): fold with the pips outside.");
        Rect one = CubeNet.draw(c, x, y + Units.mm(3), CUBE, false, "six-sided die 1");
        Rect two = CubeNet.draw(c, one.right() + Units.mm(12), y + Units.mm(3), CUBE, false, "six-sided die 2");
        return one.union(two);
    }

    /**
     * The ten-sided dice with their caption: as many nets as the room holds in rows (at least the two the game
     * needs), so the card sheet is not mostly blank; the ones past two are spares.
     */
    private static Rect tens(Canvas c, Rect room, boolean extra) {
        double y = room.y();
        if (extra) {
            c.black().text(room.x(), y + Units.mm(5), 14, "Penguin's Night Out: ten-sided dice for Elbow Room");
            y += Units.mm(9);
        }
        TrapezohedronNet net = new TrapezohedronNet(D10_RADIUS, D10_POLE);
        int[] grid = tensGrid(net, new Rect(room.x(), y + Units.mm(10), room.w(), room.bottom() - y - Units.mm(10)));
        int n = grid[0] * grid[1];
        String spares = n > 2 ? " and " + (n - 2) + " spares" : "";
        c.black()
                .text(
                        room.x(),
                        y + Units.mm(3),
                        9,
                        "Two ten-sided dice for Elbow Room (double-nine)" + spares + ": roll 0 again.");
        c.text(room.x(), y + Units.mm(7), 8, "Cut the solid lines, fold the dashed ones, glue each grey tab inside.");
        y += Units.mm(10);
        Rect all = null;
        for (int i = 0; i < n; i++) {
            int col = i % grid[0];
            int row = i / grid[0];
            double x = room.x() + col * (net.width() + GAP);
            double top = y + row * (net.height() + GAP);
            Rect one = net.draw(c, x, top, "ten-sided die " + (i + 1));
            all = all == null ? one : all.union(one);
        }
        return all;
    }

    /** How many ten-sided nets fit across and down the room, with {@link #GAP} between them (at least 1 x 2). */
    static int[] tensGrid(TrapezohedronNet net, Rect room) {
        int across = Math.max(1, (int) Math.floor((room.w() + GAP) / (net.width() + GAP)));
        int down = (int) Math.floor((room.h() + GAP) / (net.height() + GAP));
        if (across * down < 2) return new int[] {1, 2};
        return new int[] {across, down};
    }
}
