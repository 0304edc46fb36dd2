package pnp.ikes.sheets;

import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.Tile;
import pnp.ikes.model.TileChart;
import pnp.pdf.Canvas;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * The tile chart as a 6 x 6 table: rows by the light die (the shape), columns by the dark die
 * (the walls). Each tile is drawn as it goes on the sheet: faint space outlines, a dot per space,
 * thick walls, and its dice "L-D" beside it.
 */
public final class TileChartDrawing {
    private TileChartDrawing() {}

    public static void draw(Canvas c, TileChart chart, Rect area) {
        double headH = Units.mm(4);
        double rowHeadW = Units.mm(13);
        double cellW = (area.w() - rowHeadW) / 6;
        double cellH = (area.h() - headH) / 6;
        double unit = Math.min(Units.mm(5), Math.min((cellW - Units.mm(9)) / 3, (cellH - Units.mm(2)) / 2));
        c.save().black();
        c.text(area.x(), area.y() + Units.mm(3), 7, "light \u2193  dark \u2192");
        for (int d = 1; d <= 6; d++) {
            c.textCentered(area.x() + rowHeadW + (d - 0.5) * cellW, area.y() + Units.mm(3), 8, "dark " + d);
        }
        for (int l = 1; l <= 6; l++) {
            double rowY = area.y() + headH + (l - 1) * cellH;
            c.text(area.x(), rowY + cellH / 2 + 3, 8, "light " + l);
            c.save()
                    .gray(0.6)
                    .lineWidth(0.3)
                    .line(area.x(), rowY, area.right(), rowY)
                    .restore();
            for (int d = 1; d <= 6; d++) {
                Tile t = chart.tile(l, d);
                double cx = area.x() + rowHeadW + (d - 1) * cellW;
                c.text(cx + Units.mm(1), rowY + cellH / 2 + 3, 8, t.id());
                double tx = cx + Units.mm(8);
                double ty = rowY + (cellH - t.height() * unit) / 2;
                drawTile(c, t, tx, ty, unit);
                c.claim("tile " + t.id(), new Rect(tx, ty, t.width() * unit, t.height() * unit));
            }
        }
        c.restore();
    }

    /** One tile with its top-left corner at (x, y), spaces of side {@code unit}. */
    public static void drawTile(Canvas c, Tile t, double x, double y, double unit) {
        c.save().gray(0.55).lineWidth(0.3).dash(1, 1);
        for (Cell s : t.spaces()) c.rect(x + s.col() * unit, y + s.row() * unit, unit, unit);
        c.restore();
        c.save().black();
        for (Cell s : t.spaces())
            c.fillCircle(x + (s.col() + 0.5) * unit, y + (s.row() + 0.5) * unit, Math.max(0.6, unit * 0.07));
        c.lineWidth(Math.max(1.2, unit * 0.12)).round();
        for (CellSide w : t.walls()) wall(c, w, x, y, unit);
        c.restore();
    }

    /** A wall segment along {@code w.side()} of the space at grid offset {@code w.cell()}. */
    static void wall(Canvas c, CellSide w, double x, double y, double unit) {
        double x0 = x + w.cell().col() * unit;
        double y0 = y + w.cell().row() * unit;
        switch (w.side()) {
            case N -> c.line(x0, y0, x0 + unit, y0);
            case S -> c.line(x0, y0 + unit, x0 + unit, y0 + unit);
            case W -> c.line(x0, y0, x0, y0 + unit);
            case E -> c.line(x0 + unit, y0, x0 + unit, y0 + unit);
        }
    }
}
