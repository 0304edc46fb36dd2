package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import pnp.grid.Cell;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Tile;
import pnp.ikes.model.TileChart;

/**
 * Whether the tile spaces of a 7 x 7 sheet can be the spaces of tiles from the chart (never rotated, never
 * overlapping), each tile holding exactly one display: an exact cover of the spaces by the chart's shapes.
 * A space with a wall segment and no display may also lie outside every tile (a reward's wall makes a space
 * non-empty), at most one such space a tile (a tile brings at most one reward).
 *
 * <p>The search takes the spaces in reading order: the first space not yet decided is either left out (where
 * that is allowed) or the first space, in reading order, of the tile that covers it, so each cover is met
 * once. States that failed are remembered (the spaces covered from the current one on, and the rewards
 * left), which keeps the search small on 49 spaces; it stops, undecided, after {@link #MAX_STEPS} steps.
 */
final class TileCover {
    /** The answer: a cover exists, none exists, or the search gave up (never met on a 7 x 7 sheet so far). */
    enum Verdict {
        POSSIBLE,
        IMPOSSIBLE,
        UNDECIDED
    }

    /** The most states the search visits before it gives up. */
    static final int MAX_STEPS = 2_000_000;

    private static final int N = Sheet.SIZE;

    /** Each distinct shape of the chart as offsets (columns, rows) from its first space in reading order. */
    private final List<int[][]> shapes;

    TileCover(TileChart chart) {
        Set<List<Cell>> seen = new LinkedHashSet<>();
        for (Tile t : chart.tiles()) seen.add(t.spaces().stream().sorted().toList());
        shapes = new ArrayList<>();
        for (List<Cell> cells : seen) {
            Cell first = cells.get(0);
            int[][] offsets = new int[cells.size()][];
            for (int i = 0; i < cells.size(); i++)
                offsets[i] = new int[] {
                    cells.get(i).col() - first.col(), cells.get(i).row() - first.row()
                };
            shapes.add(offsets);
        }
    }

    /** How many spaces the chart's largest tile has. */
    int largest() {
        return shapes.stream().mapToInt(s -> s.length).max().orElse(1);
    }

    /**
     * Whether a cover exists. Masks hold one bit a space, bit {@code row * 7 + col}: {@code tiles} every space
     * a tile or a reward's wall made non-empty (not the cafeterias), {@code displays} those with a display,
     * {@code loose} those that may lie outside every tile (a wall segment and no display).
     */
    Verdict check(long tiles, long displays, long loose) {
        Search s = new Search(tiles, displays & tiles, loose & tiles & ~displays);
        try {
            return s.from(0, 0L, Long.bitCount(displays & tiles)) ? Verdict.POSSIBLE : Verdict.IMPOSSIBLE;
        } catch (GaveUp e) {
            return Verdict.UNDECIDED;
        }
    }

    static long bit(Cell c) {
        return 1L << (c.row() * N + c.col());
    }

    private static final class GaveUp extends RuntimeException {
        private static final long serialVersionUID = 1L;

        GaveUp() {
            super(null, null, false, false);
        }
    }

    private record State(int at, long ahead, int rewards) {}

    private final class Search {
        private final long tiles;
        private final long displays;
        private final long loose;
        private final Set<State> failed = new HashSet<>();
        private int steps;

        Search(long tiles, long displays, long loose) {
            this.tiles = tiles;
            this.displays = displays;
            this.loose = loose;
        }

        /** Whether the spaces from {@code at} on can be decided, {@code covered} holding those tiles took. */
        boolean from(int at, long covered, int rewards) {
            long open = tiles & ~covered & (-1L << at);
            if (open == 0) return true;
            int j = Long.numberOfTrailingZeros(open);
            State key = new State(j, covered >>> j, rewards);
            if (failed.contains(key)) return false;
            if (++steps > MAX_STEPS) throw new GaveUp();
            long here = 1L << j;
            if ((loose & here) != 0 && rewards > 0 && from(j + 1, covered, rewards - 1)) return true;
            int col = j % N;
            int row = j / N;
            for (int[][] shape : shapes) {
                long mask = place(shape, col, row);
                if (mask == 0 || (mask & (covered | ~tiles)) != 0) continue;
                if (Long.bitCount(mask & displays) != 1) continue;
                if (from(j + 1, covered | mask, rewards)) return true;
            }
            failed.add(key);
            return false;
        }

        /** The spaces of {@code shape} with its first space at (col, row), or 0 where it leaves the sheet. */
        private long place(int[][] shape, int col, int row) {
            long mask = 0;
            for (int[] o : shape) {
                int c = col + o[0];
                int r = row + o[1];
                if (c < 0 || c >= N || r >= N) return 0;
                mask |= 1L << (r * N + c);
            }
            return mask;
        }
    }
}
