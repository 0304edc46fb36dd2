package pnp.penguins.sheets;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.TextFlow;
import pnp.pdf.Units;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.State;
import pnp.penguins.rules.Generator;

/**
 * Penguin's Night Out's rules in pnp's own words, one or two pages: the nests and the buddy hand-out
 * of the dealt game ({@link SetupPicture}), the set-up, a turn (move, then change the board), the
 * win, and pnp's readings where the rules leave a question open (marked as ours).
 */
public final class RulesReference {
    private RulesReference() {}

    /** One arrow of the hand-out: the tokens {@code owner} gives {@code to}. */
    record Handout(String owner, String to, List<String> tokens) {}

    /** The rules on their own, as a PDF for plain paper (the kit's file); {@code seed} made the set-up. */
    public static byte[] pdf(Paper paper, State s, Generator.Setup setup, long seed) {
        try (PdfDoc doc = new PdfDoc(paper, "Penguin's Night Out rules in brief", seed)) {
            draw(doc, s, setup);
            return doc.toBytes();
        }
    }

    /** Adds the rules pages for the game {@code s} to {@code doc}; {@code setup} is null when no players were dealt. */
    public static void draw(PdfDoc doc, State s, Generator.Setup setup) {
        TextFlow f = new TextFlow(doc, "Penguin's Night Out: the rules in brief");
        boolean nine = s.set() == DominoSet.DOUBLE_NINE;
        f.paragraph("A summary in pnp's own words; the designer's rules (by Jonathan A. Leistiko, Invisible City "
                + "Productions) are the authority.");
        Rect box = f.block(Units.mm(62));
        SetupPicture.draw(f.page().canvas(), box, s, handouts(setup));
        f.heading("You need");
        f.paragraph("The board: the dominoes laid out as on this file's map (a real "
                + s.set().id()
                + " set works too). A pawn and two buddy tokens for each player, in the player's colour; each token "
                + "carries its owner's letter. Two " + (nine ? "ten" : "six") + "-sided dice"
                + (nine ? ", rolled again whenever one shows 0" : "") + ", and a pencil.");
        if (!nine) {
            f.paragraph("Elbow Room, the larger variant for three or four: double-nine dominoes and two ten-sided dice "
                    + "(a 0 is rolled again); print it with pnp penguins layout --set double-nine.");
        }
        f.heading("Set-up");
        f.bullet("Lay the dominoes face up. Each half of a domino is a square; pieces step between squares that share "
                + "a side.");
        f.bullet("Pick a first player; turns then go clockwise. Each player in turn rolls two dice: the domino showing "
                + "both numbers is that player's nest (if someone already has it, roll again). Stand your penguin across "
                + "the middle of your nest and note its numbers.");
        f.bullet("Give your two buddy tokens to the two players on your left, one each; with two players both go to "
                + "your opponent. Then, from the first player round the table, each puts one of the tokens they hold on "
                + "any empty square, until every token is down. The picture shows who holds whose tokens.");
        f.reading("the setup card (page 2) is a ready set-up drawn from this file's seed: first player, nests and "
                + "buddy squares. Use it, or roll your own at the table.");
        f.heading("Your turn: first move, then change the board");
        f.paragraph("Move: roll one die. Step your penguin from square to neighbouring square. You may stop whenever "
                + "you like (even without a step), and you must stop when you:");
        f.bullet("step onto a square showing the number you rolled;");
        f.bullet("would step back onto a square you stood on this turn (you stop before it);");
        f.bullet("step onto one of your own buddies: pick it up and carry it under your penguin;");
        f.bullet("step onto a blank half, the Polar Bear Gang's ground: stay there or be eaten;");
        f.bullet("have taken six steps.");
        f.paragraph("You may not pass through a square whose penguin carries more buddies than yours, nor finish on "
                + "a square with another penguin. You may finish on someone else's buddy, but not on that same token "
                + "at the end of your following turn. Finishing on a double lets you shift one of your buddies still "
                + "on the board by one square; if the double shows the number you rolled, shift each of them by one.");
        f.reading("a penguin with no more buddies than yours may be passed, but a square that would force you to "
                + "stop on it cannot be entered. A penguin on a blank is never eaten: it simply stops there.");
        f.reading("until it first moves, a penguin stands on both halves of its nest; its first step may start from "
                + "either half.");
        f.paragraph("Change the board: roll two dice and find the domino showing both numbers"
                + (nine ? "." : " (so a domino with a blank half is never chosen).")
                + " Everything that fits happens:");
        f.bullet("nobody and no token on it: you may move it anywhere it touches another domino, square against "
                + "square, lined up with the rest;");
        f.bullet("another player's penguin on it: that penguin is stunned and misses its next turn (no more if it "
                + "already is);");
        f.bullet("a buddy token on it: you may shift that token to a neighbouring square; landing on its owner's "
                + "penguin, it is picked up;");
        f.bullet("your own penguin on it: you may move any empty domino.");
        f.reading("moving a domino may split the board in two; the rules do not forbid it.");
        f.heading("Winning");
        f.paragraph("The first player to end a turn on their nest domino (either half, wherever it now lies) while "
                + "carrying both of their buddies wins. There is no score.");
        f.heading("Check a position with pnp");
        f.paragraph("pnp lists every legal move and board change of a position: see pnp penguins moves --help and "
                + "pnp penguins alter --help, or the pnp README.");
    }

    /**
     * Who gives which tokens to whom: from the dealt set-up, or, with no players dealt, the rule for four
     * players in seat order (buddy 1 to the next player on the left, buddy 2 to the one after).
     */
    static List<Handout> handouts(Generator.Setup setup) {
        Map<String, List<String>> arrows = new LinkedHashMap<>();
        if (setup != null) {
            for (Generator.Placement p : setup.placements()) {
                String key = p.token().owner() + ">" + p.placedBy();
                arrows.computeIfAbsent(key, k -> new ArrayList<>())
                        .add(token(p.token().owner(), p.token().number()));
            }
        } else {
            List<String> seats = Generator.COLOURS;
            for (int i = 0; i < seats.size(); i++) {
                for (int n = 1; n <= 2; n++) {
                    String key = seats.get(i) + ">" + seats.get((i + n) % seats.size());
                    arrows.computeIfAbsent(key, k -> new ArrayList<>()).add(token(seats.get(i), n));
                }
            }
        }
        List<Handout> out = new ArrayList<>();
        arrows.forEach((k, v) -> out.add(new Handout(k.split(">")[0], k.split(">")[1], List.copyOf(v))));
        return out;
    }

    /** A token's name on the picture: its owner's letter and its number, "R1". */
    static String token(String owner, int number) {
        return owner.substring(0, 1).toUpperCase(Locale.ROOT) + number;
    }
}
