package pnp.ikes.sheets;

import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Display;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Space;
import pnp.ikes.rules.ClaimCheck;
import pnp.ikes.rules.Leg;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.rules.Variant;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * One page: the finished sheet as typed, drawn the way the game sheet prints it (the same 18 mm
 * grid, double outer wall, entrance and exit arrows and furniture symbols), its wall segments drawn
 * inside their own space with doorways as gaps, the cafeterias as forks, and the best route over it
 * (see {@link RouteDrawing}); the score, legs and tied routes are written below.
 */
public final class ScorePdf {
    /** The side of one space: the printed game sheet's, so the two can be laid side by side. */
    public static final double CELL = SheetPage.SQUARE;

    /** A space's top-right spot for its display, dot or fork, as fractions of the side. */
    private static final double SPOT_X = 0.68;

    private static final double SPOT_Y = 0.08;
    private static final double SPOT = 0.24;
    /** A wall is drawn this far inside its own space. */
    private static final double WALL_INSET = 2.5;

    private ScorePdf() {}

    public static PdfDoc render(String file, ScoreResult r, Paper paper) {
        return render(file, r, Optional.empty(), paper);
    }

    /** The same, with the result of a claim check written under the score. */
    public static PdfDoc render(String file, ScoreResult r, Optional<ClaimCheck> claim, Paper paper) {
        PdfDoc doc = new PdfDoc(paper, "Ike's: " + file + " scored", null);
        Page page = doc.newPage();
        Canvas c = page.canvas();
        Rect area = page.content();
        c.black().textCentered(area.centerX(), area.y() + 14, 14, "Ike's: " + file);
        Sheet s = r.sheet();
        Rect block = SheetGrid.block(0, 0);
        double bx = area.x() + (area.w() - block.w()) / 2;
        GridGeometry g =
                SheetGrid.draw(c, bx, area.y() + Units.mm(8), Optional.of(s.entrance()), Optional.of(s.exit()), false);
        drawSpaces(c, s, g);
        r.best().ifPresent(route -> RouteDrawing.draw(c, g, route));
        double y = area.y() + Units.mm(8) + block.h() + Units.mm(6);
        y = summary(c, r, area, y);
        if (claim.isPresent()) {
            ClaimCheck k = claim.get();
            String line = k.matches()
                    ? "Claim " + k.claim() + ": matches."
                    : "Claim " + k.claim() + " does not match. Likely slip: "
                            + k.slips().get(0) + ".";
            c.paragraph(area.x() + 10, y + 4, area.w() - 20, 10, 13, line);
        }
        return doc;
    }

    private static void drawSpaces(Canvas c, Sheet s, GridGeometry g) {
        double spot = SPOT * CELL;
        for (Cell cell : Sheet.cells()) {
            Rect r = g.cell(cell);
            c.save().gray(0.45).text(r.x() + 4.5, r.y() + 9.5, 6, cell.name()).restore();
            Space sp = s.space(cell);
            double sx = r.x() + SPOT_X * CELL;
            double sy = r.y() + SPOT_Y * CELL;
            Rect spotBox = new Rect(sx, sy, spot, spot);
            if (sp == Space.OCCUPIED) {
                c.black().fillCircle(spotBox.centerX(), spotBox.centerY(), 1.6);
                c.claim("dot in " + cell, spotBox.inset(spot / 2 - 1.6));
            }
            if (sp.hasDisplay()) {
                DisplaySymbols.draw(c, Display.ofFace(sp.face()), sx, sy, spot);
                c.claim(Display.ofFace(sp.face()).label() + " in " + cell, spotBox);
            }
        }
        for (Cafeteria k : s.cafeterias()) {
            c.save().rgb(0.15, 0.35, 0.65).lineWidth(0.8).dash(1.5, 1.5);
            Rect a = g.cell(k.a());
            Rect b = g.cell(k.b());
            c.line(
                    a.x() + (SPOT_X + SPOT / 2) * CELL,
                    a.y() + (SPOT_Y + SPOT) * CELL,
                    b.x() + (SPOT_X + SPOT / 2) * CELL,
                    b.y() + (SPOT_Y + SPOT) * CELL);
            c.restore();
            for (Cell cell : new Cell[] {k.a(), k.b()}) {
                Rect r = g.cell(cell);
                DisplaySymbols.cafeteria(c, r.x() + SPOT_X * CELL, r.y() + SPOT_Y * CELL, spot);
                c.claim(
                        "cafeteria fork in " + cell,
                        new Rect(r.x() + SPOT_X * CELL, r.y() + SPOT_Y * CELL, spot, spot));
            }
        }
        for (CellSide seg : s.walls()) drawWall(c, seg, s.doors().contains(seg), g);
    }

