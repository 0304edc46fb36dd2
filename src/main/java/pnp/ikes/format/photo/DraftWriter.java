package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Sheet;

/**
 * A photo reading as a draft {@code .ikes} file: the sheet as read, and a {@code # check:} comment
 * on every item the reader is unsure of, saying what else it might be, so the player looks at those
 * squares of the paper sheet before scoring.
 */
public final class DraftWriter {
    /** Why every item of a soft photo is flagged, in one sentence. */
    public static final String SOFT = "the photo is soft (the sheet's corner marks showed only once sharpened), so"
            + " every item is read less surely; a photo taken closer, flat and in focus reads better";

    /** The first line of a draft no finished game could give, and no single change of a space would. */
    public static final String IMPOSSIBLE = "this sheet cannot be a finished game as read: check every flagged item";

    private DraftWriter() {}

    public static String write(PhotoReading reading, String photoName) {
        Sheet sheet = reading.sheet();
        StringBuilder b = new StringBuilder();
        if (reading.impossible()) b.append("# ").append(IMPOSSIBLE).append('\n');
        b.append("# read from ").append(photoName).append(" by pnp ikes read: ");
        int n = reading.uncertain();
        b.append(n == 0 ? "nothing to check" : n + (n == 1 ? " item" : " items") + " to check (# check: below)")
                .append('\n');
        if (!reading.odd().isEmpty())
            b.append("# unsure: ").append(odd(reading)).append('\n');
        if (reading.soft()) b.append("# soft: ").append(SOFT).append('\n');
        b.append(
                "# displays are written as 1: a photo is read for where displays are, not which furniture (each scores +1)\n");
        b.append("entrance ")
                .append(sheet.entrance())
                .append(check(reading.entranceConfidence(), "the entrance arrow (drawn unclear)"))
                .append('\n');
        b.append("exit ")
                .append(sheet.exit())
                .append(check(reading.exitConfidence(), "the exit arrow (drawn unclear)"))
                .append('\n');
        b.append("grid\n    A B C D E F G\n");
        for (int r = 0; r < Sheet.SIZE; r++) {
            b.append(r + 1).append("  ");
            List<String> unsure = new ArrayList<>();
            for (int c = 0; c < Sheet.SIZE; c++) {
                Cell cell = new Cell(c, r);
                b.append(' ').append(sheet.space(cell).code());
                Mark<SpaceMark> m = reading.spaces().get(cell);
                if (m.uncertain())
                    unsure.add(cell + " " + word(m.value()) + "?"
                            + why(reading.spaceWhy().get(cell)));
            }
            if (!unsure.isEmpty()) b.append("   # check: ").append(String.join(", ", unsure));
            b.append('\n');
        }
        for (CellSide w : reading.segments()) {
            Mark<EdgeMark> m = reading.edges().get(Edges.canonical(w));
            b.append("wall ")
                    .append(w)
                    .append(m.uncertain() ? "   # check: a wall here?" + why(reading, w) : "")
                    .append('\n');
            if (m.value() == EdgeMark.DOORWAY) {
                b.append("door ")
                        .append(w)
                        .append(m.uncertain() ? "   # check: a doorway here?" + why(reading, w) : "")
                        .append('\n');
            }
        }
        for (Map.Entry<CellSide, Mark<EdgeMark>> e : reading.edges().entrySet()) {
            if (e.getValue().value() == EdgeMark.NONE && e.getValue().uncertain()) {
                b.append("# check: ")
                        .append(e.getKey())
                        .append(": no wall read; add 'wall ")
                        .append(e.getKey())
                        .append("' if there is one")
                        .append(why(reading.edgeWhy().get(e.getKey())))
                        .append('\n');
            }
        }
        for (Cafeteria k : reading.cafeterias())
            b.append("cafeteria ").append(k.a()).append(' ').append(k.b()).append('\n');
        return b.toString();
    }

    /**
     * The sheet-level doubt, in one sentence: which spaces hold marks the legend does not teach, and
     * what that means for the score.
     */
    public static String unsure(PhotoReading reading) {
        if (reading.odd().isEmpty()) return IMPOSSIBLE;
        return reading.impossible() ? IMPOSSIBLE + "; " + odd(reading) : odd(reading);
    }

    private static String odd(PhotoReading reading) {
        List<String> cells = reading.odd().stream().map(Cell::name).toList();
        return "the reader is unsure of this sheet: " + String.join(", ", cells)
                + (cells.size() == 1 ? " holds a mark" : " hold marks")
                + " the legend does not show (hatching or a letter?); they are read as a cafeteria where two"
                + " side by side match, flagged # check:, and the score may be wrong until you check them";
    }

    private static String check(double confidence, String what) {
        return confidence < Mark.CHECK_BELOW ? "   # check: " + what : "";
    }

    /** Why an item is flagged, in brackets after its question, or nothing where no reason was noted. */
    private static String why(String reason) {
        return reason == null ? "" : " (" + reason + ")";
    }

    private static String why(PhotoReading reading, CellSide segment) {
        return why(reading.edgeWhy().get(Edges.canonical(segment)));
    }

    private static String word(SpaceMark m) {
        return m.name().toLowerCase(Locale.ROOT);
    }
}
