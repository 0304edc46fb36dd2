package pnp.ikes.solver;

import pnp.ikes.model.Challenge;
import pnp.ikes.model.Tile;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;

/**
 * The room left for the tiles still to come: for each shape, the empty spaces that some placement of
 * that shape (unrotated, on empty spaces only) could cover, averaged over the light dice of the turns
 * still to play. An empty space that only a single fits counts only as often as singles come; a hole
 * shaped like a T counts fully for the turns that bring a T.
 *
 * <p>Why: a game ends when the rolled tile fits nowhere, often with scattered spaces still empty;
 * counting every empty space alike values those holes as highly as open floor (the measurements are in
 * docs/solver-notes.md).
 *
 * <p>Spaces are bits of a {@code long} as in {@link Board#ALL}: bit {@code row * 7 + col}.
 */
final class Room {
    private final TileChart chart;
    /** Per light face (1..6): the offset of each space of the shape from its anchor, as a bit shift. */
    private final int[][] shifts = new int[7][];
    /** Per light face: the anchors where the shape stays inside the sheet. */
    private final long[] inside = new long[7];

    private static volatile Room last;

    private Room(TileChart chart) {
        this.chart = chart;
        for (int face = 1; face <= 6; face++) {
            Tile shape = chart.tile(face, 1);
            shifts[face] = shape.spaces().stream()
                    .mapToInt(c -> c.row() * Board.SIZE + c.col())
                    .toArray();
            for (int row = 0; row + shape.height() <= Board.SIZE; row++) {
                for (int col = 0; col + shape.width() <= Board.SIZE; col++)
                    inside[face] |= 1L << (row * Board.SIZE + col);
            }
        }
    }

    /** The room of a chart (the last one asked for is kept: the solver uses one chart at a time). */
    @SuppressWarnings("ReferenceEquality") // a cache keyed by the chart object itself
    static Room of(TileChart chart) {
        Room r = last;
        if (r == null || r.chart != chart) last = r = new Room(chart);
        return r;
    }

    /** The empty spaces that a tile of light face {@code face} could cover in one placement. */
    long cover(int face, long empty) {
        long anchors = inside[face];
        for (int s : shifts[face]) anchors &= empty >>> s;
        long covered = 0;
        for (int s : shifts[face]) covered |= anchors << s;
        return covered;
    }

    /**
     * The spaces the coming tiles could cover: for each light face, the spaces {@link #cover} gives,
     * weighted by that face's share of the light dice of the turns still to play (0 when none remain).
     */
    double expected(Position p, long empty) {
        Challenge ch = p.challenge();
        int[] count = new int[7];
        int turns = 0;
        for (int t = p.turnsPlayed(); t < ch.turns(); t++, turns++) count[ch.light(t)]++;
        if (turns == 0) return 0;
        double sum = 0;
        for (int face = 1; face <= 6; face++) {
            if (count[face] > 0) sum += count[face] * (double) Long.bitCount(cover(face, empty));
        }
        return sum / turns;
    }
}
