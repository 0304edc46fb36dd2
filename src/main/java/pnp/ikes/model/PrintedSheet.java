package pnp.ikes.model;

import java.util.Locale;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;

/**
 * Where the printed game sheet puts its squares and its registration marks, in millimetres from the
 * top-left corner of square A1 (y down): the numbers the sheet drawing prints and the photo reader
 * looks for, so the two cannot drift apart. The same on Letter and A4 (only the page around moves).
 *
 * <p>Registration: four square fiducials just outside the grid's corners (ids 0 top-left, 1
 * top-right, 2 bottom-right, 3 bottom-left, each printed upright) and a QR code (in the page's
 * calibration band) whose text is {@link #qrText()}: {@code PNP IKES 1 LETTER [SEED n] [IN A4:W]
 * [OUT G4:E]}.
 */
public record PrintedSheet(String paper, Optional<CellSide> entrance, Optional<CellSide> exit, Optional<Long> seed) {
    /** The layout's version, printed in the QR code: a reader refuses a sheet of another version. */
    public static final int VERSION = 1;
    /** Side of one square. */
    public static final double SQUARE = 18;
    /** Distance between the outer wall's two lines. */
    public static final double WALL = 1.2;
    /** The band outside the wall for the entrance and exit arrows. */
    public static final double DOORS = 7;
    /** The band beyond that for the column letters and row numbers. */
    public static final double LABELS = 4.5;
    /** Side of a fiducial. */
    public static final double FIDUCIAL = 6;
    /** From the grid's edge to the near side of a fiducial (the outer wall line and white space between). */
    public static final double FIDUCIAL_GAP = 2.6;
    /** The whole grid's side. */
    public static final double GRID = Sheet.SIZE * SQUARE;
    /** Side of the printed QR code (without its white surround): modules of about a millimetre, that a soft focus leaves readable. */
    public static final double QR = 20;

    /**
     * Where a reader looks for the QR code (x0, y0, x1, y1): the page prints it in the calibration band,
     * left of the page number, 147 to 167 mm right of and 217 to 237 mm below A1's corner on Letter, 141
     * to 161 and 234 to 254 on A4; sheets printed before it grew had a 14 mm code further right (169 to
     * 183 and 218 to 232 on Letter, 163 to 177 and 235 to 249 on A4). This window holds all four with a
     * margin.
     */
    private static final double[] QR_SEARCH = {133, 211, 189, 260};

    /** The QR code's search window: x0, y0, x1, y1 in millimetres from A1's corner. */
    public static double[] qrSearch() {
        return QR_SEARCH.clone();
    }

    /** The top-left corner {x, y} of fiducial {@code id} (0..3, clockwise from the top-left). */
    public static double[] fiducial(int id) {
        double near = -FIDUCIAL_GAP - FIDUCIAL;
        double far = GRID + FIDUCIAL_GAP;
        return switch (id) {
            case 0 -> new double[] {near, near};
            case 1 -> new double[] {far, near};
            case 2 -> new double[] {far, far};
            case 3 -> new double[] {near, far};
            default -> throw new IllegalArgumentException("fiducial " + id + " is not 0..3");
        };
    }

    /** The text of the sheet's QR code. */
    public String qrText() {
        StringBuilder b = new StringBuilder("PNP IKES " + VERSION + " " + paper.toUpperCase(Locale.ROOT));
        seed.ifPresent(s -> b.append(" SEED ").append(s));
        entrance.ifPresent(d -> b.append(" IN ").append(door(d)));
        exit.ifPresent(d -> b.append(" OUT ").append(door(d)));
        return b.toString();
    }

    private static String door(CellSide d) {
        return d.cell().name() + ":" + d.side();
    }

    /**
     * The sheet a QR code's text describes; empty when the text is not an Ike's sheet's at all.
     *
     * @throws IllegalArgumentException when it is one, of another version or malformed (with a sentence why)
     */
    public static Optional<PrintedSheet> parseQr(String text) {
        String[] w = text.trim().split(" ");
        if (w.length < 4 || !w[0].equals("PNP") || !w[1].equals("IKES")) return Optional.empty();
        if (!w[2].equals(Integer.toString(VERSION))) {
            throw new IllegalArgumentException(
                    "the sheet was printed by a pnp of layout version " + w[2] + "; this one reads version " + VERSION);
        }
        Optional<CellSide> in = Optional.empty();
        Optional<CellSide> out = Optional.empty();
        Optional<Long> seed = Optional.empty();
        for (int i = 4; i + 1 < w.length; i += 2) {
            switch (w[i]) {
                case "SEED" -> seed = Optional.of(Long.parseLong(w[i + 1]));
                case "IN" -> in = Optional.of(parseDoor(w[i + 1]));
                case "OUT" -> out = Optional.of(parseDoor(w[i + 1]));
                default -> throw new IllegalArgumentException("its QR code has an unknown word " + w[i]);
            }
        }
        return Optional.of(new PrintedSheet(w[3].toLowerCase(Locale.ROOT), in, out, seed));
    }

    private static CellSide parseDoor(String s) {
        String[] p = s.split(":");
        Cell c = p.length == 2 ? Cell.parse(p[0], Sheet.SIZE, Sheet.SIZE).orElse(null) : null;
        Side side = p.length == 2 ? Side.parse(p[1]).orElse(null) : null;
        if (c == null || side == null || !Sheet.isOuter(new CellSide(c, side))) {
            throw new IllegalArgumentException("its QR code names no outer side: " + s);
        }
        return new CellSide(c, side);
    }
}
