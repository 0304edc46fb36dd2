package pnp.penguins.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.Side;

/**
 * The dominoes on the table, on a square grid {@code cols x rows} (at most 26 columns, named A..Z).
 * Immutable; each domino appears at most once and no two overlap.
 */
public final class Board {
    private final int cols;
    private final int rows;
    private final List<Placed> dominoes;
    private final Map<Cell, Placed> bySquare = new HashMap<>();
    private final Map<Domino, Placed> byDomino = new HashMap<>();

    public Board(int cols, int rows, List<Placed> dominoes) {
        if (cols < 1 || cols > 26 || rows < 1) throw new IllegalArgumentException("bad grid " + cols + "x" + rows);
        this.cols = cols;
        this.rows = rows;
        this.dominoes = List.copyOf(dominoes);
        for (Placed p : this.dominoes) {
            for (Cell c : p.squares()) {
                if (!c.inside(cols, rows))
                    throw new IllegalArgumentException(c + " lies outside the " + cols + "x" + rows + " grid");
                if (bySquare.put(c, p) != null) throw new IllegalArgumentException("two dominoes on " + c);
            }
            if (byDomino.put(p.domino(), p) != null)
                throw new IllegalArgumentException("domino " + p.domino() + " twice");
        }
    }

    public int cols() {
        return cols;
    }

    public int rows() {
        return rows;
    }

    /** The dominoes in the order they were given. */
    public List<Placed> dominoes() {
        return dominoes;
    }

    public Optional<Placed> at(Cell c) {
        return Optional.ofNullable(bySquare.get(c));
    }

    public boolean isSquare(Cell c) {
        return bySquare.containsKey(c);
    }

    /** Pips on a square of the board; -1 when no domino covers it. */
    public int pipsAt(Cell c) {
        Placed p = bySquare.get(c);
        return p == null ? -1 : p.pipsAt(c);
    }

    public Optional<Placed> find(Domino d) {
        return Optional.ofNullable(byDomino.get(d));
    }

    /** The board squares orthogonally adjacent to {@code c}, in N E S W order. */
    public List<Cell> neighbours(Cell c) {
        List<Cell> out = new ArrayList<>(4);
        for (Side s : Side.values())
            c.step(s, cols, rows).filter(bySquare::containsKey).ifPresent(out::add);
        return out;
    }

    /** All squares, sorted row by row. */
    public List<Cell> squares() {
        List<Cell> all = new ArrayList<>(bySquare.keySet());
        Collections.sort(all);
        return all;
    }

    public Board without(Domino d) {
        List<Placed> rest = new ArrayList<>(dominoes);
        rest.removeIf(p -> p.domino().equals(d));
        return new Board(cols, rows, rest);
    }

    /** This board with {@code d} moved to {@code to} (or added when absent). */
    public Board with(Placed to) {
        List<Placed> next = new ArrayList<>(dominoes);
        next.removeIf(p -> p.domino().equals(to.domino()));
        next.add(to);
        return new Board(cols, rows, next);
    }
}
