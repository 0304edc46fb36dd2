package pnp.ikes.model;

import java.util.Comparator;
import pnp.grid.Cell;
import pnp.grid.Side;

/** A wall segment (or a doorway in one) drawn inside {@code cell} along its {@code side}. */
public record Segment(Cell cell, Side side) implements Comparable<Segment> {
    private static final Comparator<Segment> ORDER =
            Comparator.comparing(Segment::cell).thenComparing(Segment::side);

    public Segment {
        if (cell == null || side == null) throw new IllegalArgumentException("a segment needs a cell and a side");
    }

    @Override public int compareTo(Segment o) { return ORDER.compare(this, o); }

    @Override public String toString() { return cell.name() + " " + side; }
}
