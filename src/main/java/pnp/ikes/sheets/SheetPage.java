package pnp.ikes.sheets;

import java.util.List;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.TileChart;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * One Ike's game sheet on one page: the 7 x 7 store with its outer wall and space names, the
 * entrance and exit (pre-drawn or left to the player), the coin box, the cafeteria boxes, the
 * display legend, the score box and the solo grades beside it, and the 36-tile chart below.
 */
public final class SheetPage {
    /** Side of one grid square: 18 mm, room to pencil walls, a display and a dot. */
    public static final double SQUARE = Units.mm(18);
    /** Room around the grid for labels and the entrance and exit arrows. */
    static final double PAD = Units.mm(8);
    private static final int GRID = GridGeometry.SIZE;

    private SheetPage() {}

    /** Draws the sheet and returns where its grid lies. */
    public static GridGeometry draw(Page page, TileChart chart, SheetSpec spec) {
        Canvas c = page.canvas();
        Rect area = page.content();
        c.black();
        c.text(area.x(), area.y() + Units.mm(6), 16, "Ike's");
        c.text(area.x() + Units.mm(20), area.y() + Units.mm(6), 10, spec.heading());
        c.textRight(area.right(), area.y() + Units.mm(6), 10, "player: ______________________");
        double top = area.y() + Units.mm(10);
        GridGeometry g = new GridGeometry(area.x() + PAD, top + PAD, SQUARE);
        drawGrid(c, g, spec);
        double colX = g.x() + GRID * SQUARE + PAD + Units.mm(3);
        Rect panel = new Rect(colX, top, area.right() - colX, GRID * SQUARE + 2 * PAD);
        c.reuse(SidePanel.class, panel, cc -> SidePanel.draw(cc, panel));
        double chartTop = top + GRID * SQUARE + 2 * PAD + Units.mm(1);
        c.text(area.x(), chartTop + Units.mm(3), 9, "Tile chart: the light die picks the row (shape), the dark die the column"
                + " (walls). Draw the tile as shown, never rotated.");
        Rect chartArea = new Rect(area.x(), chartTop + Units.mm(5), area.w(), area.bottom() - chartTop - Units.mm(5));
        c.reuse(List.of(TileChartDrawing.class, chart), chartArea, cc -> TileChartDrawing.draw(cc, chart, chartArea));
        return g;
    }

    private static void drawGrid(Canvas c, GridGeometry g, SheetSpec spec) {
        Rect b = g.bounds();
        c.reuse(GridGeometry.class, b, cc -> drawSquares(cc, b));
        c.save().black();
        for (int i = 0; i < GRID; i++) {
            String letter = String.valueOf((char) ('A' + i));
            if (!doorAt(spec, new Cell(i, 0), Side.N)) c.textCentered(b.x() + (i + 0.5) * SQUARE, b.y() - Units.mm(2.5), 9, letter);
            if (!doorAt(spec, new Cell(0, i), Side.W)) c.textRight(b.x() - Units.mm(2.5), b.y() + (i + 0.5) * SQUARE + 3, 9, Integer.toString(i + 1));
        }
        c.lineWidth(2.2);
        for (int i = 0; i < GRID; i++) {
            outer(c, g, spec, new Cell(i, 0), Side.N);
            outer(c, g, spec, new Cell(i, GRID - 1), Side.S);
            outer(c, g, spec, new Cell(0, i), Side.W);
            outer(c, g, spec, new Cell(GRID - 1, i), Side.E);
        }
        c.restore();
        spec.entrance().ifPresent(d -> arrow(c, g, d, true));
        spec.exit().ifPresent(d -> arrow(c, g, d, false));
    }

