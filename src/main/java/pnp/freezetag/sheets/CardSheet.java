package pnp.freezetag.sheets;

import java.util.List;
import java.util.Locale;
import pnp.freezetag.model.Board;
import pnp.freezetag.model.Player;
import pnp.grid.Side;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/** A reminder card per player (2.5 x 3.5 in): colour, starting edge, direction of travel, the goal. */
public final class CardSheet {
    public static final double W = Units.in(2.5);
    public static final double H = Units.in(3.5);
    /** Room between cards: both cards' crop marks (3.5 to 6.5 mm out) clear of the other's bleed. */
    private static final double GAP = Units.mm(10);

    private CardSheet() {}

    public static void draw(PdfDoc doc, List<Player> players) {
        Page page = null;
        Rect a = null;
        for (int i = 0; i < players.size(); i++) {
            if (i % 4 == 0) {
                page = doc.newPage();
                a = page.content();
                page.canvas()
                        .black()
                        .text(
                                a.x(),
                                a.y() + 11,
                                11,
                                "Freeze Tag reminder cards: cut on the crop marks, one per player");
            }
            int slot = i % 4;
            int col = slot % 2, row = slot / 2;
            double x = a.x() + Units.mm(7) + col * (W + GAP);
            double y = a.y() + Units.mm(12) + row * (H + GAP);
            card(page.canvas(), new Rect(x, y, W, H), players.get(i));
            // the TrimBox: the cards of this page together, grown card by card
            double cols = Math.min(2, players.size() - (i - slot));
            double rows = slot / 2 + 1;
            page.bleedBox(new Rect(
                    a.x() + Units.mm(7),
                    a.y() + Units.mm(12),
                    cols * W + (cols - 1) * GAP,
                    rows * H + (rows - 1) * GAP));
        }
    }

    private static String edgeName(Side s) {
        return switch (s) {
            case N -> "north";
            case E -> "east";
            case S -> "south";
            case W -> "west";
        };
    }

    static void card(Canvas c, Rect r, Player p) {
        double[] rgb = Colours.rgb(p.colour());
        // the header is coloured to the cut line: its colour runs 3 mm past it, and the crop marks start beyond
        c.cropMarks(r, Units.mm(3), Page.BLEED + Units.mm(0.5));
        c.piece(p.colour() + " reminder card", p.colour(), r, Page.BLEED);
        c.coloured(p.colour() + " reminder card", rgb, p.colour());
        c.rgb(rgb[0], rgb[1], rgb[2])
                .fillRect(r.x() - Page.BLEED, r.y() - Page.BLEED, r.w() + 2 * Page.BLEED, Units.mm(14) + Page.BLEED);
        c.gray(0.6).lineWidth(0.3).rect(r);
        if (Colours.dark(p.colour())) c.gray(1);
        else c.black();
        c.textCentered(r.centerX(), r.y() + Units.mm(9.5), 16, p.colour().toUpperCase(Locale.ROOT));
        c.black();
        double y = r.y() + Units.mm(20);
        c.textCentered(r.centerX(), y, 9, "You start on the " + edgeName(p.start()) + " edge.");
        c.textCentered(r.centerX(), y + 12, 9, "Travel " + edgeName(p.farEdge()) + ", away from your seat:");
        // a small board, north up: the starting edge coloured, an arrow to the far edge
        double cell = Units.mm(6);
        double bx = r.centerX() - cell * Board.SIZE / 2;
        double by = y + 22;
        double bs = cell * Board.SIZE;
        c.rgb(rgb[0], rgb[1], rgb[2]);
        switch (p.start()) {
            case N -> c.fillRect(bx, by, bs, cell);
            case S -> c.fillRect(bx, by + bs - cell, bs, cell);
            case W -> c.fillRect(bx, by, cell, bs);
            case E -> c.fillRect(bx + bs - cell, by, cell, bs);
        }
        c.black().lineWidth(0.4);
        for (int i = 0; i <= Board.SIZE; i++) {
            c.line(bx + i * cell, by, bx + i * cell, by + bs);
            c.line(bx, by + i * cell, bx + bs, by + i * cell);
        }
        c.text(bx + bs / 2 - 2.5, by - 2, 7, "N");
        arrow(c, bx + bs / 2, by + bs / 2, p.farEdge(), bs * 0.8);
        double ty = by + bs + 14;
        c.paragraph(
                r.x() + Units.mm(4),
                ty,
                r.w() - Units.mm(8),
                7.5,
                9,
                "Goal: three of your pyramids off the " + edgeName(p.farEdge()) + " edge.\n"
                        + "Move one pyramid of each size rolled, one square, any direction.\n"
                        + "Land on an empty square, on a single pyramid as big or bigger (it freezes), or on a"
                        + " smaller single pyramid not your colour: capture it and set it down on any square of the board"
                        + " where it may land, never off.");
    }

    /** A thick arrow through (cx, cy) pointing towards the given side. */
    private static void arrow(Canvas c, double cx, double cy, Side to, double length) {
        c.save().translate(cx, cy);
        double angle = switch (to) {
            case N -> 0;
            case E -> 90;
            case S -> 180;
            case W -> 270;
        };
        c.rotate(angle);
        double l = length / 2;
        double w = length * 0.09;
        c.black()
                .fillPolygon(
                        -w, l, w, l, w, -l + 3 * w, 2.5 * w, -l + 3 * w, 0, -l, -2.5 * w, -l + 3 * w, -w, -l + 3 * w);
        c.restore();
    }
}
