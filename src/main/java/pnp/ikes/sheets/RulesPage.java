package pnp.ikes.sheets;

import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/** A page with the rules in brief, in pnp's own words, to print once per table. */
public final class RulesPage {
    private RulesPage() {}

    static final String[][] SECTIONS = {
        {
            "The idea",
            "You are laying out a furniture store. Shoppers always take the shortest walk from the entrance "
                    + "to the nearer cafeteria, on to the other cafeteria, and out through the exit. Place walls so that walk is "
                    + "long and passes many furniture displays."
        },
        {
            "Setup",
            "Two dice, one light and one dark, and a pencil each. Nobody has coins yet. Each player draws an "
                    + "entrance and an exit: an arrow through the outer wall into any edge space. The outer wall is printed as a "
                    + "double line: close it with a short stroke on each side of the doorway and draw the arrow through (or print "
                    + "the sheet with them pre-drawn)."
        },
        {
            "A turn",
            "The player whose turn it is rolls both dice. The light die is the row of the tile chart (the shape), "
                    + "the dark die the column (the walls). She may cross out one coin to reroll one die, as often as she has coins. "
                    + "Then every player, at the same time, chooses one of the three actions below. Then the dice pass to the left."
        },
        {
            "1. Draw the tile",
            "Copy the tile onto empty spaces exactly as the chart shows it, never turned. Draw one "
                    + "display in one of its spaces: the furniture of either die. Put a dot in the tile's other spaces. If the new "
                    + "display is next to a cafeteria, or next to an earlier display of the same furniture, with no wall without a "
                    + "doorway between them, take one reward: gain 2 coins, or punch a doorway in any wall segment (rub out its middle third), or draw "
                    + "one new wall segment on any side of any space (that space is then no longer empty)."
        },
        {
            "2. Draw a cafeteria",
            "Ignore the dice and draw a fork across two side-by-side empty spaces, with no walls and "
                    + "no display. At most two cafeterias a game."
        },
        {"3. Stop", "You take no more turns; the others go on. The game ends when everyone has stopped."},
        {
            "The shoppers' walk",
            "A step goes to a side-by-side space, through doorways, but never across a wall "
                    + "segment that has no doorway: a wall drawn on either side of the line blocks it. Walk the shortest way from "
                    + "the entrance to the nearer cafeteria, then from either of its spaces to the other cafeteria, then to the "
                    + "exit. With no cafeteria, straight from entrance to exit. Where walks tie, choose."
        },
        {
            "Score",
            "+1 for each display on the walk, \u22121 for each empty space on it; a space counts once. No walk "
                    + "at all scores 0. Solo: 5 or less failure, 6 to 8 respectable, 9 to 11 you win, 12 or more champion."
        },
        {
            "Check a score with pnp",
            "Type the finished sheet into a text file (start from ikes-blank.ikes in the kit; pnp ikes score --help "
                    + "describes the form) "
                    + "and run  ./pnp ikes score my-sheet.ikes  to see the best walk, its score and why. Or photograph the sheet "
                    + "from above, all four corner squares in view, and run  ./pnp ikes read photo.jpg --out my-sheet.ikes  for a "
                    + "draft to check against the paper."
        },
    };

    public static void draw(Page page) {
        Canvas c = page.canvas();
        Rect area = page.content();
        c.black().text(area.x(), area.y() + Units.mm(7), 18, "Ike's in brief");
        c.text(
                area.x(),
                area.y() + Units.mm(13),
                9,
                "A summary in pnp's words; the designer's rules sheet is the authority.");
        double y = area.y() + Units.mm(22);
        for (String[] s : SECTIONS) {
            c.text(area.x(), y, 12, s[0]);
            y = c.paragraph(area.x(), y + Units.mm(5.5), area.w(), 10, Units.mm(4.6), s[1]) + Units.mm(3);
        }
        // how to mark the sheet, drawn at the foot of the page in the room the text leaves (compact on Letter)
        MarkExamples.strip(c, area.x(), area.bottom(), area.w(), (area.bottom() - y) / Units.mm(1) - 4);
    }
}
