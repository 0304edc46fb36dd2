package pnp.penguins.sheets;

import java.util.ArrayList;
import java.util.List;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Rect;
import pnp.pdf.Units;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.rules.Generator;

/** Page 2 of the map: first player, nests, buddy placements, how to lay and join the board, how to make it again. */
final class SetupCard {
    private SetupCard() {}

    static void draw(Page page, State s, MapSheet.Info info, double square, TrueSizeBoard.Plan plan) {
        Canvas c = page.canvas();
        Rect r = page.content();
        double x = r.x();
        double y = r.y() + 16;
        c.black().text(x, y, 16, "Setup card");
        y += 24;
        List<String> lines = new ArrayList<>();
        lines.add("Seed " + info.seed() + ", layout " + info.layoutName() + ", "
                + s.set().id() + " set (" + s.set().size() + " dominoes), dice 1 to "
                + s.set().dieFaces() + ".");
        lines.add("Lay the dominoes out as on the map (page 1) or on the true-size board (each square "
                + Units.describeMm(square) + "): " + trueSize(plan));
        Generator.Setup setup = info.setup();
        if (setup == null) {
            lines.add("No players were given (--players 2-4): roll for nests and place buddies at the table.");
        } else {
            lines.add("");
            lines.add("First player: " + s.players().get(0) + "; play goes clockwise: " + String.join(", ", s.players())
                    + ".");
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
                lines.add("- " + pl.token().owner() + "'s buddy " + pl.token().number() + " on " + pl.square() + " ("
                        + pips(s.board().pipsAt(pl.square())) + "), placed by " + pl.placedBy());
            }
        }
        lines.add("");
        lines.add("Make this again: " + info.remake());
        lines.add("The state text for pnp penguins moves / alter: the same command with --text.");
        for (String line : lines) {
            y = c.paragraph(x, y, r.w(), 10, 14, line);
        }
    }

    /** "1 pip", "0 pips", "5 pips". */
    static String pips(int n) {
        return n + (n == 1 ? " pip" : " pips");
    }

    /** How tiled pages lie, in plain words: "2 pages, one above the other", "4 pages, 2 across and 2 down". */
    static String arrangement(int across, int down) {
        int n = across * down;
        if (across == 1) return n + " pages, one above the other";
        if (down == 1) return n + " pages side by side";
        return n + " pages, " + across + " across and " + down + " down";
    }

    /** Where the true-size board is, and for tiles how to join them. */
    static String trueSize(TrueSizeBoard.Plan plan) {
        return switch (plan.fit()) {
            case PORTRAIT -> "it is on page 3.";
            case LANDSCAPE -> "it is on page 3, one page turned landscape.";
            case TILED ->
                "it is on pages 3 to " + (2 + plan.pages()) + ", " + arrangement(plan.across(), plan.down())
                        + " (each page names its row and column). To join them: cut off the"
                        + " white margin left of and above the drawing on every page that has a page to its left or above,"
                        + " lay it over that page so the 15 mm strips between the dashed lines cover each other and the"
                        + " circled crosses meet, and tape it.";
        };
    }
}
