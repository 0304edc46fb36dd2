package pnp.freezetag.sheets;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import pnp.freezetag.model.Player;
import pnp.freezetag.model.Size;
import pnp.freezetag.sheets.PyramidNet.P;
import pnp.pdf.Canvas;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Page;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;

/**
 * Pages of pyramid nets: two trios per player, packed in rows, the colour named on each net and the
 * player's {@link FaceMark} on each face.
 */
public final class NetSheet {
    private NetSheet() {}

    /** One net to print: whose (the colour and the seat's mark) and which size. */
    public record Item(String colour, PyramidNet net, FaceMark mark) {}

    /** Two trios a player, larges first; open at the bottom unless {@code closed}. */
    public static List<Item> items(List<Player> players, boolean closed) {
        List<Item> out = new ArrayList<>();
        for (Size s : new Size[] {Size.L, Size.M, Size.S}) {
            for (int seat = 0; seat < players.size(); seat++) {
                Player p = players.get(seat);
                for (int k = 0; k < 2; k++)
                    out.add(new Item(p.colour(), PyramidNet.of(s, closed), FaceMark.ofSeat(seat)));
            }
        }
        return out;
    }

    /** The pages of nets drawn: how many, the last one, and the room left on it below the last net (page points). */
    public record Drawn(int pages, Page last, Rect free, Rect cut) {}

    /**
     * Adds as many pages as the nets need, packed by {@link NetPacking}; returns what was drawn, with the room
     * left below the last net.
     */
    public static Drawn draw(PdfDoc doc, List<Player> players, boolean closed) {
        // inset by the bleed, so the colour beyond the cut lines stays inside the margins too
        Rect content = doc.contentArea();
        Rect area = new Rect(
                content.x() + Page.BLEED,
                content.y() + Page.BLEED,
                content.w() - 2 * Page.BLEED,
                content.h() - 2 * Page.BLEED);
        List<List<NetPacking.Placed>> pages = NetPacking.layout(items(players, closed), area);
        Page page = null;
        Rect lastCut = null;
        for (List<NetPacking.Placed> onPage : pages) {
            page = doc.newPage();
            header(page.canvas(), page.content(), closed);
            // every net is a piece to cut, coloured to its cut lines with bleed
            for (NetPacking.Placed p : onPage) {
                String what = p.item().colour() + " " + p.item().net().size().word() + " pyramid";
                page.canvas().piece(what, p.item().colour(), p.outline(), Page.BLEED);
                page.canvas()
                        .coloured(
                                what,
                                Colours.rgb(p.item().colour()),
                                p.item().mark().word());
            }
            // every net's bleed first, then the nets: each net's own colour fills it up to its cut lines
            for (NetPacking.Placed p : onPage) bleed(page.canvas(), p.item(), p.ax(), p.ay(), p.flip());
            Rect cut = null;
            for (NetPacking.Placed p : onPage) {
                drawNet(page.canvas(), p.item(), p.ax(), p.ay(), p.flip());
                Rectangle2D b = p.outline().getBounds2D();
                Rect r = new Rect(b.getX(), b.getY(), b.getWidth(), b.getHeight());
                cut = cut == null ? r : cut.union(r);
            }
            // the TrimBox: where the cutting happens, the nets' outlines together; the BleedBox 3 mm beyond
            if (cut != null) page.bleedBox(cut);
            lastCut = cut;
        }
        double top = (lastCut == null ? area.y() : lastCut.bottom()) + NetPacking.COLOUR_GAP;
        Rect free = new Rect(content.x(), top, content.w(), Math.max(0, content.bottom() - top));
        return new Drawn(pages.size(), page, free, lastCut);
    }

    private static void header(Canvas c, Rect area, boolean closed) {
        c.black()
                .text(
                        area.x(),
                        area.y() + 10,
                        11,
                        "Freeze Tag pyramids: cut solid lines, fold dashed lines away from you, glue tabs inside");
        c.text(
                area.x(),
                area.y() + 20,
                7,
                "Looney Pyramid sizes, base x height: small 9/16 x 1 in, medium 25/32 x 1 3/8 in, large 1 x 1 3/4 in. "
                        + (closed ? "Glued bases: they do not nest." : "Open at the bottom: they nest and stack.")
                        + " Print at actual size.");
    }

    /**
     * The net's colour 3 mm past its cut lines: every face and tab filled again grown by the bleed (each
     * edge moved out 3 mm, the corners bevelled).
     */
    static void bleed(Canvas c, Item item, double ax, double ay, boolean flip) {
        atApex(c, item, ax, ay, flip);
        for (List<P> piece : faces(item.net())) c.fillPolygon(grown(piece, Page.BLEED));
        for (List<P> t : item.net().tabs()) c.fillPolygon(grown(t, Page.BLEED));
        c.restore();
    }

    /** The net's faces around its apex (and its base when closed). */
    private static List<List<P>> faces(PyramidNet net) {
        List<P> r = net.rays();
        List<List<P>> out = new ArrayList<>();
        for (int k = 0; k < 4; k++) out.add(List.of(new P(0, 0), r.get(k), r.get(k + 1)));
        if (net.closed()) out.add(net.baseSquare());
        return out;
    }

