package pnp.ikes.rules;

import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.model.Sheet;

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
    public static int neighbour(int index, int side) {
        return NEIGHBOUR[index * 4 + side];
    }

    public static int index(Cell c) {
        return c.row() * SIZE + c.col();
    }

    public static Cell cell(int index) {
        return Cell.ofIndex(index, SIZE);
    }

    public static String name(int index) {
        return cell(index).name();
    }

    public static boolean inside(int col, int row) {
        return col >= 0 && row >= 0 && col < SIZE && row < SIZE;
    }

    /** Every space as a bit of a {@code long}: bit i is space i. */
    public static final long ALL = (1L << CELLS) - 1;

    private static final long COL_A = 0x40810204081L; // bits 0, 7, 14, ..., 42
    private static final long COL_G = COL_A << (SIZE - 1);
    private static final long ROW_1 = (1L << SIZE) - 1;
    private static final long ROW_7 = ROW_1 << (CELLS - SIZE);

    /**
     * The sides a shopper may step through, as one set of spaces per side (index N=0 E=1 S=2 W=3): bit i
     * of {@code masks[s]} is set when the step from space i through side s stays on the sheet and neither
     * space has a wall segment without a doorway on that edge. A step north is {@code >>> 7}, south
     * {@code << 7}, east {@code << 1}, west {@code >>> 1}.
     *
     * @param wall per space, bit s a wall segment on side s, bit 4+s a doorway in it
     */
    static long[] openMasks(byte[] wall) {
        long[] closed = new long[4];
        for (int i = 0; i < CELLS; i++) {
            int w = wall[i] & 0xff;
            int c = w & 0xf & ~(w >> 4);
            for (int s = 0; c != 0; s++, c >>= 1) if ((c & 1) != 0) closed[s] |= 1L << i;
        }
        return new long[] {
            ~closed[0] & ~(closed[2] << SIZE) & ALL & ~ROW_1,
            ~closed[1] & ~(closed[3] >>> 1) & ALL & ~COL_G,
            ~closed[2] & ~(closed[0] >>> SIZE) & ALL & ~ROW_7,
            ~closed[3] & ~(closed[1] << 1) & ALL & ~COL_A,
        };
    }
}
