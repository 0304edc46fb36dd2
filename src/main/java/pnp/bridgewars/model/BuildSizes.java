package pnp.bridgewars.model;

/**
 * What to cut and drill for a board of a given hole pitch, in millimetres. Every size follows from the
 * pitch by the readings in {@code seeds/bridge-wars.md} ("Building the set"): rods a quarter of the pitch
 * across (1/4 in at the default 1 in), board holes the rod's size so rods stand snugly, block holes 1 mm
 * wider so blocks slide down freely, blocks half the pitch thick, an 18 mm board, and rods long enough to
 * stand {@code layers} blocks above the board.
 */
public record BuildSizes(
        double pitch,
        double boardSide,
        double boardThickness,
        double rodDiameter,
        double boardHole,
        double blockHole,
        double blockThickness,
        int layers,
        double rodLength,
        int rods) {
    /** Plywood of 18 mm is common and deep enough to hold a rod upright. */
    public static final double BOARD_THICKNESS = 18;
    /** Play between a rod and a block's hole, so a block drops under its own weight. */
    public static final double BLOCK_PLAY = 1;
    /** Rods' height in block layers when a log does not say (the {@code rods N} default). */
    public static final int DEFAULT_LAYERS = 6;

    /** The sizes for a hole pitch in mm and rods {@code layers} blocks tall above the board. */
    public static BuildSizes of(double pitch, int layers) {
        double rod = pitch / 4;
        double block = pitch / 2;
        return new BuildSizes(
                pitch,
                Board.SIZE * pitch,
                BOARD_THICKNESS,
                rod,
                rod,
                rod + BLOCK_PLAY,
                block,
                layers,
                layers * block + BOARD_THICKNESS,
                Board.holes().size());
    }
}