    /** Saves the canvas and moves it to the net's apex, turned when {@code flip}, in the net's colour. */
    private static void atApex(Canvas c, Item item, double ax, double ay, boolean flip) {
        double[] rgb = Colours.rgb(item.colour());
        c.save().translate(ax, ay);
        if (flip) c.rotate(180);
        c.rgb(rgb[0], rgb[1], rgb[2]);
    }

    /**
     * A convex polygon grown by {@code d}, as {@code x0, y0, x1, y1, ...}: every edge moved out by d, the corners
     * bevelled (no point is more than d from the polygon, so the bleed never reaches further than the bleed).
     */
    static double[] grown(List<P> pts, double d) {
        int n = pts.size();
        double area = 0;
        for (int i = 0; i < n; i++) {
            P a = pts.get(i), b = pts.get((i + 1) % n);
            area += a.x() * b.y() - b.x() * a.y();
        }
        double sign = area > 0 ? 1 : -1;
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            P prev = pts.get((i + n - 1) % n), v = pts.get(i), next = pts.get((i + 1) % n);
            double[] n1 = normal(prev, v, sign), n2 = normal(v, next, sign);
            out.add(v.x() + n1[0] * d);
            out.add(v.y() + n1[1] * d);
            out.add(v.x() + n2[0] * d);
            out.add(v.y() + n2[1] * d);
        }
        double[] xy = new double[out.size()];
        for (int i = 0; i < xy.length; i++) xy[i] = out.get(i);
        return xy;
    }

    /** The unit normal of edge a-b pointing out of a polygon of the given orientation. */
    private static double[] normal(P a, P b, double sign) {
        double dx = b.x() - a.x(), dy = b.y() - a.y(), len = Math.hypot(dx, dy);
        return new double[] {sign * dy / len, -sign * dx / len};
    }

    /** Draws one net with its apex at (ax, ay), turned half a turn when {@code flip}. */
    static void drawNet(Canvas c, Item item, double ax, double ay, boolean flip) {
        PyramidNet net = item.net();
        List<P> r = net.rays();
        P apex = new P(0, 0);
        atApex(c, item, ax, ay, flip);
        for (List<P> face : faces(net)) fill(c, face.toArray(new P[0]));
        c.gray(0.92);
        for (List<P> t : net.tabs()) fill(c, t.toArray(new P[0]));
        // cut lines: the fan's free side and the faces' bottoms (but the base's hinge, when closed)
        c.black().solid().lineWidth(0.6);
        line(c, apex, r.get(0));
        for (int k = 0; k < 4; k++) if (k != 1 || !net.closed()) line(c, r.get(k), r.get(k + 1));
        for (List<P> t : net.tabs())
            c.polyline(
                    t.get(1).x(),
                    t.get(1).y(),
                    t.get(2).x(),
                    t.get(2).y(),
                    t.get(3).x(),
                    t.get(3).y(),
                    t.get(0).x(),
                    t.get(0).y());
        // fold lines
        c.lineWidth(0.4).dash(3, 2);
        for (int k = 1; k <= 4; k++) line(c, apex, r.get(k));
        if (net.closed()) {
            List<P> sq = net.baseSquare();
            c.polygon(
                    sq.get(0).x(),
                    sq.get(0).y(),
                    sq.get(1).x(),
                    sq.get(1).y(),
                    sq.get(2).x(),
                    sq.get(2).y(),
                    sq.get(3).x(),
                    sq.get(3).y());
        }
        c.solid();
        labels(c, item, r);
        if (Colours.dark(item.colour())) c.gray(1);
        else c.black();
        item.mark().draw(c, net, item.colour());
        c.black();
        c.restore();
    }

    /**
     * The colour and size where they read best: on the base when there is one, else low on the
     * second face (where the face is widest); and the colour on the third face.
     */
    private static void labels(Canvas c, Item item, List<P> r) {
        PyramidNet net = item.net();
        P apex = new P(0, 0);
        double fs = Math.min(8, net.base() / 6.5);
        P centre;
        if (net.closed()) {
            List<P> sq = net.baseSquare();
            centre = sq.get(0).plus(sq.get(2)).times(0.5);
        } else {
            // 70 % of the way from the apex down the second face's middle line, where it is 0.7 base wide
            centre = r.get(1).plus(r.get(2)).times(0.5 * 0.7);
        }
        if (Colours.dark(item.colour())) c.gray(1);
        else c.black();
        double least = LayoutGuard.MIN_TEXT;
        c.textCentered(centre.x(), centre.y() - fs * 0.1, Math.max(least, fs), item.colour());
        c.textCentered(
                centre.x(),
                centre.y() + fs * 1.1,
                Math.max(least, fs * 0.9),
                net.size().word());
        P face = apex.plus(r.get(2)).plus(r.get(3)).times(1.0 / 3);
        c.textCentered(face.x(), face.y() + net.slant() * 0.2, Math.max(least, fs * 0.8), item.colour());
    }

    private static void fill(Canvas c, P... pts) {
        double[] xy = new double[pts.length * 2];
        for (int i = 0; i < pts.length; i++) {
            xy[2 * i] = pts[i].x();
            xy[2 * i + 1] = pts[i].y();
        }
        c.fillPolygon(xy);
    }

    private static void line(Canvas c, P a, P b) {
        c.line(a.x(), a.y(), b.x(), b.y());
    }
}
