package pnp.ikes.format;

import java.util.List;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Sheet;
import pnp.io.InputException;

/**
 * An entrance or exit as typed: {@code CELL[:SIDE]} after {@code --entrance}, or the words
 * {@code CELL [SIDE]} of a {@code .ikes} line. One rule for both: CELL must be an edge space; SIDE
 * must be one of its outer sides, and may be left out where the space has only one.
 */
public final class DoorwayText {
    /** Why a cell and side name no doorway. */
    public enum Fault {
        INSIDE,
        CORNER,
        NOT_OUTER
    }

    /** The doorway, or the fault (exactly one of the two is present). */
    public record Resolved(Optional<CellSide> doorway, Fault fault) {}

    private DoorwayText() {}

    /** The doorway on {@code side} of {@code cell}, or on its only outer side when {@code side} is empty. */
    public static Resolved resolve(Cell cell, Optional<Side> side) {
        List<Side> outer = Sheet.outerSidesOf(cell);
        if (outer.isEmpty()) return new Resolved(Optional.empty(), Fault.INSIDE);
        if (side.isEmpty()) {
            return outer.size() == 1
                    ? new Resolved(Optional.of(new CellSide(cell, outer.get(0))), null)
                    : new Resolved(Optional.empty(), Fault.CORNER);
        }
        return outer.contains(side.get())
                ? new Resolved(Optional.of(new CellSide(cell, side.get())), null)
                : new Resolved(Optional.empty(), Fault.NOT_OUTER);
    }

    /** The outer sides of {@code cell} for a message: {@code N or W}. */
    public static String outerSides(Cell cell) {
        return String.join(
                " or ", Sheet.outerSidesOf(cell).stream().map(Side::name).toList());
    }

    /**
     * Parses {@code CELL[:SIDE]} as typed after {@code --entrance}: {@code A4}, {@code A4:W}, {@code a1:n}.
     * The side may be left out where the space has only one outer side.
     */
    public static CellSide parse(String option, String text) {
        String[] parts = text.trim().split(":", -1);
        Optional<Cell> cell = Cell.parse(parts[0], Sheet.SIZE, Sheet.SIZE);
        if (cell.isEmpty() || parts.length > 2) {
            throw new InputException(
                    option + " takes an edge space like A4 or A1:N (columns A-G, rows 1-7), not '" + text + "'");
        }
        Cell c = cell.get();
        Optional<Side> side = Optional.empty();
        if (parts.length == 2) {
            side = Optional.of(Side.parse(parts[1])
                    .orElseThrow(() -> new InputException(
                            option + ": the side after ':' is N, E, S or W, not '" + parts[1] + "'")));
        }
        Resolved r = resolve(c, side);
        if (r.fault() == null) return r.doorway().orElseThrow();
        throw new InputException(option + ": "
                + switch (r.fault()) {
                    case INSIDE -> c + " is not an edge space; a doorway goes through the outer wall";
                    case CORNER ->
                        c + " is a corner; name the side, e.g. " + c + ":"
                                + Sheet.outerSidesOf(c).get(0);
                    case NOT_OUTER -> side.orElseThrow() + " of " + c + " is not on the outer wall";
                });
    }
}
