package pnp.ikes.sheets;

import java.util.ArrayList;
import java.util.List;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;
import pnp.grid.CellSide;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Space;
import pnp.ikes.rules.Leg;
import pnp.ikes.rules.Route;
import pnp.ikes.rules.ScoreResult;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * One page: the finished sheet as typed (spaces, displays as die faces, wall segments drawn inside
 * their own space, doorways as gaps, cafeterias, entrance and exit arrows) with the best route drawn
 * over it (one colour a leg), and the score, legs and tied routes written below.
 */
public final class ScorePdf {
    /** The side of one space: the printed game sheet's, so the two can be laid side by side. */
    public static final double CELL = pnp.ikes.sheets.SheetPage.SQUARE;
    private static final int N = Sheet.SIZE;

    private ScorePdf() {}

    public static PdfDoc render(String file, ScoreResult r, Paper paper) {
        return render(file, r, java.util.Optional.empty(), paper);
    }

    /** The same, with the result of a claim check written under the score. */
    public static PdfDoc render(String file, ScoreResult r, java.util.Optional<pnp.ikes.rules.ClaimCheck> claim, Paper paper) {
        PdfDoc doc = new PdfDoc(paper, "Ike's: " + file + " scored", null);
        Page page = doc.newPage();
        Canvas c = page.canvas();
        Rect area = page.content();
        c.black().textCentered(area.centerX(), area.y() + 14, 14, "Ike's: " + file);
        double x0 = area.x() + (area.w() - N * CELL) / 2;
        double y0 = area.y() + 64;
        Sheet s = r.sheet();
        drawGrid(c, s, x0, y0);
        r.best().ifPresent(route -> drawRoute(c, route, x0, y0));
        drawDoorways(c, s, x0, y0);
        double y = y0 + N * CELL + 44;
        y = summary(c, r, area, y);
        if (claim.isPresent()) {
            pnp.ikes.rules.ClaimCheck k = claim.get();
            String line = k.matches() ? "Claim " + k.claim() + ": matches."
                    : "Claim " + k.claim() + " does not match. Likely slip: " + k.slips().get(0) + ".";
            c.paragraph(area.x() + 10, y + 4, area.w() - 20, 10, 13, line);
        }
        return doc;
    }

    private static double cx(double x0, Cell cell) { return x0 + (cell.col() + 0.5) * CELL; }
    private static double cy(double y0, Cell cell) { return y0 + (cell.row() + 0.5) * CELL; }

    private static void drawGrid(Canvas c, Sheet s, double x0, double y0) {
        c.save().gray(0.6).lineWidth(0.5);
        for (int i = 0; i <= N; i++) {
            c.line(x0 + i * CELL, y0, x0 + i * CELL, y0 + N * CELL);
            c.line(x0, y0 + i * CELL, x0 + N * CELL, y0 + i * CELL);
        }
        c.restore();
        c.black().lineWidth(1.5).rect(x0, y0, N * CELL, N * CELL);
        for (int i = 0; i < N; i++) {
            c.textCentered(x0 + (i + 0.5) * CELL, y0 - 36, 10, String.valueOf((char) ('A' + i)));
            c.textRight(x0 - 44, y0 + (i + 0.5) * CELL + 3.5, 10, String.valueOf(i + 1));
        }
        for (Cell cell : Sheet.cells()) {
            Space sp = s.space(cell);
            double x = cx(x0, cell);
            double y = cy(y0, cell);
            if (sp == Space.OCCUPIED) c.black().fillCircle(x, y, 1.6);
            if (sp.hasDisplay()) drawDie(c, x, y, sp.face());
        }
        for (Cafeteria k : s.cafeterias()) {
            double left = x0 + Math.min(k.a().col(), k.b().col()) * CELL + 5;
            double top = y0 + Math.min(k.a().row(), k.b().row()) * CELL + 5;
            double w = (Math.abs(k.a().col() - k.b().col()) + 1) * CELL - 10;
            double h = (Math.abs(k.a().row() - k.b().row()) + 1) * CELL - 10;
            c.save().rgb(0.15, 0.35, 0.65).lineWidth(1).rect(left, top, w, h);
            c.textCentered(left + w / 2, top + h / 2 + 3.5, 10, "cafeteria").restore();
        }
        for (CellSide seg : s.walls()) drawWall(c, seg, s.doors().contains(seg), x0, y0);
    }

    private static void drawDie(Canvas c, double x, double y, int face) {
        double half = CELL * 0.22;
        c.save().black().lineWidth(0.8).rect(x - half, y - half, 2 * half, 2 * half);
        double p = half * 0.55;
        List<double[]> pips = new ArrayList<>();
        if (face % 2 == 1) pips.add(new double[] {0, 0});
        if (face >= 2) { pips.add(new double[] {-p, -p}); pips.add(new double[] {p, p}); }
        if (face >= 4) { pips.add(new double[] {p, -p}); pips.add(new double[] {-p, p}); }
        if (face == 6) { pips.add(new double[] {-p, 0}); pips.add(new double[] {p, 0}); }
        for (double[] d : pips) c.fillCircle(x + d[0], y + d[1], half * 0.16);
        c.restore();
    }

