package pnp.ikes.model;

import java.util.List;
import pnp.grid.Cell;

/** A cafeteria: two adjacent {@code @} spaces, stored in reading order ({@code a} before {@code b}). */
public record Cafeteria(Cell a, Cell b) implements Comparable<Cafeteria> {
    public Cafeteria {
        if (a == null || b == null || !a.adjacentTo(b)) {
            throw new IllegalArgumentException("a cafeteria needs two adjacent spaces, not " + a + " and " + b);
        }
        if (a.compareTo(b) > 0) {
            Cell t = a;
            a = b;
            b = t;
        }
    }

    public List<Cell> spaces() {
        return List.of(a, b);
    }

    public boolean contains(Cell c) {
        return a.equals(c) || b.equals(c);
    }

    /** The other space of the cafeteria. */
    public Cell other(Cell c) {
        if (a.equals(c)) return b;
        if (b.equals(c)) return a;
        throw new IllegalArgumentException(c + " is not part of " + this);
    }

    @Override
    public int compareTo(Cafeteria o) {
        return a.compareTo(o.a);
    }

    @Override
    public String toString() {
        return a.name() + "-" + b.name();
    }
}
