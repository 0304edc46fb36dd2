package pnp.freezetag.model;

import java.util.ArrayList;
import java.util.List;
import pnp.grid.Cell;

/** The 5x5 board: squares A1 (top-left) to E5; row 1 is the north edge, column A the west edge. */
public final class Board {
    public static final int SIZE = 5;
    /** Stacks are at most this high. */
    public static final int MAX_HEIGHT = 2;

    private static final List<Cell> CELLS;

    static {
        List<Cell> cells = new ArrayList<>();
        for (int r = 0; r < SIZE; r++) for (int c = 0; c < SIZE; c++) cells.add(new Cell(c, r));
        CELLS = List.copyOf(cells);
    }

    private Board() {}

    /** Every square in reading order: A1, B1, ... E1, A2, ... E5. */
    public static List<Cell> cells() {
        return CELLS;
    }

    public static boolean inside(int col, int row) {
        return col >= 0 && row >= 0 && col < SIZE && row < SIZE;
    }

    private static final List<List<Cell>> NEIGHBOURS;

    static {
        List<List<Cell>> all = new ArrayList<>();
        for (Cell c : CELLS) {
            List<Cell> out = new ArrayList<>(8);
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    if ((dr != 0 || dc != 0) && inside(c.col() + dc, c.row() + dr))
                        out.add(CELLS.get((c.row() + dr) * SIZE + c.col() + dc));
                }
            }
            all.add(List.copyOf(out));
        }
        NEIGHBOURS = List.copyOf(all);
    }

    private static final String[] NAMES = CELLS.stream().map(Cell::name).toArray(String[]::new);

    /** {@code B3}: the square's name, made once. */
    public static String name(Cell c) {
        return NAMES[c.index(SIZE)];
    }

    /** The up to eight squares around {@code c} (diagonals included), in reading order. */
    public static List<Cell> neighbours(Cell c) {
        return NEIGHBOURS.get(c.index(SIZE));
    }
}
