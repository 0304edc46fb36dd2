package pnp.pdf;

import java.util.List;
import java.util.function.Consumer;

/**
 * Prints a drawing larger than the paper at true size across several pages. Neighbouring pages
 * overlap by {@code overlap} points; each page carries alignment crosses on the overlap lines and a
 * label (row and column of the tile) so the pages can be taped together exactly.
 */
public final class Tiling {
    private Tiling() {}

    /** How many pages across and down a drawing of the given size needs. */
    public static int[] grid(PdfDoc doc, double width, double height, double overlap) {
        Rect area = tileArea(doc);
        int cols = count(width, area.w(), overlap);
        int rows = count(height, area.h(), overlap);
        return new int[] {cols, rows};
    }

    /**
     * Adds the pages. The drawing is called once per page with the canvas translated so that the
     * drawing's own origin (its top-left corner) is where it belongs; it must draw in drawing
     * coordinates, in points, within {@code width x height}.
     */
    public static void draw(
            PdfDoc doc, String label, double width, double height, double overlap, Consumer<Canvas> drawing) {
        draw(doc, label, width, height, overlap, null, drawing);
    }

    /**
     * As {@link #draw(PdfDoc, String, double, double, double, Consumer)}, but the alignment marks are
     * {@link AlignmentMarks} diamonds placed clear of what the drawing asks to keep clear (for a drawing
     * with marks of its own, such as a drilling template's crosses), instead of circled crosses on a
     * fixed 50 mm grid. {@code marks} null means the circled crosses.
     */
    public static Tiled draw(
            PdfDoc doc,
            String label,
            double width,
            double height,
            double overlap,
            AlignmentMarks marks,
            Consumer<Canvas> drawing) {
        Rect area = tileArea(doc);
        int[] g = grid(doc, width, height, overlap);
        int cols = g[0];
        int rows = g[1];
        double stepX = area.w() - overlap;
        double stepY = area.h() - overlap;
        List<AlignmentMarks.Mark> placed = null;
        Page page = null;
        for (int r = 0; r < rows; r++) {
            for (int col = 0; col < cols; col++) {
                page = doc.newPage();
                Canvas c = page.canvas();
                double offX = col * stepX;
                double offY = r * stepY;
                c.save().clip(area).translate(area.x() - offX, area.y() - offY);
                drawing.accept(c);
                c.restore();
                String name =
                        label + " \u2014 page row " + (r + 1) + " of " + rows + ", column " + (col + 1) + " of " + cols;
                c.black().text(area.x(), page.content().y() + Units.mm(3.5), 8, name);
                c.save().lineWidth(0.3).dash(2, 2);
                // overlap lines: where the next tile to the right / below starts
                if (col + 1 < cols) c.line(area.right() - overlap, area.y(), area.right() - overlap, area.bottom());
                if (r + 1 < rows) c.line(area.x(), area.bottom() - overlap, area.right(), area.bottom() - overlap);
                if (col > 0) c.line(area.x() + overlap, area.y(), area.x() + overlap, area.bottom());
                if (r > 0) c.line(area.x(), area.y() + overlap, area.right(), area.y() + overlap);
                c.restore();
                if (marks != null) {
                    if (placed == null) {
                        placed = marks.place(
                                width, height, cols, rows, stepX, stepY, overlap, AlignmentMarks.labelWidth(c));
                    }
                    for (AlignmentMarks.Mark m : placed) {
                        double px = area.x() - offX + m.x();
                        double py = area.y() - offY + m.y();
                        Rect foot = AlignmentMarks.footprint(px, py, m.labelled(), AlignmentMarks.labelWidth(c));
                        if (area.contains(foot)) AlignmentMarks.draw(c, px, py, m.labelled());
                    }
                    continue;
                }
                // alignment crosses along the middle of every overlap strip, every 50 mm of drawing:
                // both pages of a strip draw them at the same drawing coordinates, so they line up
                c.save().lineWidth(0.4).black().solid();
                for (int k = 1; k < cols; k++) {
                    double sx = k * stepX + overlap / 2;
                    for (double dy = Units.mm(25); dy < height; dy += Units.mm(50))
                        crossIfVisible(c, area, offX, offY, sx, dy);
                }
                for (int k = 1; k < rows; k++) {
                    double sy = k * stepY + overlap / 2;
                    for (double dx = Units.mm(25); dx < width; dx += Units.mm(50))
                        crossIfVisible(c, area, offX, offY, dx, sy);
                }
                c.restore();
            }
        }
        return new Tiled(page, roomBelow(doc, width, height, overlap), roomRight(doc, width, height, overlap));
    }

    /**
     * The room left on the last page (the bottom-right tile) below the drawing and right of its overlap
     * strip, in page points; its height is 0 when the drawing reaches the bottom.
     */
    public static Rect roomBelow(PdfDoc doc, double width, double height, double overlap) {
        Rect area = tileArea(doc);
        int[] g = grid(doc, width, height, overlap);
        double bottom = area.y() - (g[1] - 1) * (area.h() - overlap) + height + Units.mm(4);
        double left = g[0] > 1 ? area.x() + overlap + Units.mm(3) : area.x();
        return new Rect(left, bottom, area.right() - left, Math.max(0, area.bottom() - bottom));
    }

    /**
     * The room left on the last page (the bottom-right tile) right of the drawing and below the
     * overlap strip at its top (when there is one), in page points; its width is 0 when the drawing
     * reaches the right-hand edge.
     */
    public static Rect roomRight(PdfDoc doc, double width, double height, double overlap) {
        Rect area = tileArea(doc);
        int[] g = grid(doc, width, height, overlap);
        double left = area.x() - (g[0] - 1) * (area.w() - overlap) + width + Units.mm(4);
        double top = g[1] > 1 ? area.y() + overlap + Units.mm(3) : area.y();
        return new Rect(left, top, Math.max(0, area.right() - left), area.bottom() - top);
    }

    /**
     * The pages a tiling drew: the last one, and the room left on it below the drawing and right of
     * it (page points; the two overlap in the bottom-right corner).
     */
    public record Tiled(Page last, Rect free, Rect right) {}

    /**
     * A cross at drawing point (dx, dy) when the whole cross falls on this page's tile: one centred on
     * the tile's edge would reach 3 mm past it, into the unprintable border.
     */
    private static void crossIfVisible(Canvas c, Rect area, double offX, double offY, double dx, double dy) {
        double px = area.x() - offX + dx;
        double py = area.y() - offY + dy;
        double s = Units.mm(3);
        if (px - s >= area.x() && px + s <= area.right() && py - s >= area.y() && py + s <= area.bottom())
            cross(c, px, py);
    }

    private static void cross(Canvas c, double x, double y) {
        double s = Units.mm(3);
        c.line(x - s, y, x + s, y).line(x, y - s, x, y + s).circle(x, y, Units.mm(1.5));
    }

    /** The content area less a strip at the top for the tile label. */
    private static Rect tileArea(PdfDoc doc) {
        Rect content = doc.contentArea();
        return content.below(Units.mm(6));
    }

    private static int count(double length, double page, double overlap) {
        if (length <= page) return 1;
        return (int) Math.ceil((length - overlap) / (page - overlap));
    }
}
