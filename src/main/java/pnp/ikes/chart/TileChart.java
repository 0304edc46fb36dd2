package pnp.ikes.chart;

import java.util.List;
import pnp.io.Templates;

/** The 36 tiles, indexed by light die (shape) and dark die (walls). */
public record TileChart(String source, List<Tile> tiles) {
    public TileChart {
        tiles = List.copyOf(tiles);
    }

    /** The tile the dice name. */
    public Tile tile(int light, int dark) {
        return tiles.get((light - 1) * 6 + (dark - 1));
    }

    /** The chart shipped in {@code templates/ikes/tiles.txt}. */
    public static TileChart standard() {
        return TileChartParser.parse(Templates.read("ikes/tiles.txt"));
    }
}
