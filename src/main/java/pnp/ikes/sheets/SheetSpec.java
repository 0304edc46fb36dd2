package pnp.ikes.sheets;

import java.util.Optional;
import pnp.grid.CellSide;

/**
 * What one printed game sheet shows besides the fixed parts: a heading, the entrance and exit
 * when they are pre-drawn (otherwise the player draws them), and the seed they came from, if any
 * (carried in the sheet's QR code).
 */
public record SheetSpec(String heading, Optional<CellSide> entrance, Optional<CellSide> exit, Optional<Long> seed) {
    public SheetSpec(String heading, Optional<CellSide> entrance, Optional<CellSide> exit) {
        this(heading, entrance, exit, Optional.empty());
    }

    public static SheetSpec blank(String heading) {
        return new SheetSpec(heading, Optional.empty(), Optional.empty());
    }

    /** The same sheet, from the given seed (null: none). */
    public SheetSpec withSeed(Long s) {
        return new SheetSpec(heading, entrance, exit, Optional.ofNullable(s));
    }
}
