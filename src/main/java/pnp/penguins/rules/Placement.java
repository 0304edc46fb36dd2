package pnp.penguins.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.penguins.model.Board;
import pnp.penguins.model.Domino;
import pnp.penguins.model.Placed;

/**
 * Where a vacant domino may be moved. The board lives on a square grid, so every placement is
 * parallel or perpendicular to all other dominoes and its squares line up with squares; the rules
 * checked here are:
 * <ol>
 * <li>both squares are empty grid cells (inside the state's grid);
 * <li>at least one square is beside (shares a side with) a square of another domino;
 * <li>no square of it is beside more than one square of any one other domino (on the grid this
 *     holds by construction; it is still checked, see {@link #touchCounts}).
 * </ol>
 * The domino's present place is not a move and is left out; its own two squares the other way
 * round are a move (except for a double, which reads the same both ways).
 */
public final class Placement {
    private Placement() {}

    /** Why a placement is refused, or null when it is legal on {@code rest} (the board without the domino). */
    public static String check(Board rest, Placed p) {
        for (Cell c : p.squares()) {
            if (!c.inside(rest.cols(), rest.rows())) return c + " is outside the grid";
            if (rest.isSquare(c))
                return c + " is covered by " + rest.at(c).orElseThrow().domino();
        }
        boolean touches = false;
        for (Cell c : p.squares()) {
            for (int n : touchCounts(rest, c).values()) {
                touches = true;
                if (n > 1) return c + " would be beside two squares of one domino";
            }
        }
        if (!touches) return "it would touch no other domino";
        return null;
    }

    /** For square {@code c}: how many squares of each other domino share a side with it. */
    static Map<Domino, Integer> touchCounts(Board rest, Cell c) {
        Map<Domino, Integer> counts = new HashMap<>();
        for (Side s : Side.values()) {
            int x = c.col() + s.dx();
            int y = c.row() + s.dy();
            if (x < 0 || y < 0 || x >= 26) continue;
            rest.at(new Cell(x, y)).ifPresent(o -> counts.merge(o.domino(), 1, Integer::sum));
        }
        return counts;
    }

    /**
     * Every legal new placement of domino {@code d} (which must be on the board), in row-by-row
     * order of its first square, horizontal before vertical, low number first before high first.
     * Cost: O(cols x rows) candidates, each checked in constant time.
     */
    public static List<Placed> options(Board board, Domino d) {
        Placed now = board.find(d).orElseThrow(() -> new IllegalArgumentException(d + " is not on the board"));
        Board rest = board.without(d);
        List<Placed> out = new ArrayList<>();
        for (int row = 0; row < board.rows(); row++) {
            for (int col = 0; col < board.cols(); col++) {
                Cell a = new Cell(col, row);
                for (Side s : new Side[] {Side.E, Side.S}) {
                    if (s == Side.E && col + 1 >= board.cols()) continue;
                    if (s == Side.S && row + 1 >= board.rows()) continue;
                    Cell b = new Cell(col + s.dx(), row + s.dy());
                    List<Placed> ways = d.isDouble()
                            ? List.of(new Placed(a, d.low(), b, d.high()))
                            : List.of(new Placed(a, d.low(), b, d.high()), new Placed(a, d.high(), b, d.low()));
                    for (Placed p : ways) {
                        if (samePlace(now, p)) continue;
                        if (check(rest, p) == null) out.add(p);
                    }
                }
            }
        }
        return out;
    }

    /** The same squares showing the same numbers. */
    static boolean samePlace(Placed x, Placed y) {
        return x.sameSquares(y) && x.pipsAt(y.a()) == y.pa();
    }
}
