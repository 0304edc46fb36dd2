package pnp.freezetag.sheets;

import java.util.ArrayList;
import java.util.List;
import pnp.freezetag.model.Player;
import pnp.freezetag.model.Size;
import pnp.freezetag.sheets.PyramidNet.P;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/** Pages of pyramid nets: two trios per player, packed in rows, the colour named on each net. */
public final class NetSheet {
    private static final double GAP = Units.mm(4);
    private static final double HEADER = Units.mm(9);

    private NetSheet() {}

    /** One net to print: whose and which size. */
    public record Item(String colour, PyramidNet net) {}

    public static List<Item> items(List<Player> players) {
        List<Item> out = new ArrayList<>();
        for (Size s : new Size[] {Size.L, Size.M, Size.S}) {
            for (Player p : players) {
                for (int k = 0; k < 2; k++) out.add(new Item(p.colour(), PyramidNet.of(s)));
            }
        }
        return out;
    }

    /** Adds as many pages as the nets need; returns the number of pages added. */
    public static int draw(PdfDoc doc, List<Player> players) {
        List<Item> items = items(players);
        int pages = 0;
        Page page = null;
        double x = 0;
        double y = 0;
        double rowH = 0;
        for (Item item : items) {
            double[] b = item.net().bounds();
            double w = b[2] - b[0];
            double h = b[3] - b[1];
            Rect area = page == null ? null : page.content();
            if (page != null && x + w > area.right()) {
                x = area.x();
                y += rowH + GAP;
                rowH = 0;
            }
            if (page == null || y + h > area.bottom()) {
                page = doc.newPage();
                pages++;
                area = page.content();
                header(page.canvas(), area);
                x = area.x();
                y = area.y() + HEADER;
                rowH = 0;
            }
            drawNet(page.canvas(), item, x - b[0], y - b[1]);
            x += w + GAP;
            rowH = Math.max(rowH, h);
        }
        return pages;
    }

    private static void header(Canvas c, Rect area) {
        c.black().text(area.x(), area.y() + 10, 11, "Freeze Tag pyramids: cut the solid lines, fold the dashed lines away from you, glue the tabs inside");
        c.text(area.x(), area.y() + 20, 7, "Looney Pyramid sizes, base x height: small 9/16 x 1 in, medium 25/32 x 1 3/8 in, large 1 x 1 3/4 in. Print at actual size.");
    }

    /** Draws one net with its apex at (ax, ay). */
    static void drawNet(Canvas c, Item item, double ax, double ay) {
        PyramidNet net = item.net();
        List<P> r = net.rays();
        List<P> sq = net.baseSquare();
        P apex = new P(0, 0);
        double[] rgb = Colours.rgb(item.colour());
        c.save().translate(ax, ay);
        c.rgb(rgb[0], rgb[1], rgb[2]);
        for (int k = 0; k < 4; k++) fill(c, apex, r.get(k), r.get(k + 1));
        fill(c, sq.toArray(new P[0]));
        c.gray(0.92);
        for (List<P> t : net.tabs()) fill(c, t.toArray(new P[0]));
        // cut lines
        c.black().solid().lineWidth(0.6);
        line(c, apex, r.get(0));
        line(c, r.get(0), r.get(1));
        line(c, r.get(2), r.get(3));
        line(c, r.get(3), r.get(4));
        for (List<P> t : net.tabs()) c.polyline(t.get(1).x(), t.get(1).y(), t.get(2).x(), t.get(2).y(),
                t.get(3).x(), t.get(3).y(), t.get(0).x(), t.get(0).y());
        // fold lines
        c.lineWidth(0.4).dash(3, 2);
        for (int k = 1; k <= 4; k++) line(c, apex, r.get(k));
        c.polygon(sq.get(0).x(), sq.get(0).y(), sq.get(1).x(), sq.get(1).y(), sq.get(2).x(), sq.get(2).y(), sq.get(3).x(), sq.get(3).y());
        c.solid();
        // labels: on the base (the colour and size) and on the middle face (the colour)
        String sizeWord = net.size().word();
        double fs = Math.min(8, net.base() / 6.5);
        P centre = sq.get(0).plus(sq.get(2)).times(0.5);
        if (Colours.dark(item.colour())) c.gray(1); else c.black();
        c.textCentered(centre.x(), centre.y() - fs * 0.1, fs, item.colour());
        c.textCentered(centre.x(), centre.y() + fs * 1.1, fs * 0.9, sizeWord);
        P face = apex.plus(r.get(2)).plus(r.get(3)).times(1.0 / 3);
        c.textCentered(face.x(), face.y() + net.slant() * 0.2, fs * 0.8, item.colour());
        c.black();
        c.restore();
    }

    private static void fill(Canvas c, P... pts) {
        double[] xy = new double[pts.length * 2];
        for (int i = 0; i < pts.length; i++) {
            xy[2 * i] = pts[i].x();
            xy[2 * i + 1] = pts[i].y();
        }
        c.fillPolygon(xy);
    }

    private static void line(Canvas c, P a, P b) { c.line(a.x(), a.y(), b.x(), b.y()); }
}
