package pnp.ikes.model;

import java.util.List;
import pnp.grid.Cell;
import pnp.grid.CellSide;

/**
 * One tile of the chart: the dice that name it, its spaces and its wall segments, as offsets from
 * the top-left corner of the tile's bounding box (placed unrotated, so offsets add to the cell the
 * player names as the tile's anchor).
 */
public record Tile(int light, int dark, List<Cell> spaces, List<CellSide> walls) {
    public Tile {
        spaces = List.copyOf(spaces);
        walls = List.copyOf(walls);
    }

    /** {@code 4-2}: light die, then dark die. */
    public String id() {
        return light + "-" + dark;
    }

    public int width() {
        return spaces.stream().mapToInt(Cell::col).max().orElse(0) + 1;
    }

    public int height() {
        return spaces.stream().mapToInt(Cell::row).max().orElse(0) + 1;
    }

    /** The tile's first space in reading order: the anchor a player names when placing it. */
    public Cell anchor() {
        return spaces.stream().sorted().findFirst().orElseThrow();
    }
}
