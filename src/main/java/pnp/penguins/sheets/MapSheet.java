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
                // the tag straddles the top edge, else the bottom, left or right one, into a square with no
                // frame of its own (no nest, no buddy), so it never covers a neighbour's frame; when all four
                // are framed it stays on the top edge
                Cell[] near = {
                    new Cell(q.col(), q.row() - 1),
                    new Cell(q.col(), q.row() + 1),
                    new Cell(q.col() - 1, q.row()),
                    new Cell(q.col() + 1, q.row())
                };
                int side = -1;
                for (int i = 0; i < near.length && side < 0; i++) {
                    if (near[i].row() >= 0
                            && near[i].col() >= 0
                            && s.board().pipsAt(near[i]) >= 0
                            && !framed(s, near[i])) side = i;
                }
                if (side < 0 && q.row() > 0 && s.board().pipsAt(near[0]) >= 0) side = 0;
                int other = side < 0 ? -1 : s.board().pipsAt(near[side]);
                buddy(c, b, s.board().pipsAt(q), side, other, ox, oy, sq, c0, r0, ink);
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
                    "tagged on an edge (R1 = red's buddy 1). Penguins start on the middle of their nests.");
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
        c.coloured(tag, k, tag);
    }

    /**
     * A buddy token: a frame in its owner's colour just inside the square's edge, and its tag (R1) across
     * the edge {@code side} (0 top, 1 bottom, 2 left, 3 right; -1: inside the square's top), over the bands of
     * this square and the neighbour there ({@code other} pips) that no pip reaches, so the tag can be 6 pt
     * even among nine pips; on a left or right edge it reads upwards.
     */
    private static void buddy(
            Canvas c,
            Buddy b,
            int pips,
            int side,
            int other,
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
        double out = edge - frame / 2;
        ink.add("frame", b.id().name(), new Rect(x + out, y + out, sq - 2 * out, sq - 2 * out));
        String tag = Character.toUpperCase(b.owner().charAt(0)) + String.valueOf(b.id().number());
        double own = Pips.clearance(sq, pips) - 1;
        double theirs = side < 0 ? 0 : Pips.clearance(sq, other) - 1;
        double across = side < 0 ? own - 1 : own + theirs;
        double fs = Math.min(8, across / 1.15);
        double along = c.textWidth(fs, tag) + 4;
        Rect tab = switch (side) {
            case 0 -> new Rect(x + (sq - along) / 2, y - theirs, along, across);
            case 1 -> new Rect(x + (sq - along) / 2, y + sq - own, along, across);
            case 2 -> new Rect(x - theirs, y + (sq - along) / 2, across, along);
            case 3 -> new Rect(x + sq - own, y + (sq - along) / 2, across, along);
            default -> new Rect(x + (sq - along) / 2, y + 1, along, across);
        };
        c.save()
                .rgb(k[0], k[1], k[2])
                .fillRect(tab)
                .claim("buddy " + b.id().name(), tab)
                .claimText(false);
        if (b.owner().equals("yellow")) c.black();
        else c.gray(1);
        if (side == 2 || side == 3) {
            c.translate(tab.centerX(), tab.centerY()).rotate(-90).textCentered(0, fs * 0.35, fs, tag);
        } else {
            c.textCentered(tab.centerX(), tab.centerY() + fs * 0.35, fs, tag);
        }
        c.restore();
        ink.add("label", b.id().name(), tab);
        c.coloured("buddy " + b.id().name(), k, tag);
    }

    /** Whether a square has a frame drawn in it on the map: it is a nest's half or holds a buddy. */
    private static boolean framed(State s, Cell q) {
        if (s.buddies().stream().anyMatch(o -> q.equals(o.square()))) return true;
        for (String p : s.players()) {
            Placed n = s.board().find(s.nests().get(p)).orElse(null);
            if (n != null && (q.equals(n.a()) || q.equals(n.b()))) return true;
        }
        return false;
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
