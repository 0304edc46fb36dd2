package pnp;

import java.util.List;
import java.util.Map;
import pnp.cli.KitItem;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * The kit's {@code assembly.pdf}: a page per game saying what to print (each file, as the game
 * describes it in the index), what to cut, fold, glue or drill with the sizes, and what else to bring.
 * The build steps are the games' own facts, from their README sections and {@code seeds/*.md}.
 */
final class KitAssembly {
    /** One game's page: its title, its files, how to build it, what else to bring. */
    record Game(String title, List<KitItem> items, List<String> build, String bring) {}

    /** Build steps and what to bring, by the game's command-line name. */
    static final Map<String, String[]> STEPS = Map.of(
            "ikes",
                    new String[] {
                        "Nothing to cut: print one game sheet per player (the rules page once per table). The grid's squares are "
                                + "18 mm. Draw the entrance and exit yourself: close the double outer wall with two short strokes on "
                                + "each side of the doorway and draw an arrow through it. The solo challenge has them drawn in.",
                        "Two six-sided dice, one light and one dark; a pencil and an eraser per player."
                    },
            "penguins",
                    new String[] {
                        "Print the board at actual size on one landscape page (1 in squares for the compact board); if it is tiled, "
                                + "the setup card says how to join the pages. Put the map and setup card beside it.\n"
                                + "Only without a real double-six set: glue the domino pages on thin card, then cut on the shared "
                                + "outlines (each domino 1 x 2 in); the crop marks extend every cut line past the pieces.",
                        "A double-six domino set (or the printed one), a penguin marker per player, two dice."
                    },
            "fridge",
                    new String[] {
                        "Print at actual size and check the 4 in ruler. Glue the pieces' pages on self-adhesive magnet sheet, "
                                + "then cut on the outlines: each player's 27 bars (nine each of 1, 2 and 4 in long, 1/4 in wide) and "
                                + "marker puck 3/4 in across, two players a page, then the bases, 3 in across, on a page of their "
                                + "own; every piece is labelled with its colour and length. Cut out the "
                                + "triangular turn marker from the first page. Keep the last page, the capture log and score sheet, "
                                + "as paper.",
                        "Self-adhesive magnet sheet (or card and button magnets), scissors or a craft knife, a refrigerator door."
                    },
            "bridgewars",
                    new String[] {
                        "Board: print the drilling template at 100%, tape its pages together on their alignment marks, fix it on "
                                + "the board and drill the 11 x 11 holes at a 25.4 mm pitch (only where the template says drill). "
                                + "The brass rod stands in the centre hole f6, the acrylic rods in the diamond around it and in the "
                                + "claimed corners. The board is 11 in square plus a margin; drill each hole for a 1/4 in rod. The "
                                + "rods stand 6 block layers high by default: with 1/2 in blocks, 3 in of rod above the board.\n"
                                + "Blocks: cut the 20 shapes of the template once in each player's colour, every square one pitch "
                                + "(25.4 mm) across, all blocks one layer thick (1/2 in), and drill a hole under every square, a "
                                + "little wider than the 1/4 in rods, so the block slides down them.",
                        "A board and block material (wood or acrylic) in a colour per player, rods (one of brass), a drill."
                    },
            "freezetag",
                    new String[] {
                        "Print on card stock at actual size. Cut the board (1.4 in squares) and the reminder cards on their "
                                + "solid lines. For each pyramid net: cut on the solid lines, fold on the dashed ones and glue the "
                                + "tab; the pyramids are Looney Pyramid sized (small, medium, large) and must stack. The die is a "
                                + "1 in cube net: cut, fold and glue it the same way.",
                        "Card stock, scissors or a craft knife, glue; or Looney Pyramids and the printed board and die."
                    });

    private KitAssembly() {}

    static byte[] render(Paper paper, long seed, List<Game> games) {
        try (PdfDoc doc = new PdfDoc(paper, "Game-night kit: how to build each game", seed)) {
            for (Game g : games) page(doc.newPage(), g);
            return doc.toBytes();
        }
    }

    private static void page(Page page, Game g) {
        Canvas c = page.canvas();
        Rect a = page.content();
        double lead = Units.mm(4.6);
        c.black().text(a.x(), a.y() + Units.mm(7), 18, g.title() + ": how to build it");
        double y = a.y() + Units.mm(17);
        c.text(a.x(), y, 12, "Print");
        y += Units.mm(6);
        for (KitItem item : g.items()) {
            y = c.paragraph(
                            a.x() + Units.mm(4),
                            y,
                            a.w() - Units.mm(4),
                            10,
                            lead,
                            item.file().getFileName() + ": " + item.description())
                    + Units.mm(1);
        }
        y += Units.mm(4);
        c.text(a.x(), y, 12, "Cut, fold, glue, drill");
        y += Units.mm(6);
        for (String step : g.build())
            y = c.paragraph(a.x() + Units.mm(4), y, a.w() - Units.mm(4), 10, lead, step) + Units.mm(1);
        y += Units.mm(4);
        c.text(a.x(), y, 12, "Also bring");
        c.paragraph(a.x() + Units.mm(4), y + Units.mm(6), a.w() - Units.mm(4), 10, lead, g.bring());
    }
}
