package pnp.freezetag.sheets;

import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pnp.freezetag.sheets.NetSheet.Item;
import pnp.freezetag.sheets.PyramidNet.P;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Page;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * Where the pyramid nets go on the pages: pure geometry. Nets are placed in rows, left to right; each may
 * be turned upside down, is slid left towards its neighbour and then up towards the row above until its
 * outline (with a gap) would touch another, so the wedge-shaped fans nest. Nets of one colour keep
 * {@link #GAP} apart, of different colours {@link #COLOUR_GAP}.
 */
final class NetPacking {
    /** The least distance between two nets of one colour: room to cut between them (their bleeds are one ink). */
    private static final double GAP = Units.mm(2.5);
    /**
     * The least distance between two nets of different colours: both bleeds and a hair, so a cut a little
     * wide never shows the neighbour's colour (the layout guard checks it).
     */
    static final double COLOUR_GAP = 2 * Page.BLEED + Units.mm(0.2);

    /** Room at the top of each page for its header. */
    private static final double HEADER = Units.mm(9);

    private NetPacking() {}

    /** A net put on a page: its apex at (ax, ay), turned when {@code flip}, and its outline there. */
    public record Placed(Item item, boolean flip, double ax, double ay, Area outline) {}

    /** Where each net goes, page by page, inside {@code area} (below the header). Pure geometry. */
    static List<List<Placed>> layout(List<Item> items, Rect area) {
        List<List<Placed>> pages = new ArrayList<>();
        List<Placed> page = null;
        double top = area.y() + HEADER;
        double rowY = top;
        double rowRight = area.x();
        double rowBottom = top;
        List<Placed> placed = new ArrayList<>();
        Map<List<Object>, Shapes> shapes = new HashMap<>();
        for (Item item : items) {
            Placement best = null;
            if (page != null) {
                best = bestOf(item, shapes, placed, area.x(), rowRight, rowY, top);
                if (best.right > area.right()) {
                    rowY = rowBottom + COLOUR_GAP;
                    rowRight = area.x();
                    best = bestOf(item, shapes, placed, area.x(), rowRight, rowY, top);
                }
                if (best.bottom > area.bottom()) page = null;
            }
            if (page == null) {
                page = new ArrayList<>();
                pages.add(page);
                rowY = top;
                rowRight = area.x();
                rowBottom = top;
                placed.clear();
                best = bestOf(item, shapes, placed, area.x(), rowRight, rowY, top);
            }
            Placed put = new Placed(item, best.flip, best.ax, best.ay, best.shape);
            page.add(put);
            placed.add(put);
            rowRight = Math.max(rowRight, best.right);
            rowBottom = Math.max(rowBottom, best.bottom);
        }
        return pages;
    }

    private record Placement(boolean flip, double ax, double ay, double right, double bottom, Area shape) {}

    /** A net's outline and the outline grown by {@link #GAP} and {@link #COLOUR_GAP}, at its apex's origin. */
    private record Shapes(Area outline, Area near, Area far) {
        static Shapes of(PyramidNet net, boolean flip) {
            Area outline = NetPacking.outline(net, flip);
            return new Shapes(outline, LayoutGuard.grown(outline, GAP), LayoutGuard.grown(outline, COLOUR_GAP));
        }
    }

    /** Upright or turned, whichever ends further left (then higher). */
    private static Placement bestOf(
            Item item,
            Map<List<Object>, Shapes> shapes,
            List<Placed> placed,
            double left,
            double rowRight,
            double rowY,
            double top) {
        // nets of one size share their shapes: grown once a layout, the costly part
        Shapes upright = shapes.computeIfAbsent(List.of(item.net(), false), k -> Shapes.of(item.net(), false));
        Shapes turned = shapes.computeIfAbsent(List.of(item.net(), true), k -> Shapes.of(item.net(), true));
        Placement a = slide(item, false, upright, placed, left, rowRight, rowY, top);
        Placement b = slide(item, true, turned, placed, left, rowRight, rowY, top);
        if (Math.abs(a.right - b.right) < 1e-6) return b.bottom < a.bottom - 1e-6 ? b : a;
        return b.right < a.right ? b : a;
    }

    /**
     * Starting with its bounding box's top-left at the row's right end (x) and the row's top (y), the
     * net moves left, then up, in 2 pt steps while it stays clear of every net already on the page.
     */
    private static Placement slide(
            Item item,
            boolean flip,
            Shapes shapes,
            List<Placed> placed,
            double left,
            double rowRight,
            double rowY,
            double top) {
        PyramidNet net = item.net();
        double[] b = net.bounds();
        double w = b[2] - b[0];
        double h = b[3] - b[1];
        // offsets from the bounding box's top-left corner to the apex
        double offX = flip ? b[2] : -b[0];
        double offY = flip ? b[3] : -b[1];
        Area outline = shapes.outline();
        // grown at the apex's origin: growing commutes with moving
        Area near = shapes.near();
        Area far = shapes.far();
        double x = rowRight == left ? left : rowRight + COLOUR_GAP;
        double y = rowY;
        double step = 2;
        String colour = item.colour();
        while (x - step >= left && clear(near, far, colour, x - step + offX, y + offY, placed)) x -= step;
        while (y - step >= top && clear(near, far, colour, x + offX, y - step + offY, placed)) y -= step;
        Area shape = outline.createTransformedArea(AffineTransform.getTranslateInstance(x + offX, y + offY));
        return new Placement(flip, x + offX, y + offY, x + w, y + h, shape);
    }

    /**
     * Whether the outline at (ax, ay) keeps its gap from every net placed: {@link #GAP} or {@link #COLOUR_GAP}.
     * {@code near} and {@code far} are the outline grown by those gaps, at the apex's origin.
     */
    private static boolean clear(Area near, Area far, String colour, double ax, double ay, List<Placed> row) {
        if (row.isEmpty()) return true;
        AffineTransform move = AffineTransform.getTranslateInstance(ax, ay);
        for (int i = row.size() - 1; i >= 0; i--) {
            Area grownAtOrigin = row.get(i).item().colour().equals(colour) ? near : far;
            Rectangle2D box =
                    move.createTransformedShape(grownAtOrigin.getBounds2D()).getBounds2D();
            Area other = row.get(i).outline();
            if (!other.getBounds2D().intersects(box)) continue;
            Area overlap = grownAtOrigin.createTransformedArea(move);
            overlap.intersect(other);
            if (!overlap.isEmpty()) return false;
        }
        return true;
    }

    /** The net's whole outline (faces, base, tabs) around its apex, turned half a turn when {@code flip}. */
    static Area outline(PyramidNet net, boolean flip) {
        Area a = new Area();
        List<P> r = net.rays();
        P apex = new P(0, 0);
        for (int k = 0; k < 4; k++) a.add(new Area(poly(List.of(apex, r.get(k), r.get(k + 1)))));
        if (net.closed()) a.add(new Area(poly(net.baseSquare())));
        for (List<P> t : net.tabs()) a.add(new Area(poly(t)));
        return flip ? a.createTransformedArea(AffineTransform.getRotateInstance(Math.PI)) : a;
    }

    private static Path2D poly(List<P> pts) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(pts.get(0).x(), pts.get(0).y());
        for (int i = 1; i < pts.size(); i++) p.lineTo(pts.get(i).x(), pts.get(i).y());
        p.closePath();
        return p;
    }
}
