package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.PrintedSheet;
import pnp.ikes.model.Sheet;

/**
 * The 112 lines of the 7 x 7 grid a wall can be pencilled on, each named once: the outer sides by
 * their space and side, an inner line by its upper or left space and side S or E.
 */
final class Edges {
    static final List<CellSide> ALL = all();

    private Edges() {}

    private static List<CellSide> all() {
        List<CellSide> out = new ArrayList<>();
        for (Cell c : Sheet.cells()) {
            if (c.row() == 0) out.add(new CellSide(c, Side.N));
            if (c.col() == 0) out.add(new CellSide(c, Side.W));
            out.add(new CellSide(c, Side.E));
            out.add(new CellSide(c, Side.S));
        }
        return List.copyOf(out);
    }

    static boolean outer(CellSide e) {
        return Sheet.isOuter(e);
    }

    /** The space on the other side of an inner line. */
    static Optional<Cell> beyond(CellSide e) {
        int col = e.cell().col() + (e.side() == Side.E ? 1 : e.side() == Side.W ? -1 : 0);
        int row = e.cell().row() + (e.side() == Side.S ? 1 : e.side() == Side.N ? -1 : 0);
        if (col < 0 || row < 0 || col >= Sheet.SIZE || row >= Sheet.SIZE) return Optional.empty();
        return Optional.of(new Cell(col, row));
    }

    /** The line's name in {@link #ALL} for a wall segment on any side of any space. */
    static CellSide canonical(CellSide s) {
        if (Sheet.isOuter(s) || s.side() == Side.E || s.side() == Side.S) return s;
        Cell other = beyond(s).orElseThrow();
        return new CellSide(other, s.side() == Side.N ? Side.S : Side.E);
    }

    /**
     * A line of the grid in sheet millimetres: where it starts, its unit direction along, and the unit
     * direction across it pointing out of its space. A point {@code t} along and {@code s} across is
     * ({@link #x}, {@link #y}).
     */
    record Line(double x0, double y0, double ax, double ay, double nx, double ny) {
        double x(double t, double s) {
            return x0 + ax * t + nx * s;
        }

        double y(double t, double s) {
            return y0 + ay * t + ny * s;
        }
    }

    static Line line(CellSide e) {
        double q = PrintedSheet.SQUARE;
        double x = e.cell().col() * q;
        double y = e.cell().row() * q;
        return switch (e.side()) {
            case N -> new Line(x, y, 1, 0, 0, -1);
            case S -> new Line(x, y + q, 1, 0, 0, 1);
            case W -> new Line(x, y, 0, 1, -1, 0);
            case E -> new Line(x + q, y, 0, 1, 1, 0);
        };
    }
}