    /** A wall segment along its side, just inside its own space; a doorway leaves its middle open. */
    private static void drawWall(Canvas c, CellSide seg, boolean door, GridGeometry g) {
        Rect r = g.cell(seg.cell());
        double x1, y1, x2, y2;
        switch (seg.side()) {
            case N -> {
                x1 = r.x();
                y1 = r.y() + WALL_INSET;
                x2 = r.right();
                y2 = y1;
            }
            case S -> {
                x1 = r.x();
                y1 = r.bottom() - WALL_INSET;
                x2 = r.right();
                y2 = y1;
            }
            case W -> {
                x1 = r.x() + WALL_INSET;
                y1 = r.y();
                x2 = x1;
                y2 = r.bottom();
            }
            default -> {
                x1 = r.right() - WALL_INSET;
                y1 = r.y();
                x2 = x1;
                y2 = r.bottom();
            }
        }
        c.save().black().lineWidth(2);
        if (!door) {
            c.line(x1, y1, x2, y2);
        } else {
            double f = 0.32;
            c.line(x1, y1, x1 + (x2 - x1) * f, y1 + (y2 - y1) * f);
            c.line(x2 - (x2 - x1) * f, y2 - (y2 - y1) * f, x2, y2);
        }
        c.restore();
    }

    private static double summary(Canvas c, ScoreResult r, Rect area, double y) {
        double x = area.x() + 10;
        double w = area.w() - 20;
        c.black()
                .text(
                        x,
                        y,
                        13,
                        "Score " + r.score() + ": " + r.grade()
                                + (r.variant() == Variant.EACH_VISIT ? " (every visit counted)" : ""));
        y += 18;
        Sheet s = r.sheet();
        for (CellSide d : new CellSide[] {s.entrance(), s.exit()}) {
            if (!s.usable(d)) {
                String which = d.equals(s.entrance()) ? "The entrance " : "The exit ";
                y = c.paragraph(
                        x,
                        y,
                        w,
                        10,
                        13,
                        which + d.cell() + ":" + d.side() + " is blocked by a wall segment without a doorway.");
            }
        }
        if (!r.reachable()) {
            return c.paragraph(x, y, w, 10, 13, "No route: " + r.routes().problem() + ".");
        }
        for (Leg l : r.best().orElseThrow().legs()) {
            c.text(
                    x,
                    y,
                    10,
                    "Leg " + l.step() + ": " + l.what() + ", " + l.from() + " to " + l.to() + ", " + l.steps()
                            + " steps");
            y += 13;
        }
        String tied = r.tiedRoutes() == 1
                ? "1 route meets the rule."
                : r.tiedRoutes() + " routes meet the rule; they score " + r.worstScore() + " to " + r.score() + ".";
        String symbols =
                Stream.of(Display.values()).map(d -> d.face() + " " + d.label()).collect(Collectors.joining(", "));
        y = c.paragraph(
                x,
                y + 4,
                w,
                10,
                13,
                "Displays " + r.displays() + ", empty spaces " + r.empty() + ". " + tied
                        + " The route drawn is a best one ("
                        + RouteDrawing.key(r.best().orElseThrow()) + "; each leg's number"
                        + " sits on its first step). Symbols as on the game sheet: " + symbols
                        + "; a dot is a space of a tile,"
                        + " a fork a cafeteria.");
        return y;
    }
}