    /** A wall segment along {@code side}, just inside its own space; a doorway leaves its middle open. */
    private static void drawWall(Canvas c, CellSide seg, boolean door, double x0, double y0) {
        double inset = 2.5;
        double left = x0 + seg.cell().col() * CELL;
        double top = y0 + seg.cell().row() * CELL;
        double x1, y1, x2, y2;
        switch (seg.side()) {
            case N -> { x1 = left; y1 = top + inset; x2 = left + CELL; y2 = y1; }
            case S -> { x1 = left; y1 = top + CELL - inset; x2 = left + CELL; y2 = y1; }
            case W -> { x1 = left + inset; y1 = top; x2 = x1; y2 = top + CELL; }
            default -> { x1 = left + CELL - inset; y1 = top; x2 = x1; y2 = top + CELL; }
        }
        c.save().black().lineWidth(3);
        if (!door) {
            c.line(x1, y1, x2, y2);
        } else {
            double f = 0.32;
            c.line(x1, y1, x1 + (x2 - x1) * f, y1 + (y2 - y1) * f);
            c.line(x2 - (x2 - x1) * f, y2 - (y2 - y1) * f, x2, y2);
        }
        c.restore();
    }

    private static void drawDoorways(Canvas c, Sheet s, double x0, double y0) {
        arrow(c, s.entrance(), true, !s.usable(s.entrance()), x0, y0);
        arrow(c, s.exit(), false, !s.usable(s.exit()), x0, y0);
    }

    private static void arrow(Canvas c, CellSide d, boolean in, boolean blocked, double x0, double y0) {
        Side side = d.side();
        double ex = cx(x0, d.cell()) + side.dx() * CELL / 2;
        double ey = cy(y0, d.cell()) + side.dy() * CELL / 2;
        double ox = ex + side.dx() * 16;
        double oy = ey + side.dy() * 16;
        // the arrow points into the building at the entrance, out of it at the exit
        double tx = in ? ex : ox, ty = in ? ey : oy, fx = in ? ox : ex, fy = in ? oy : ey;
        double ux = (tx - fx) / 16, uy = (ty - fy) / 16;
        c.save().rgb(0, 0.5, 0).lineWidth(2).line(fx, fy, tx - ux * 4, ty - uy * 4);
        c.fillPolygon(tx, ty, tx - ux * 6 - uy * 4, ty - uy * 6 + ux * 4, tx - ux * 6 + uy * 4, ty - uy * 6 - ux * 4);
        String label = (in ? "IN" : "OUT") + (blocked ? " (blocked)" : "");
        double lx = ex + side.dx() * 26, ly = ey + side.dy() * 26 + 3;
        // beside the west and east walls the label goes under the arrow, clear of the row numbers
        if (side == Side.W) c.textRight(lx + 10, ly + 12, 8, label);
        else if (side == Side.E) c.text(lx - 10, ly + 12, 8, label);
        else c.textCentered(lx + 16, ly, 8, label);
        c.restore();
    }

    /** Leg colours by the rule's step: 1 red, 2 orange, 3 purple. */
    private static final double[][] LEG_RGB = {{0.85, 0.1, 0.1}, {0.95, 0.55, 0.0}, {0.55, 0.15, 0.7}};

    /** Each leg in its own colour, shifted a little so legs that share spaces stay apart. */
    private static void drawRoute(Canvas c, Route route, double x0, double y0) {
        int m = route.legs().size();
        Cell last = null;
        double lastShift = 0;
        for (int k = 0; k < m; k++) {
            Leg leg = route.legs().get(k);
            double shift = (k - (m - 1) / 2.0) * 4;
            double[] rgb = LEG_RGB[(leg.step() - 1) % LEG_RGB.length];
            c.save().rgb(rgb[0], rgb[1], rgb[2]).lineWidth(2.5).round();
            if (last != null && !last.equals(leg.from())) {
                c.save().dash(3, 3).lineWidth(1.2).line(cx(x0, last) + lastShift, cy(y0, last) + lastShift,
                        cx(x0, leg.from()) + shift, cy(y0, leg.from()) + shift).restore();
            }
            double[] xy = new double[leg.walk().size() * 2];
            for (int i = 0; i < leg.walk().size(); i++) {
                xy[2 * i] = cx(x0, leg.walk().get(i)) + shift;
                xy[2 * i + 1] = cy(y0, leg.walk().get(i)) + shift;
            }
            if (leg.walk().size() > 1) c.polyline(xy);
            if (k == 0) c.fillCircle(xy[0], xy[1], 4);
            c.restore();
            last = leg.to();
            lastShift = shift;
        }
    }

    private static double summary(Canvas c, ScoreResult r, Rect area, double y) {
        double x = area.x() + 10;
        c.black().text(x, y, 13, "Score " + r.score() + ": " + r.grade()
                + (r.variant() == pnp.ikes.rules.Variant.EACH_VISIT ? " (every visit counted)" : ""));
        y += 18;
        if (!r.reachable()) {
            return c.paragraph(x, y, area.w() - 20, 10, 13, "No route: " + r.routes().problem() + ".");
        }
        for (Leg l : r.best().orElseThrow().legs()) {
            c.text(x, y, 10, "Leg " + l.step() + ": " + l.what() + ", " + l.from() + " to " + l.to() + ", " + l.steps() + " steps");
            y += 13;
        }
        String tied = r.tiedRoutes() == 1 ? "1 route meets the rule." : r.tiedRoutes() + " routes meet the rule; they score "
                + r.worstScore() + " to " + r.score() + ". The route drawn is a best one (leg 1 red, leg 2 orange, leg 3 purple).";
        y = c.paragraph(x, y + 4, area.w() - 20, 10, 13, "Displays " + r.displays() + ", empty spaces " + r.empty() + ". " + tied);
        return y;
    }
}
