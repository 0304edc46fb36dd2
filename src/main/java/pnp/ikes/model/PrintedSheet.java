package pnp.ikes.model;

import java.util.ArrayList;
import java.util.List;
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
 * calibration band) whose text is {@link #qrText()}: {@code IKES2} and one letter each for the paper
 * ({@code L} Letter, {@code A} A4), the entrance and the exit ({@link #outerSides()}'s index in base 36, or
 * {@code -} when the player draws them), then the seed in base 36 if there is one: 16 characters at most,
 * so the code is always the smallest QR version (21 x 21 modules) at error correction Q. Sheets of layout
 * version 1 printed words instead ({@code PNP IKES 1 LETTER [SEED n] [IN A4:W] [OUT G4:E]}); they still read.
 */
public record PrintedSheet(
        int version, String paper, Optional<CellSide> entrance, Optional<CellSide> exit, Optional<Long> seed) {
    /** The layout's version, printed in the QR code: a reader refuses a sheet of a version it does not know. */
    public static final int VERSION = 2;
    /** How the QR code's text begins; the layout version follows. */
    private static final String PREFIX = "IKES";
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
    /** Side of the printed QR code (without its white surround): 21 modules of 1.1 mm, readable in a soft focus. */
    public static final double QR = 23;

    /**
     * Where a reader looks for the QR code (x0, y0, x1, y1): the page prints it in the calibration band,
     * left of the page number, 139 to 162 mm right of and 215 to 238 mm below A1's corner on Letter, 133
     * to 156 and 232 to 255 on A4; sheets of layout version 1 had a 20 mm code (147 to 167 and 217 to 237
     * on Letter, 141 to 161 and 234 to 254 on A4) or, the earliest, a 14 mm one further right (169 to 183
     * and 218 to 232 on Letter, 163 to 177 and 235 to 249 on A4). This window holds them all with a margin.
     */
    private static final double[] QR_SEARCH = {129, 209, 189, 261};

    /**
     * Where this layout prints its QR code on {@code paper} ("letter" or "a4"): x0, y0, x1, y1 in millimetres
     * from A1's corner. The page's content area ends 183.2 mm right of and 212.7 mm below that corner on
     * Letter, 177.3 and 230.3 on A4; the code stands 21 mm left of its right edge (room for the page number)
     * and 2 mm below its bottom.
     */
    public static double[] qrBox(String paper) {
        double right = paper.equals("a4") ? 177.3 : 183.2;
        double bottom = paper.equals("a4") ? 230.3 : 212.7;
        double x0 = right - 21 - QR;
        return new double[] {x0, bottom + 2, x0 + QR, bottom + 2 + QR};
    }

    /** The QR code's search window: x0, y0, x1, y1 in millimetres from A1's corner. */
    public static double[] qrSearch() {
        return QR_SEARCH.clone();
    }

    /** A sheet of this layout version. */
    public PrintedSheet(String paper, Optional<CellSide> entrance, Optional<CellSide> exit, Optional<Long> seed) {
        this(VERSION, paper, entrance, exit, seed);
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

    /** The text of the sheet's QR code, as this layout version prints it (see the class comment). */
    public String qrText() {
        StringBuilder b = new StringBuilder(PREFIX).append(VERSION);
        b.append(paper.equals("a4") ? 'A' : 'L');
        b.append(entrance.map(PrintedSheet::doorCode).orElse('-'));
        b.append(exit.map(PrintedSheet::doorCode).orElse('-'));
        seed.ifPresent(s -> b.append(Long.toString(s, 36).toUpperCase(Locale.ROOT)));
        return b.toString();
    }

    /** What the sheet's QR code says, in words: {@code PNP IKES 2 LETTER [SEED n] [IN A4:W] [OUT G4:E]}. */
    public String words() {
        StringBuilder b = new StringBuilder("PNP IKES " + version + " " + paper.toUpperCase(Locale.ROOT));
        seed.ifPresent(s -> b.append(" SEED ").append(s));
        entrance.ifPresent(d -> b.append(" IN ").append(door(d)));
        exit.ifPresent(d -> b.append(" OUT ").append(door(d)));
        return b.toString();
    }

    private static String door(CellSide d) {
        return d.cell().name() + ":" + d.side();
    }

    /** The 28 sides on the outer wall as the QR code numbers them: north wall west to east, then east, south, west. */
    public static List<CellSide> outerSides() {
        List<CellSide> out = new ArrayList<>();
        int last = Sheet.SIZE - 1;
        for (int i = 0; i <= last; i++) out.add(new CellSide(new Cell(i, 0), Side.N));
        for (int i = 0; i <= last; i++) out.add(new CellSide(new Cell(last, i), Side.E));
        for (int i = 0; i <= last; i++) out.add(new CellSide(new Cell(i, last), Side.S));
        for (int i = 0; i <= last; i++) out.add(new CellSide(new Cell(0, i), Side.W));
        return out;
    }

    private static char doorCode(CellSide d) {
        return Character.toUpperCase(Character.forDigit(outerSides().indexOf(d), 36));
    }

    /**
     * The sheet a QR code's text describes; empty when the text is not an Ike's sheet's at all.
     *
     * @throws IllegalArgumentException when it is one, of another version or malformed (with a sentence why)
     */
    public static Optional<PrintedSheet> parseQr(String text) {
        String t = text.trim();
        if (t.startsWith("PNP IKES ")) return Optional.of(parseWords(t));
        if (!t.startsWith(PREFIX) || t.length() < PREFIX.length() + 1) return Optional.empty();
        String version = t.substring(PREFIX.length(), PREFIX.length() + 1);
        if (!version.equals(Integer.toString(VERSION))) throw otherVersion(version);
        if (t.length() < PREFIX.length() + 4) throw new IllegalArgumentException("its QR code is cut short: " + t);
        int at = PREFIX.length() + 1;
        String paper = switch (t.charAt(at)) {
            case 'L' -> "letter";
            case 'A' -> "a4";
            default -> throw new IllegalArgumentException("its QR code names no paper: " + t);
        };
        Optional<CellSide> in = doorOf(t.charAt(at + 1), t);
        Optional<CellSide> out = doorOf(t.charAt(at + 2), t);
        if (in.isPresent() != out.isPresent() || (in.isPresent() && in.equals(out))) {
            throw new IllegalArgumentException("its QR code names doors no sheet prints: " + t);
        }
        String s = t.substring(at + 3);
        Optional<Long> seed = Optional.empty();
        if (!s.isEmpty()) {
            if (!s.matches("[0-9A-Z]{1,12}")) throw new IllegalArgumentException("its QR code has no seed: " + t);
            seed = Optional.of(Long.parseLong(s, 36));
        }
        return Optional.of(new PrintedSheet(VERSION, paper, in, out, seed));
    }

    private static Optional<CellSide> doorOf(char c, String text) {
        if (c == '-') return Optional.empty();
        int i = Character.digit(c, 36);
        if (i < 0 || i >= 28 || Character.isLowerCase(c)) {
            throw new IllegalArgumentException("its QR code names no outer side: " + text);
        }
        return Optional.of(outerSides().get(i));
    }

    private static IllegalArgumentException otherVersion(String version) {
        return new IllegalArgumentException("the sheet was printed by a pnp of layout version " + version
                + "; this one reads versions 1 and " + VERSION);
    }

    /** A layout version 1 code: {@code PNP IKES 1 LETTER [SEED n] [IN A4:W] [OUT G4:E]}. */
    private static PrintedSheet parseWords(String text) {
        String[] w = text.split(" ");
        if (w.length < 4) throw new IllegalArgumentException("its QR code is cut short: " + text);
        if (!w[2].equals("1")) throw otherVersion(w[2]);
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
        return new PrintedSheet(1, w[3].toLowerCase(Locale.ROOT), in, out, seed);
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
