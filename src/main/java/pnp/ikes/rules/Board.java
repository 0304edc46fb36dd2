package pnp.ikes.rules;

import pnp.grid.Cell;
import pnp.ikes.model.Sheet;
import pnp.grid.Side;

/** Sizes and index arithmetic of the 7x7 sheet: a space is an index 0..48 in reading order. */
public final class Board {
    public static final int SIZE = Sheet.SIZE;
    public static final int CELLS = SIZE * SIZE;

    /** Space contents: 0 empty, 1..6 a display of that face, {@link #OCCUPIED}, {@link #CAFETERIA}. */
    public static final byte EMPTY = 0;
    public static final byte OCCUPIED = 7;
    public static final byte CAFETERIA = 8;

    private static final int[] NEIGHBOUR = new int[CELLS * 4];

    static {
        for (int i = 0; i < CELLS; i++) {
            for (Side s : Side.values()) {
                int c = i % SIZE + s.dx();
                int r = i / SIZE + s.dy();
                NEIGHBOUR[i * 4 + s.ordinal()] = c >= 0 && r >= 0 && c < SIZE && r < SIZE ? r * SIZE + c : -1;
            }
        }
    }

    private Board() {}

    /** The index of the space through side {@code side} (N=0 E=1 S=2 W=3), or -1 off the sheet. */
    public static int neighbour(int index, int side) { return NEIGHBOUR[index * 4 + side]; }

    public static int index(Cell c) { return c.row() * SIZE + c.col(); }

    public static Cell cell(int index) { return Cell.ofIndex(index, SIZE); }

    public static String name(int index) { return cell(index).name(); }

    public static boolean inside(int col, int row) { return col >= 0 && row >= 0 && col < SIZE && row < SIZE; }
}
