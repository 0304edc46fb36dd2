package pnp.ikes.sheets;

import pnp.pdf.Canvas;
import pnp.pdf.CubeNet;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * Ike's two dice to cut out of card, for a table without dice: a light one (black pips on white), which
 * picks the tile's shape, and a dark one (white pips on dark faces), which picks its walls. Cube edge
 * {@value #EDGE_MM} mm.
 */
public final class DiceSheet {
    static final int EDGE_MM = 22;

    private DiceSheet() {}

    public static byte[] pdf(Paper paper) {
        try (PdfDoc doc = new PdfDoc(paper, "Ike's dice", null)) {
            Page page = doc.newPage();
            Canvas c = page.canvas();
            Rect a = page.content();
            c.black().text(a.x(), a.y() + Units.mm(5), 14, "Ike's dice: a light one and a dark one");
            double y = a.y() + Units.mm(10);
            for (String line : new String[] {
                "Print at actual size on card. Cut the solid lines, fold the dashed ones with the pips outside,",
                "and glue each grey tab inside. The light die picks the tile's shape on the chart, the dark die",
                "its walls. Cube edge " + EDGE_MM + " mm."
            }) {
                c.text(a.x(), y, 9, line);
                y += Units.mm(4.2);
            }
            double edge = Units.mm(EDGE_MM);
            y += Units.mm(4);
            c.text(a.x(), y, 11, "Light die");
            double right = a.x() + CubeNet.width(edge) + Units.mm(15);
            c.text(right, y, 11, "Dark die");
            Rect light = CubeNet.draw(c, a.x() + 1, y + Units.mm(3), edge, false, "the light die");
            Rect dark = CubeNet.draw(c, right, y + Units.mm(3), edge, true, "the dark die");
            page.trimBox(light.union(dark));
            return doc.toBytes();
        }
    }
}
