package pnp.bridgewars.sheets;

import pnp.pdf.Units;

/**
 * The distance between neighbouring hole centres, on the board and on the blocks alike. The default
 * is 1 inch: blocks are then 1-inch squares, the size of common square wooden stock and toy blocks,
 * big enough to hold a 1/4-inch rod hole with wood to spare.
 */
public final class Pitch {
    public static final double DEFAULT = Units.in(1);
    public static final double MIN = Units.mm(10);
    public static final double MAX = Units.mm(60);

    private Pitch() {}

    /** Half the length of a hole's cross-hair lines. */
    static double arm(double pitch) {
        return Math.min(0.3 * pitch, Units.mm(5));
    }
}
