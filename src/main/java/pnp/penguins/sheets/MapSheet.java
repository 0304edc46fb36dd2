package pnp.penguins.sheets;

import java.util.ArrayList;
import java.util.List;
import pnp.grid.Cell;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Tiling;
import pnp.pdf.Units;
import pnp.penguins.model.Board;
import pnp.penguins.model.Buddy;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.rules.Generator;
import pnp.penguins.rules.NewGame;

/**
 * The layout's printout: page 1 the whole board scaled to the page (pips as vector dots, square
 * names along the edges, nests and buddy tokens marked when there is a setup); page 2 the setup
 * card; then the board at true size (a square = half a domino, {@code square} points) across
 * pages with alignment marks, to lay real dominoes on.
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
        return render(game.state(), paper, square, new Info(seed, game.layout().name(), game.setup(), remake));
    }

    public static byte[] render(State s, Paper paper, double square, Info info) {
        try (PdfDoc doc = new PdfDoc(paper, "Penguin's Night Out board", info.seed())) {
            int[] box = bounds(s.board());
            int c0 = box[0], r0 = box[1], nc = box[2] - box[0] + 1, nr = box[3] - box[1] + 1;
            // page 1: the whole board
            Page page = doc.newPage();
            Canvas c = page.canvas();
            Rect content = page.content();
            c.black().text(content.x(), content.y() + 14, 14, "Penguin's Night Out: " + info.layoutName()
                    + " (" + s.set().id() + "), seed " + info.seed());
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
            for (Placed p : s.board().dominoes()) Pips.domino(c, p, ox, oy, sq, c0, r0);
            if (info.setup() != null) marks(c, s, ox, oy, sq, c0, r0);
            double ty = oy + nr * sq + 16;
            c.black().text(area.x(), ty, 9, "Squares are named by column letter and row number, as in the state text (--text).");
            if (info.setup() != null) {
                c.text(area.x(), ty + 12, 9, "Thick outlines: nests. Rings: buddy tokens (R1 = red's buddy 1). Penguins start on the middle of their nests.");
            }
            // page 2: the setup card
            card(doc.newPage(), s, info, square);
            // true size
            Tiling.draw(doc, "Board at true size (a domino " + Units.describeMm(square) + " x " + Units.describeMm(2 * square) + ")",
                    nc * square, nr * square, Units.mm(15), cv -> {
                        for (Placed p : s.board().dominoes()) Pips.domino(cv, p, 0, 0, square, c0, r0, 0);
                        cv.gray(0.5);
                        for (Cell q : s.board().squares()) {
                            cv.text((q.col() - c0) * square + 3, (q.row() - r0) * square + 8, 6, q.name());
                        }
                        cv.black();
                    });
            return doc.toBytes();
        }
    }

    private static void marks(Canvas c, State s, double ox, double oy, double sq, int c0, int r0) {
        for (String p : s.players()) {
            Placed nest = s.board().find(s.nests().get(p)).orElseThrow();
            double[] k = rgb(p);
            double x = ox + (Math.min(nest.a().col(), nest.b().col()) - c0) * sq;
            double y = oy + (Math.min(nest.a().row(), nest.b().row()) - r0) * sq;
            double w = nest.horizontal() ? 2 * sq : sq;
            double h = nest.horizontal() ? sq : 2 * sq;
            c.save().rgb(k[0], k[1], k[2]).lineWidth(Math.max(1.5, sq * 0.08)).rect(x + 1, y + 1, w - 2, h - 2).restore();
            double fs = Math.max(6, sq * 0.18);
            String tag = p + "'s nest";
            double tw = c.textWidth(fs, tag) + 4;
            c.save().rgb(k[0], k[1], k[2]).fillRect(x + (w - tw) / 2, y - fs * 0.2, tw, fs * 1.2)
                    .gray(1).textCentered(x + w / 2, y + fs * 0.75, fs, tag).restore();
        }
        for (Buddy b : s.buddies()) {
            if (b.square() == null) continue;
            double[] k = rgb(b.owner());
            double cx = ox + (b.square().col() - c0 + 0.5) * sq;
            double cy = oy + (b.square().row() - r0 + 0.5) * sq;
            c.save().gray(1).fillCircle(cx, cy, sq * 0.3).rgb(k[0], k[1], k[2]).lineWidth(Math.max(1, sq * 0.06))
                    .circle(cx, cy, sq * 0.3).textCentered(cx, cy + sq * 0.09, sq * 0.25,
                            Character.toUpperCase(b.owner().charAt(0)) + String.valueOf(b.id().number())).restore();
        }
    }

    private static void card(Page page, State s, Info info, double square) {
        Canvas c = page.canvas();
        Rect r = page.content();
        double x = r.x();
        double y = r.y() + 16;
        c.black().text(x, y, 16, "Setup card");
        y += 24;
        List<String> lines = new ArrayList<>();
        lines.add("Seed " + info.seed() + ", layout " + info.layoutName() + ", " + s.set().id() + " set ("
                + s.set().size() + " dominoes), dice 1 to " + s.set().dieFaces() + ".");
        lines.add("Lay the dominoes out as on the map (page 1) or on the true-size pages (each square "
                + Units.describeMm(square) + "; tape the pages together on the alignment marks).");
        Generator.Setup setup = info.setup();
        if (setup == null) {
            lines.add("No players were given (--players 2-4): roll for nests and place buddies at the table.");
        } else {
            lines.add("");
            lines.add("First player: " + s.players().get(0) + "; play goes clockwise: " + String.join(", ", s.players()) + ".");
            lines.add("");
            lines.add("Nests (each penguin starts on the middle of its nest domino):");
            for (String p : s.players()) {
                Placed n = s.board().find(s.nests().get(p)).orElseThrow();
                lines.add("- " + p + ": domino " + s.nests().get(p) + " on " + n.a() + " and " + n.b());
            }
            lines.add("Nest rolls: " + String.join("; ", setup.nestRolls()));
            lines.add("");
            lines.add("Buddy tokens, in the order they were placed:");
            for (Generator.Placement pl : setup.placements()) {
                lines.add("- " + pl.token().owner() + "'s buddy " + pl.token().number() + " on " + pl.square()
                        + " (" + s.board().pipsAt(pl.square()) + " pips), placed by " + pl.placedBy());
            }
        }
        lines.add("");
        lines.add("Make this again: " + info.remake());
        lines.add("The state text for pnp penguins moves / alter: the same command with --text.");
        for (String line : lines) {
            y = c.paragraph(x, y, r.w(), 10, 14, line);
        }
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
