package pnp.ikes.score;

import java.util.List;
import pnp.grid.Cell;

/** One leg of a route: what it joins, and the spaces walked from its first space to its last. */
public record Leg(String what, List<Cell> walk) {
    public Leg {
        walk = List.copyOf(walk);
        if (walk.isEmpty()) throw new IllegalArgumentException("a leg has at least one space");
    }

    public Cell from() { return walk.get(0); }

    public Cell to() { return walk.get(walk.size() - 1); }

    public int steps() { return walk.size() - 1; }
}
