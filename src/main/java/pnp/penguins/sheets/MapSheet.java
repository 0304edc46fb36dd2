package pnp.penguins.sheets;

import pnp.grid.Cell;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.penguins.model.Board;
import pnp.penguins.model.Buddy;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.rules.Generator;
import pnp.penguins.rules.NewGame;

/**
 * The layout's printout: page 1 the whole board scaled to the page (pips as vector dots, square
 * names along the edges, nests and buddy tokens marked when there is a setup, no mark over a pip);
 * page 2 the setup card ({@link SetupCard}); then the board at true size ({@link TrueSizeBoard}):
 * one page where it fits, turned landscape when it must, else tiled across pages.
 */
public final class MapSheet {
    private MapSheet() {}

    /** What the pages say about how the layout was made. */
    public record Info(long seed, String layoutName, Generator.Setup setup, String remake) {}

    static double[] rgb(String player) {
        return switch (player) {
            case "red" -> new double[] {0.85, 0.1, 0.1};
            case "blue" -> new double[] {0.1, 0.3, 0.85};
            case "green" -> new double[] {0.05, 0.55, 0.2};
            case "yellow" -> new double[] {0.85, 0.65, 0.0};
            default -> new double[] {0.4, 0.4, 0.4};
        };
    }

    /** The map PDF of a dealt game; {@code remake} is the command that makes it again, printed on the setup card. */
    public static byte[] render(NewGame game, Paper paper, double square, long seed, String remake) {
        return render(game, paper, square, seed, remake, false);
    }

    /** The map PDF, followed by the rules in brief ({@link RulesReference}) when {@code rules}. */
    public static byte[] render(NewGame game, Paper paper, double square, long seed, String remake, boolean rules) {
        return render(game.state(), paper, square, new Info(seed, game.layout().name(), game.setup(), remake), rules);
    }

    public static byte[] render(State s, Paper paper, double square, Info info) {
        return render(s, paper, square, info, false);
    }

    public static byte[] render(State s, Paper paper, double square, Info info, boolean rules) {
        try (PdfDoc doc = new PdfDoc(paper, "Penguin's Night Out board", info.seed())) {
            map(doc.newPage(), s, info, new Ink());
            TrueSizeBoard.Plan plan = TrueSizeBoard.plan(doc, s.board(), square);
            SetupCard.draw(doc.newPage(), s, info, square, plan);
            TrueSizeBoard.draw(doc, s.board(), square, plan, new Ink());
            if (rules) RulesReference.draw(doc, s, info.setup());
            return doc.toBytes();
        }
    }

    /** Page 1 of the map alone, for tests: what it drew that carries game information. */
    static Ink mapInk(State s, Paper paper, Info info) {
        try (PdfDoc doc = new PdfDoc(paper, "Penguin's Night Out board", info.seed())) {
            Ink ink = new Ink();
            map(doc.newPage(), s, info, ink);
            return ink;
        }
    }

    /** Page 1: the whole board scaled to the page. */
    private static void map(Page page, State s, Info info, Ink ink) {
        int[] box = bounds(s.board());
        int c0 = box[0], r0 = box[1], nc = box[2] - box[0] + 1, nr = box[3] - box[1] + 1;
        Canvas c = page.canvas();
        Rect content = page.content();
        c.black()
                .text(
                        content.x(),
                        content.y() + 14,
                        14,
                        "Penguin's Night Out: " + info.layoutName() + " ("
                                + s.set().id() + "), seed " + info.seed());
        Rect area = content.below(28);
        double label = 14;
        double sq = Math.min((area.w() - label) / nc, (area.h() - label - 40) / nr);
        double ox = area.x() + label + (area.w() - label - nc * sq) / 2;
        double oy = area.y() + label;
        for (int i = 0; i < nc; i++) {
            c.gray(0.35).textCentered(ox + (i + 0.5) * sq, oy - 4, 8, String.valueOf((char) ('A' + c0 + i)));
        }
        for (int j = 0; j < nr; j++) {
            c.gray(0.35).textRight(ox - 3, oy + (j + 0.5) * sq + 3, 8, String.valueOf(r0 + j + 1));
        }
        c.black();
        for (Placed p : s.board().dominoes()) Pips.domino(c, p, ox, oy, sq, c0, r0, Math.max(0.4, sq * 0.03), ink);
        if (info.setup() != null) {
            for (String p : s.players())
                nest(c, s.board().find(s.nests().get(p)).orElseThrow(), p, ox, oy, sq, c0, r0, ink);
            for (Buddy b : s.buddies()) {
                if (b.square() == null) continue;
                Cell q = b.square();
                int above = q.row() > 0 ? s.board().pipsAt(new Cell(q.col(), q.row() - 1)) : -1;
                Cell next = new Cell(q.col(), q.row() + 1);
                // the square below takes the tag only when no buddy of its own puts a tag on that edge
                boolean taken = s.buddies().stream().anyMatch(o -> next.equals(o.square()));
                int below = taken ? -1 : s.board().pipsAt(next);
                buddy(c, b, s.board().pipsAt(q), above, below, ox, oy, sq, c0, r0, ink);
            }
        }
        double ty = oy + nr * sq + 16;
        c.black()
                .text(
                        area.x(),
                        ty,
                        9,
                        "Squares are named by column letter and row number, as in the state text (--text).");
        if (info.setup() != null) {
            c.text(
                    area.x(),
                    ty + 12,
                    9,
                    "Thick coloured outlines: nests, named on the line between their halves. Coloured frames: buddy tokens,");
            c.text(
                    area.x(),
                    ty + 24,
                    9,
                    "tagged at the top (R1 = red's buddy 1). Penguins start on the middle of their nests.");
        }
    }

