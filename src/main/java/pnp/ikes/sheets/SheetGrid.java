package pnp.ikes.sheets;

import java.util.List;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.PrintedSheet;
import pnp.pdf.Canvas;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * The store's 7 x 7 grid as the game sheet prints it, shared by the sheet and the scored route:
 * faint square lines, each space's name in its corner, the outer wall as a double line (two thin
 * lines {@link #WALL} apart, so a player marks a doorway by closing the band with two short strokes
 * and drawing an arrow through it), then a band {@link #DOORS} wide for the entrance and exit arrows,
 * and only beyond that the column letters (above) and row numbers (left), so an arrow never covers
 * a label. Every label and arrow is registered with the page's layout guard.
 */
final class SheetGrid {
    /** Side of one grid square: 18 mm, room to pencil walls, a display and a dot. */
    static final double SQUARE = Units.mm(PrintedSheet.SQUARE);
    /** Distance between the outer wall's two lines. */
    static final double WALL = Units.mm(PrintedSheet.WALL);
    /** The band outside the wall for the entrance and exit arrows and their IN/OUT labels. */
    static final double DOORS = Units.mm(PrintedSheet.DOORS);
    /** The band beyond that for the column letters and row numbers. */
    static final double LABELS = Units.mm(PrintedSheet.LABELS);
    /** Room taken above and left of the squares (wall, arrows, labels). */
    static final double PAD_BEFORE = WALL + DOORS + LABELS;
    /** Room taken below and right of the squares (wall, arrows). */
    static final double PAD_AFTER = WALL + DOORS;

    private static final int N = GridGeometry.SIZE;

    private SheetGrid() {}

    /** The whole block (squares and pads) whose top-left corner is at (x, y). */
    static Rect block(double x, double y) {
        return new Rect(x, y, PAD_BEFORE + N * SQUARE + PAD_AFTER, PAD_BEFORE + N * SQUARE + PAD_AFTER);
    }

    /** Draws the grid in the block at (x, y) and returns where its squares lie. */
    static GridGeometry draw(
            Canvas c, double x, double y, Optional<CellSide> entrance, Optional<CellSide> exit, boolean names) {
        GridGeometry g = new GridGeometry(x + PAD_BEFORE, y + PAD_BEFORE, SQUARE);
        Rect b = g.bounds();
        // the same on every sheet: drawn once per run as a form
        c.reuse(List.of(SheetGrid.class, names), b, cc -> squares(cc, b, names));
        c.save().black();
        // the labels stand 2.5 mm beyond the arrows' band, so a printed arrow (which spans the band, as the
        // photo reader expects) keeps about 3 mm of paper from a row number or column letter
        double labelGap = WALL + DOORS + Units.mm(2.5);
        for (int i = 0; i < N; i++) {
            c.textCentered(b.x() + (i + 0.5) * SQUARE, b.y() - labelGap, 9, String.valueOf((char) ('A' + i)));
            c.textRight(b.x() - labelGap, b.y() + (i + 0.5) * SQUARE + 3.2, 9, Integer.toString(i + 1));
        }
        c.lineWidth(0.8);
        for (int i = 0; i < N; i++) {
            wall(c, g, entrance, exit, new Cell(i, 0), Side.N);
            wall(c, g, entrance, exit, new Cell(i, N - 1), Side.S);
            wall(c, g, entrance, exit, new Cell(0, i), Side.W);
            wall(c, g, entrance, exit, new Cell(N - 1, i), Side.E);
        }
        c.restore();
        entrance.ifPresent(d -> arrow(c, g, d, true));
        exit.ifPresent(d -> arrow(c, g, d, false));
        return g;
    }

    /** The faint square lines and, with {@code names}, each space's name in its corner. */
    private static void squares(Canvas c, Rect b, boolean names) {
        c.save().gray(0.6).lineWidth(0.4);
        for (int i = 1; i < N; i++) {
            c.line(b.x() + i * SQUARE, b.y(), b.x() + i * SQUARE, b.bottom());
            c.line(b.x(), b.y() + i * SQUARE, b.right(), b.y() + i * SQUARE);
        }
        if (names) {
            for (int r = 0; r < N; r++) {
                for (int col = 0; col < N; col++)
                    c.text(b.x() + col * SQUARE + 1.5, b.y() + r * SQUARE + 6.3, 6, new Cell(col, r).name());
            }
        }
        c.restore();
    }

    private static boolean isDoor(Optional<CellSide> entrance, Optional<CellSide> exit, CellSide cs) {
        return entrance.equals(Optional.of(cs)) || exit.equals(Optional.of(cs));
    }

    /**
     * One square's stretch of the double outer wall: the inner line on the grid's edge, the outer
     * line {@link #WALL} further out. A pre-drawn doorway opens the middle three fifths of both
     * lines and closes the band at each side of the opening, as a player marks one by hand.
     */
    private static void wall(
            Canvas c, GridGeometry g, Optional<CellSide> entrance, Optional<CellSide> exit, Cell cell, Side side) {
        double[] in = edge(g.cell(cell), side, 0);
        double[] out = edge(g.cell(cell), side, WALL);
        // at the grid's corners the outer lines run on to meet each other
        boolean first = (side == Side.N || side == Side.S) ? cell.col() == 0 : cell.row() == 0;
        boolean last = (side == Side.N || side == Side.S) ? cell.col() == N - 1 : cell.row() == N - 1;
        double[] outer = out.clone();
        int k = side == Side.N || side == Side.S ? 0 : 1;
        if (first) outer[k] -= WALL;
        if (last) outer[k + 2] += WALL;
        if (!isDoor(entrance, exit, new CellSide(cell, side))) {
            c.line(in[0], in[1], in[2], in[3]);
            c.line(outer[0], outer[1], outer[2], outer[3]);
            return;
        }
        double f = 0.2;
        c.line(in[0], in[1], at(in, 0, f), at(in, 1, f));
        c.line(at(in, 0, 1 - f), at(in, 1, 1 - f), in[2], in[3]);
        c.line(outer[0], outer[1], at(out, 0, f), at(out, 1, f));
        c.line(at(out, 0, 1 - f), at(out, 1, 1 - f), outer[2], outer[3]);
        c.line(at(in, 0, f), at(in, 1, f), at(out, 0, f), at(out, 1, f));
        c.line(at(in, 0, 1 - f), at(in, 1, 1 - f), at(out, 0, 1 - f), at(out, 1, 1 - f));
    }

    /** The point a fraction {@code t} along the edge: coordinate {@code k} (0 x, 1 y). */
    private static double at(double[] e, int k, double t) {
        return e[k] + (e[k + 2] - e[k]) * t;
    }

    /** The side of the square as a line, moved {@code outward} away from the square. */
    private static double[] edge(Rect r, Side side, double outward) {
        return switch (side) {
            case N -> new double[] {r.x(), r.y() - outward, r.right(), r.y() - outward};
            case S -> new double[] {r.x(), r.bottom() + outward, r.right(), r.bottom() + outward};
            case W -> new double[] {r.x() - outward, r.y(), r.x() - outward, r.bottom()};
            case E -> new double[] {r.right() + outward, r.y(), r.right() + outward, r.bottom()};
        };
    }

    /** An arrow through the doorway, pointing in for the entrance and out for the exit, labelled beside its shaft. */
    private static void arrow(Canvas c, GridGeometry g, CellSide door, boolean in) {
        Rect r = g.cell(door.cell());
        Side s = door.side();
        double mx = s == Side.W ? r.x() : s == Side.E ? r.right() : r.centerX();
        double my = s == Side.N ? r.y() : s == Side.S ? r.bottom() : r.centerY();
        double reach = WALL + DOORS - Units.mm(0.7);
        double outX = mx + s.dx() * reach;
        double outY = my + s.dy() * reach;
        double inX = mx - s.dx() * Units.mm(4);
        double inY = my - s.dy() * Units.mm(4);
        double[] from = in ? new double[] {outX, outY} : new double[] {inX, inY};
        double[] to = in ? new double[] {inX, inY} : new double[] {outX, outY};
        double head = Units.mm(2.2);
        double half = head * 0.6;
        c.save().black().lineWidth(1.4).line(from[0], from[1], to[0], to[1]);
        double ux = (to[0] - from[0]) / Math.hypot(to[0] - from[0], to[1] - from[1]);
        double uy = (to[1] - from[1]) / Math.hypot(to[0] - from[0], to[1] - from[1]);
        c.fillPolygon(
                to[0],
                to[1],
                to[0] - ux * head - uy * half,
                to[1] - uy * head + ux * half,
                to[0] - ux * head + uy * half,
                to[1] - uy * head - ux * half);
        String what = (in ? "entrance" : "exit") + " arrow at " + door.cell() + ":" + s;
        c.claim(
                what,
                new Rect(
                        Math.min(outX, inX) - half,
                        Math.min(outY, inY) - half,
                        Math.abs(outX - inX) + 2 * half,
                        Math.abs(outY - inY) + 2 * half));
        String label = in ? "IN" : "OUT";
        // beside the shaft, in the arrows' band: right of a vertical shaft, above a horizontal one
        double clear = half + Units.mm(0.4);
        switch (s) {
            case E -> c.text(mx + WALL + Units.mm(0.3), my - clear, 7, label);
            case W -> c.textRight(mx - WALL - Units.mm(0.3), my - clear, 7, label);
            case N -> c.text(mx + clear, my - WALL - Units.mm(1.5), 7, label);
            case S -> c.text(mx + clear, my + WALL + Units.mm(4.2), 7, label);
        }
        c.restore();
    }
}
