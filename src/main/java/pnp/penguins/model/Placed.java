package pnp.penguins.model;

import java.util.List;
import pnp.grid.Cell;

/** A domino lying on the board: square {@code a} shows {@code pa} pips, the adjacent square {@code b} shows {@code pb}. */
public record Placed(Cell a, int pa, Cell b, int pb) {
    public Placed {
        if (!a.adjacentTo(b)) throw new IllegalArgumentException(a + " and " + b + " are not adjacent");
    }

    public Domino domino() {
        return Domino.of(pa, pb);
    }

    public List<Cell> squares() {
        return List.of(a, b);
    }

    public boolean covers(Cell c) {
        return a.equals(c) || b.equals(c);
    }

    /** Pips on square {@code c} of this domino. */
    public int pipsAt(Cell c) {
        if (a.equals(c)) return pa;
        if (b.equals(c)) return pb;
        throw new IllegalArgumentException(c + " is not on " + this);
    }

    public boolean horizontal() {
        return a.row() == b.row();
    }

    /** As written in the state format: {@code 2-5 C4 D4} means 2 pips on C4 and 5 on D4. */
    public String describe() {
        return pa + "-" + pb + " " + a.name() + " " + b.name();
    }

    /** The same two squares as {@code o}, whichever way round. */
    public boolean sameSquares(Placed o) {
        return (a.equals(o.a) && b.equals(o.b)) || (a.equals(o.b) && b.equals(o.a));
    }
}
