package pnp.ikes.rules;

import java.util.List;
import pnp.grid.Cell;

/**
 * One leg of a route: the step of the rule it follows (1 entrance to the nearest cafeteria, 2 to
 * the other cafeteria, 3 to the exit; the only leg of a sheet without cafeterias is 1), what it
 * joins, and the spaces walked from its first space to its last.
 */
public record Leg(int step, String what, List<Cell> walk) {
    public Leg {
        walk = List.copyOf(walk);
        if (walk.isEmpty()) throw new IllegalArgumentException("a leg has at least one space");
    }

    public Cell from() {
        return walk.get(0);
    }

    public Cell to() {
        return walk.get(walk.size() - 1);
    }

    public int steps() {
        return walk.size() - 1;
    }
}
