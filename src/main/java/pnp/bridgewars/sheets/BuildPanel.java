package pnp.bridgewars.sheets;

import java.util.List;
import java.util.Locale;
import pnp.bridgewars.model.BuildSizes;
import pnp.pdf.Canvas;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/** The drilling template's build panel: board, rod and block sizes for the template's pitch. */
final class BuildPanel {
    static final double SIZE = 8;
    private static final double LEADING = SIZE * 1.4;

    private BuildPanel() {}

    /** The panel's lines for these sizes. */
    static List<String> lines(BuildSizes b) {
        return List.of(
                "Build sizes for hole pitch " + mm(b.pitch()) + " (pnp's choice of sizes)",
                "Board: " + mm(b.boardSide()) + " square (11 x pitch, cut on the heavy outline), "
                        + mm(b.boardThickness()) + " thick; drill all " + b.rods() + " holes " + mm(b.boardHole())
                        + " (the rod's size) straight down.",
                "Rods: " + (b.rods() - 1) + " acrylic and 1 brass (f6), " + mm(b.rodDiameter()) + " across, "
                        + mm(b.rodLength()) + " long (" + b.layers() + " blocks above the board, plus the board).",
                "Blocks: " + mm(b.blockThickness()) + " thick (half the pitch), squares of " + mm(b.pitch())
                        + "; holes " + mm(b.blockHole()) + " (the rod plus " + mm(BuildSizes.BLOCK_PLAY)
                        + ", so they drop freely).",
                "Downers: one wooden dowel a player, in the player's colour, to push a block down its rods; any rod "
                        + "thinner than a block's square and longer than the rods stand above the board will do.");
    }

    /** The height the panel needs at this width, in points. */
    static double height(Canvas c, double width, BuildSizes sizes) {
        double h = 0;
        for (String line : lines(sizes)) h += c.wrap(width, SIZE, line).size() * LEADING + LEADING * 0.3;
        return h;
    }

    /** Draws the panel with its top-left corner at the box's; the lines wrap to the box's width. */
    static void draw(Canvas c, Rect box, BuildSizes sizes) {
        c.save().black();
        double y = box.y() + SIZE;
        for (String line : lines(sizes)) y = c.paragraph(box.x(), y, box.w(), SIZE, LEADING, line) + LEADING * 0.3;
        c.restore();
    }

    /** Millimetres with up to two decimals and no trailing zeros: 279.4 mm, 6.35 mm, 18 mm. */
    static String mm(double value) {
        String s =
                String.format(Locale.ROOT, "%.2f", value).replaceAll("0+$", "").replaceAll("\\.$", "");
        return s + " mm";
    }

    /** Points to millimetres, for the sizes. */
    static double toMm(double points) {
        return points / Units.mm(1);
    }
}
