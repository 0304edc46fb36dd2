package pnp.penguins.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import pnp.grid.Cell;

/**
 * A layout: the shape of the board before the dominoes are dealt into it. Each slot is two
 * adjacent squares of a {@code cols x rows} grid that one domino will cover.
 */
public record Layout(String name, DominoSet set, int cols, int rows, List<Slot> slots) {
    public record Slot(Cell a, Cell b) {
        public Slot {
            if (!a.adjacentTo(b)) throw new IllegalArgumentException(a + " and " + b + " are not adjacent");
            if (b.compareTo(a) < 0) {
                Cell t = a;
                a = b;
                b = t;
            }
        }
    }

    public Layout {
        slots = List.copyOf(slots);
    }

    /** Every square of the layout, sorted row by row. */
    public List<Cell> squares() {
        List<Cell> all = new ArrayList<>();
        for (Slot s : slots) {
            all.add(s.a());
            all.add(s.b());
        }
        Collections.sort(all);
        return all;
    }
}