    /**
     * A nest: a thick outline in the player's colour inside the domino's edge, and the words
     * "NAME's nest" on the line between the halves, where no pip lies (pips keep 0.135 of a square
     * clear on each side of it): across an upright domino, along a lying one.
     */
    private static void nest(
            Canvas c, Placed nest, String player, double ox, double oy, double sq, int c0, int r0, Ink ink) {
        double[] k = rgb(player);
        double x = ox + (Math.min(nest.a().col(), nest.b().col()) - c0) * sq;
        double y = oy + (Math.min(nest.a().row(), nest.b().row()) - r0) * sq;
        double w = nest.horizontal() ? 2 * sq : sq;
        double h = nest.horizontal() ? sq : 2 * sq;
        double lw = Math.max(1.5, sq * 0.08);
        double in = lw / 2 + 0.5;
        c.save()
                .rgb(k[0], k[1], k[2])
                .lineWidth(lw)
                .rect(x + in, y + in, w - 2 * in, h - 2 * in)
                .restore();
        ink.add("outline", player + "'s nest", new Rect(x + 0.5, y + 0.5, w - 1, h - 1));
        String tag = player + "'s nest";
        double clear = 2 * Math.min(Pips.clearance(sq, nest.pa()), Pips.clearance(sq, nest.pb()));
        double fs = Math.min(Math.min(8, (clear - 2) / 1.25), (sq - 8) / c.textWidth(1, tag));
        double long_ = c.textWidth(fs, tag) + 4;
        double short_ = fs * 1.25;
        double cx = x + w / 2;
        double cy = y + h / 2;
        Rect band = nest.horizontal()
                ? new Rect(cx - short_ / 2, cy - long_ / 2, short_, long_)
                : new Rect(cx - long_ / 2, cy - short_ / 2, long_, short_);
        c.save().rgb(k[0], k[1], k[2]).fillRect(band).claim(tag, band).claimText(false);
        if (player.equals("yellow")) c.black();
        else c.gray(1);
        if (nest.horizontal()) {
            c.translate(cx, cy).rotate(-90).textCentered(0, fs * 0.35, fs, tag);
        } else {
            c.textCentered(cx, cy + fs * 0.35, fs, tag);
        }
        c.restore();
        ink.add("label", tag, band);
    }

    /**
     * A buddy token: a frame in its owner's colour just inside the square's edge, and its tag (R1) on the
     * square's top edge, across the bands of this square and the one above that no pip reaches (or, in the
     * board's top row, on its bottom edge and the square below; {@code above} and {@code below} are -1 where
     * there is no square), so the tag can be 6 pt even among nine pips.
     */
    private static void buddy(
            Canvas c,
            Buddy b,
            int pips,
            int above,
            int below,
            double ox,
            double oy,
            double sq,
            int c0,
            int r0,
            Ink ink) {
        double[] k = rgb(b.owner());
        double x = ox + (b.square().col() - c0) * sq;
        double y = oy + (b.square().row() - r0) * sq;
        double frame = Math.max(1, sq * 0.04);
        double edge = Math.max(0.4, sq * 0.03) + frame / 2;
        c.save()
                .rgb(k[0], k[1], k[2])
                .lineWidth(frame)
                .rect(x + edge, y + edge, sq - 2 * edge, sq - 2 * edge)
                .restore();
        String tag = Character.toUpperCase(b.owner().charAt(0)) + String.valueOf(b.id().number());
        double own = Pips.clearance(sq, pips) - 1;
        double top;
        double height;
        if (above >= 0) {
            top = y - (Pips.clearance(sq, above) - 1);
            height = own + Pips.clearance(sq, above) - 1;
        } else if (below >= 0) {
            top = y + sq - own;
            height = own + Pips.clearance(sq, below) - 1;
        } else {
            top = y + 1;
            height = own - 1;
        }
        double fs = Math.min(8, height / 1.15);
        double width = c.textWidth(fs, tag) + 4;
        Rect tab = new Rect(x + (sq - width) / 2, top, width, height);
        c.save()
                .rgb(k[0], k[1], k[2])
                .fillRect(tab)
                .claim("buddy " + b.id().name(), tab)
                .claimText(false);
        if (b.owner().equals("yellow")) c.black();
        else c.gray(1);
        c.textCentered(tab.centerX(), top + height / 2 + fs * 0.35, fs, tag).restore();
        ink.add("label", b.id().name(), tab);
    }

    /** min col, min row, max col, max row of the board's squares. */
    static int[] bounds(Board b) {
        int[] box = {Integer.MAX_VALUE, Integer.MAX_VALUE, -1, -1};
        for (Cell q : b.squares()) {
            box[0] = Math.min(box[0], q.col());
            box[1] = Math.min(box[1], q.row());
            box[2] = Math.max(box[2], q.col());
            box[3] = Math.max(box[3], q.row());
        }
        return box;
    }
}
