package pnp.bridgewars.sheets;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.TopView;
import pnp.bridgewars.rules.Score;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * {@code pnp bridgewars score --pdf/--png}: the top view as scored. Every hole of the 11 x 11 board:
 * a rod owned by a player is a disc in the player's colour with their letter in it (the letter reads in
 * black and white too), a bare rod an empty ring, a hole with no rod (an unclaimed corner) a small dot;
 * the brass rod f6 has a second ring; the diamond and the claimed corners are outlined. The score table
 * (rods, brass, total) and the winners are written below.
 */
public final class ScorePicture {
    private static final double MAX_CELL = Units.mm(14);

    private ScorePicture() {}

    /** The longest file name the heading and the footer print. */
    static final int NAME_CHARS = 48;

    public static byte[] pdf(String path, TopView view, Score score, Paper paper) {
        String file = shortName(path);
        try (PdfDoc doc = new PdfDoc(paper, "Bridge Wars: " + file + " scored", null)) {
            Page page = doc.newPage();
            Canvas c = page.canvas();
            Rect area = page.content();
            c.black().text(area.x(), area.y() + 12, 13, "Bridge Wars: " + file);
            c.gray(0.25)
                    .text(
                            area.x(),
                            area.y() + 24,
                            7.5,
                            "Seen from above: a letter in a disc is the owner of the "
                                    + "uppermost block on that rod; a ring is a rod with no block; a dot is a hole with no rod.");
            double cell = Math.min(MAX_CELL, (area.w() - Units.mm(12)) / Board.SIZE);
            double left = area.x() + Units.mm(6) + (area.w() - Units.mm(12) - Board.SIZE * cell) / 2;
            double top = area.y() + Units.mm(16);
            board(c, view, left, top, cell);
            table(c, area.x(), top + Board.SIZE * cell + Units.mm(12), score);
            return doc.toBytes();
        }
    }

    /**
     * The file's own name, without its folders, cut from the left to {@link #NAME_CHARS} characters
     * with "..." in front when longer: a long path would run off the page into the unprintable border.
     */
    static String shortName(String path) {
        String name = path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
        if (name.isEmpty()) name = path;
        return name.length() <= NAME_CHARS ? name : "..." + name.substring(name.length() - (NAME_CHARS - 3));
    }

    private static void board(Canvas c, TopView view, double left, double top, double cell) {
        double size = Math.min(9, cell * 0.4);
        c.save().black();
        for (int i = 0; i < Board.SIZE; i++) {
            c.textCentered(left + (i + 0.5) * cell, top - Units.mm(1.5), size, String.valueOf((char) ('a' + i)));
            c.textRight(left - Units.mm(1.5), top + (i + 0.5) * cell + size * 0.35, size, Integer.toString(i + 1));
        }
        c.restore();
        double mid = left + 5.5 * cell, lo = left + 0.5 * cell, hi = left + 10.5 * cell;
        double midY = top + 5.5 * cell, loY = top + 0.5 * cell, hiY = top + 10.5 * cell;
        c.save()
                .gray(0.55)
                .lineWidth(0.8)
                .polygon(mid, loY, hi, midY, mid, hiY, lo, midY)
                .restore();
        Map<Character, double[]> inks = inks(view.setup().claims());
        for (Claim claim : view.setup().claims()) {
            boolean east = claim.corner().name().endsWith("E"),
                    south = claim.corner().name().startsWith("S");
            double cx = east ? hi : lo, cy = south ? hiY : loY;
            double[] ink = inks.get(claim.letter());
            c.save()
                    .rgb(ink[0], ink[1], ink[2])
                    .lineWidth(0.8)
                    .dash(3, 2)
                    .polygon(cx, cy, cx + (east ? -4 : 4) * cell, cy, cx, cy + (south ? -4 : 4) * cell)
                    .restore();
        }
        double r = cell * 0.36;
        for (Hole h : Board.holes()) {
            double x = left + (h.col() + 0.5) * cell, y = top + (h.row() + 0.5) * cell;
            char at = view.at(h);
            Rect box = new Rect(x - r, y - r, 2 * r, 2 * r);
            if (at == TopView.NO_ROD) {
                c.save().gray(0.6).fillCircle(x, y, Units.mm(0.6)).restore();
            } else if (at == TopView.BARE) {
                c.save()
                        .gray(1)
                        .fillCircle(x, y, r)
                        .gray(0.45)
                        .lineWidth(0.6)
                        .circle(x, y, r * 0.7)
                        .restore();
                c.claim("bare rod " + h.name(), box);
            } else {
                double[] ink = inks.get(at);
                c.save().rgb(ink[0], ink[1], ink[2]).fillCircle(x, y, r).restore();
                c.claim("rod " + h.name() + " of " + at, box);
                c.save()
                        .claimText(false)
                        .gray(1)
                        .textCentered(x, y + r * 0.42, r * 1.2, String.valueOf(at))
                        .restore();
            }
            if (Board.isBrass(h))
                c.save().black().lineWidth(1.2).circle(x, y, r + Units.mm(1)).restore();
        }
    }

    private static void table(Canvas c, double x, double y, Score score) {
        String[] head = {"player", "corner", "rods", "brass", "total"};
        double[] col = {0, 60, 120, 170, 230};
        c.save().black();
        for (int i = 0; i < head.length; i++) c.text(x + col[i], y, 9, head[i]);
        double yy = y;
        for (Score.PlayerScore p : score.players()) {
            yy += 13;
            Object[] row = {
                p.letter(), p.corner(), p.rods().size(), p.brass() ? "+" + Board.BRASS_POINTS : "", p.total()
            };
            for (int i = 0; i < row.length; i++) c.text(x + col[i], yy, 9, String.valueOf(row[i]));
        }
        yy += 13;
        c.text(x, yy, 9, "rods with no block: " + score.bare().size());
        yy += 18;
        StringBuilder w = new StringBuilder();
        for (char letter : score.winners())
            w.append(w.length() == 0 ? "" : ", ").append(letter);
        c.text(x, yy, 11, (score.winners().size() == 1 ? "Winner: " : "Winners (equal totals): ") + w);
        c.restore();
    }

    /** The strong inks, in the order they are handed out, with the letters that name them. */
    private static final String NAMED = "RBGYOP";

    private static final double[][] INKS = {
        {0.8, 0.1, 0.1}, {0.1, 0.3, 0.8}, {0.1, 0.55, 0.2}, {0.75, 0.6, 0.0}, {0.9, 0.45, 0.0}, {0.5, 0.2, 0.7}
    };

    /**
     * Each player's ink: a letter that names a colour gets it (R red, B blue, G green, Y yellow, O orange,
     * P purple); any other letter gets, in claim order, the first of those no player has, so two players
     * never share a colour (at most 4 players, 6 inks).
     */
    static Map<Character, double[]> inks(List<Claim> claims) {
        Map<Character, double[]> out = new LinkedHashMap<>();
        boolean[] used = new boolean[INKS.length];
        for (Claim claim : claims) {
            int named = NAMED.indexOf(Character.toUpperCase(claim.letter()));
            if (named >= 0) {
                out.put(claim.letter(), INKS[named]);
                used[named] = true;
            }
        }
        for (Claim claim : claims) {
            if (out.containsKey(claim.letter())) continue;
            int free = 0;
            while (used[free]) free++;
            used[free] = true;
            out.put(claim.letter(), INKS[free]);
        }
        return out;
    }
}
