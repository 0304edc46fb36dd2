package pnp.ikes.model;

import java.util.List;

/** The 36 tiles, indexed by light die (shape) and dark die (walls). */
public record TileChart(String source, List<Tile> tiles) {
    public TileChart {
        tiles = List.copyOf(tiles);
    }

    /** The tile the dice name. */
    public Tile tile(int light, int dark) {
        return tiles.get((light - 1) * 6 + (dark - 1));
    }
}
