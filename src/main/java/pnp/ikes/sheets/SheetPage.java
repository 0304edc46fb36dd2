package pnp.ikes.sheets;

import java.util.List;
import pnp.ikes.model.TileChart;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * One Ike's game sheet on one page: the 7 x 7 store with its double outer wall and space names, the
 * entrance and exit (pre-drawn or left to the player), the coin box, the cafeteria boxes, the
 * display legend, the score box and the solo grades beside it, and the 36-tile chart below.
 */
public final class SheetPage {
    /** Side of one grid square: 18 mm, room to pencil walls, a display and a dot. */
    public static final double SQUARE = SheetGrid.SQUARE;

    private SheetPage() {}

    /** Draws the sheet and returns where its grid lies. */
    public static GridGeometry draw(Page page, TileChart chart, SheetSpec spec) {
        Canvas c = page.canvas();
        Rect area = page.content();
        c.black();
        c.text(area.x(), area.y() + Units.mm(6), 16, "Ike's");
        c.text(area.x() + Units.mm(20), area.y() + Units.mm(6), 10, spec.heading());
        c.textRight(area.right(), area.y() + Units.mm(6), 10, "player: ______________________");
        double top = area.y() + Units.mm(9);
        Rect block = SheetGrid.block(area.x(), top);
        GridGeometry g = SheetGrid.draw(c, area.x(), top, spec.entrance(), spec.exit(), true);
        RegistrationMarks.draw(c, g, area, spec);
        double colX = block.right() + Units.mm(3);
        Rect panel = new Rect(colX, top, area.right() - colX, block.h());
        c.reuse(SidePanel.class, panel, cc -> SidePanel.draw(cc, panel));
        double chartTop = block.bottom() + Units.mm(2);
        c.text(
                area.x(),
                chartTop + Units.mm(3),
                9,
                "Tile chart: the light die picks the row (shape), the dark die the column"
                        + " (walls). Draw the tile as shown, never rotated.");
        Rect chartArea = new Rect(area.x(), chartTop + Units.mm(5), area.w(), area.bottom() - chartTop - Units.mm(5));
        c.reuse(List.of(TileChartDrawing.class, chart), chartArea, cc -> TileChartDrawing.draw(cc, chart, chartArea));
        return g;
    }
}
