package pnp.ikes.commands;

import java.util.Collection;
import java.util.Set;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Sheet;

/**
 * Draws a sheet in plain text: each space shows its code ({@code - . 1-6 @}), in brackets where the
 * route passes; {@code |} and {@code ---} are closed edges, {@code :} and {@code - -} walls with a
 * doorway, blanks open steps. The entrance and exit are arrows on the outer wall ({@code X} when a
 * wall in the space blocks them).
 */
public final class SheetText {
    private static final int N = Sheet.SIZE;

    private SheetText() {}

    public static String draw(Sheet sheet, Collection<Cell> route) {
        Set<Cell> on = Set.copyOf(route);
        StringBuilder b = new StringBuilder("      A   B   C   D   E   F   G\n");
        for (int r = 0; r <= N; r++) {
            b.append("    +");
            for (int c = 0; c < N; c++) b.append(horizontal(sheet, c, r)).append('+');
            b.append('\n');
            if (r == N) break;
            b.append(String.format("%3d ", r + 1));
            for (int c = 0; c <= N; c++) {
                b.append(vertical(sheet, c, r));
                if (c == N) break;
                Cell cell = new Cell(c, r);
                char code = sheet.space(cell).code();
                b.append(on.contains(cell) ? "[" + code + "]" : " " + code + " ");
            }
            b.append('\n');
        }
        b.append("    [x] route   | --- wall   : - - wall with a doorway   > < v ^ entrance and exit\n");
        return b.toString();
    }

    /** The edge above row {@code r} at column {@code c} (r = N is the bottom outer wall). */
    private static String horizontal(Sheet sheet, int c, int r) {
        if (r == 0 || r == N) {
            Cell cell = new Cell(c, r == 0 ? 0 : N - 1);
            Side side = r == 0 ? Side.N : Side.S;
            String arrow = doorway(sheet, cell, side, r == 0 ? "v" : "^", r == 0 ? "^" : "v");
            return arrow == null ? "---" : " " + arrow + " ";
        }
        Cell up = new Cell(c, r - 1);
        Cell down = new Cell(c, r);
        return edge(sheet, up, Side.S, down, Side.N, "---", "- -", "   ");
    }

    /** The edge left of column {@code c} in row {@code r} (c = N is the right outer wall). */
    private static String vertical(Sheet sheet, int c, int r) {
        if (c == 0 || c == N) {
            Cell cell = new Cell(c == 0 ? 0 : N - 1, r);
            Side side = c == 0 ? Side.W : Side.E;
            String arrow = doorway(sheet, cell, side, c == 0 ? ">" : "<", c == 0 ? "<" : ">");
            return arrow == null ? "|" : arrow;
        }
        return edge(sheet, new Cell(c - 1, r), Side.E, new Cell(c, r), Side.W, "|", ":", " ");
    }

    private static String edge(Sheet s, Cell a, Side sa, Cell b, Side sb, String closed, String door, String open) {
        if (s.closed(a, sa) || s.closed(b, sb)) return closed;
        if (s.hasWall(a, sa) || s.hasWall(b, sb)) return door;
        return open;
    }

    private static String doorway(Sheet sheet, Cell cell, Side side, String in, String out) {
        CellSide d = new CellSide(cell, side);
        String mark = null;
        if (d.equals(sheet.entrance())) mark = in;
        if (d.equals(sheet.exit())) mark = out;
        if (mark != null && !sheet.usable(d)) mark = "X";
        return mark;
    }
}
