package pnp.ikes.sheets;

import pnp.grid.Cell;
import pnp.ikes.rules.Leg;
import pnp.ikes.rules.Route;
import pnp.pdf.Canvas;
import pnp.pdf.Rect;

/**
 * The best route over a scored sheet. Inside a space the route keeps to the middle band, where a
 * doorway's gap is (from 0.32 to 0.68 of the side): each leg has its own lane there, so legs that
 * share spaces run side by side, and the lanes stay clear of the space's name (top left) and of its
 * display, dot or fork (top right). Legs differ by colour, by line pattern (solid, dashed, dotted)
 * and by their number, in a badge on the leg's first step.
 */
final class RouteDrawing {
    /** Leg colours by the rule's step: 1 red, 2 orange, 3 purple. */
    private static final double[][] RGB = {{0.85, 0.1, 0.1}, {0.95, 0.55, 0.0}, {0.55, 0.15, 0.7}};

    static final String[] COLOUR = {"red", "orange", "purple"};
    static final String[] PATTERN = {"solid", "dashed", "dotted"};
    /** Where leg k runs inside a space, as a fraction of the side from its top-left corner. */
    private static final double[] LANE = {0.38, 0.48, 0.58};

    private static final double BADGE = 3.6;

    private RouteDrawing() {}

    static void draw(Canvas c, GridGeometry g, Route route) {
        Cell last = null;
        int lastLane = 0;
        for (Leg leg : route.legs()) {
            int k = (leg.step() - 1) % RGB.length;
            c.save().rgb(RGB[k][0], RGB[k][1], RGB[k][2]).lineWidth(2.2).round();
            if (last != null) {
                // from where the last leg ended to this leg's lane: thin and dashed
                c.save()
                        .dash(2, 2)
                        .lineWidth(1)
                        .line(x(g, last, lastLane), y(g, last, lastLane), x(g, leg.from(), k), y(g, leg.from(), k))
                        .restore();
            }
            pattern(c, k);
            double[] xy = new double[leg.walk().size() * 2];
            for (int i = 0; i < leg.walk().size(); i++) {
                xy[2 * i] = x(g, leg.walk().get(i), k);
                xy[2 * i + 1] = y(g, leg.walk().get(i), k);
            }
            if (leg.walk().size() > 1) c.polyline(xy);
            c.solid();
            badge(c, leg, xy);
            c.restore();
            last = leg.to();
            lastLane = k;
        }
    }

    private static void pattern(Canvas c, int k) {
        if (k == 1) c.dash(7, 3.5);
        else if (k == 2) c.dash(0.1, 4);
    }

    /** The leg's number in a white disc ringed in its colour, on the middle of its first step (or its only space). */
    private static void badge(Canvas c, Leg leg, double[] xy) {
        double bx = xy.length > 2 ? (xy[0] + xy[2]) / 2 : xy[0];
        double by = xy.length > 2 ? (xy[1] + xy[3]) / 2 : xy[1];
        c.save().gray(1).fillCircle(bx, by, BADGE).restore();
        c.save().lineWidth(1).circle(bx, by, BADGE).restore();
        c.claim("number of leg " + leg.step(), new Rect(bx - BADGE, by - BADGE, 2 * BADGE, 2 * BADGE));
        c.save()
                .black()
                .claimText(false)
                .textCentered(bx, by + 2.5, 7, Integer.toString(leg.step()))
                .restore();
    }

    static double x(GridGeometry g, Cell cell, int lane) {
        return g.x() + (cell.col() + LANE[lane]) * g.square();
    }

    static double y(GridGeometry g, Cell cell, int lane) {
        return g.y() + (cell.row() + LANE[lane]) * g.square();
    }

    /** "leg 1 red, solid; leg 2 orange, dashed" for the legs drawn. */
    static String key(Route route) {
        StringBuilder sb = new StringBuilder();
        for (Leg leg : route.legs()) {
            int k = (leg.step() - 1) % RGB.length;
            if (sb.length() > 0) sb.append("; ");
            sb.append("leg ")
                    .append(leg.step())
                    .append(' ')
                    .append(COLOUR[k])
                    .append(", ")
                    .append(PATTERN[k]);
        }
        return sb.toString();
    }
}
