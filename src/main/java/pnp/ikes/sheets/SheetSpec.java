package pnp.ikes.sheets;

import java.util.Optional;
import pnp.grid.CellSide;

/**
 * What one printed game sheet shows besides the fixed parts: a heading, and the entrance and exit
 * when they are pre-drawn (otherwise the player draws them).
 */
public record SheetSpec(String heading, Optional<CellSide> entrance, Optional<CellSide> exit) {
    public static SheetSpec blank(String heading) {
        return new SheetSpec(heading, Optional.empty(), Optional.empty());
    }
}