    /** The inner grid lines and the square names: the same on every sheet. */
    private static void drawSquares(Canvas c, Rect b) {
        c.save().gray(0.6).lineWidth(0.4);
        for (int i = 1; i < GRID; i++) {
            c.line(b.x() + i * SQUARE, b.y(), b.x() + i * SQUARE, b.bottom());
            c.line(b.x(), b.y() + i * SQUARE, b.right(), b.y() + i * SQUARE);
        }
        for (int r = 0; r < GRID; r++) {
            for (int col = 0; col < GRID; col++) {
                Cell cell = new Cell(col, r);
                c.text(b.x() + col * SQUARE + 1.5, b.y() + r * SQUARE + 6, 5.5, cell.name());
            }
        }
        c.restore();
    }

    private static boolean doorAt(SheetSpec spec, Cell cell, Side side) {
        CellSide cs = new CellSide(cell, side);
        return spec.entrance().equals(Optional.of(cs)) || spec.exit().equals(Optional.of(cs));
    }

    /** One outer-wall segment; a doorway leaves the middle three fifths open with short jambs. */
    private static void outer(Canvas c, GridGeometry g, SheetSpec spec, Cell cell, Side side) {
        Rect r = g.cell(cell);
        double[] e = edge(r, side);
        if (!doorAt(spec, cell, side)) {
            c.line(e[0], e[1], e[2], e[3]);
            return;
        }
        double f = 0.2;
        c.line(e[0], e[1], e[0] + (e[2] - e[0]) * f, e[1] + (e[3] - e[1]) * f);
        c.line(e[2] + (e[0] - e[2]) * f, e[3] + (e[1] - e[3]) * f, e[2], e[3]);
    }

    private static double[] edge(Rect r, Side side) {
        return switch (side) {
            case N -> new double[] {r.x(), r.y(), r.right(), r.y()};
            case S -> new double[] {r.x(), r.bottom(), r.right(), r.bottom()};
            case W -> new double[] {r.x(), r.y(), r.x(), r.bottom()};
            case E -> new double[] {r.right(), r.y(), r.right(), r.bottom()};
        };
    }

    /** An arrow through the doorway: pointing in for the entrance, out for the exit, labelled. */
    private static void arrow(Canvas c, GridGeometry g, CellSide door, boolean in) {
        Rect r = g.cell(door.cell());
        Side s = door.side();
        double mx = s == Side.W ? r.x() : s == Side.E ? r.right() : r.centerX();
        double my = s == Side.N ? r.y() : s == Side.S ? r.bottom() : r.centerY();
        double outX = mx + s.dx() * Units.mm(7.5);
        double outY = my + s.dy() * Units.mm(7.5);
        double inX = mx - s.dx() * Units.mm(4);
        double inY = my - s.dy() * Units.mm(4);
        double[] from = in ? new double[] {outX, outY} : new double[] {inX, inY};
        double[] to = in ? new double[] {inX, inY} : new double[] {outX, outY};
        c.save().black().lineWidth(1.4).line(from[0], from[1], to[0], to[1]);
        double ux = (to[0] - from[0]) / Math.hypot(to[0] - from[0], to[1] - from[1]);
        double uy = (to[1] - from[1]) / Math.hypot(to[0] - from[0], to[1] - from[1]);
        double head = Units.mm(2.2);
        c.fillPolygon(to[0], to[1], to[0] - ux * head - uy * head * 0.6, to[1] - uy * head + ux * head * 0.6,
                to[0] - ux * head + uy * head * 0.6, to[1] - uy * head - ux * head * 0.6);
        String label = in ? "IN" : "OUT";
        // the label sits beside the arrow, inside the padding around the grid
        switch (s) {
            case E -> c.text(mx + Units.mm(1.5), my - Units.mm(1.5), 7, label);
            case W -> c.textRight(mx - Units.mm(1.5), my - Units.mm(1.5), 7, label);
            case N -> c.text(mx + Units.mm(1.5), my - Units.mm(4.5), 7, label);
            case S -> c.text(mx + Units.mm(1.5), my + Units.mm(6.5), 7, label);
        }
        c.restore();
    }
}
