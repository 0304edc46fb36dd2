package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
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

    private static final long ALL = (1L << (N * N)) - 1;
    private static final long NOT_FIRST_COLUMN = columns(1, N - 1);
    private static final long NOT_LAST_COLUMN = columns(0, N - 2);

    /** The spaces of columns {@code from} to {@code to}, every row. */
    private static long columns(int from, int to) {
        long out = 0;
        for (int r = 0; r < N; r++) for (int c = from; c <= to; c++) out |= 1L << (r * N + c);
        return out;
    }

    /** Each space's four lines, outer ones too, as a set. */
    private static final List<Lines> AROUND = around();

    private static List<Lines> around() {
        List<Lines> out = new ArrayList<>();
        for (int j = 0; j < N * N; j++) {
            Lines here = Lines.NONE;
            for (Side side : Side.values())
                here = here.or(Lines.of(Edges.canonical(new CellSide(new Cell(j % N, j / N), side))));
            out.add(here);
        }
        return List.copyOf(out);
    }

    /** How many spaces the chart's largest tile has. */
    private final int largest;

    /** The spaces of each distinct shape of the chart placed with its first space on each space, as masks. */
    private final List<long[]> shapes;

    /** Every chart tile placed with its first space on each space: its spaces and its walls as masks. */
    private final List<List<Placed>> placed;

    /** A chart tile placed on the sheet: its spaces (0 where it leaves the sheet) and its walls' lines. */
    private record Placed(long spaces, Lines walls) {}

    TileCover(TileChart chart) {
        placed = new ArrayList<>();
        for (int j = 0; j < N * N; j++) {
            List<Placed> here = new ArrayList<>();
            for (Tile t : chart.tiles()) {
                Placed p = place(t, j % N, j / N);
                if (p.spaces() != 0) here.add(p);
            }
            placed.add(List.copyOf(here));
        }
        shapes = new ArrayList<>();
        for (List<Placed> here : placed) {
            Set<Long> distinct = new LinkedHashSet<>();
            for (Placed p : here) distinct.add(p.spaces());
            shapes.add(distinct.stream().mapToLong(Long::longValue).toArray());
        }
        largest = chart.tiles().stream().mapToInt(t -> t.spaces().size()).max().orElse(1);
    }

    /** {@code t} with its first space in reading order on (col, row); no spaces where it leaves the sheet. */
    private static Placed place(Tile t, int col, int row) {
        Cell first = t.anchor();
        long spaces = 0;
        for (Cell s : t.spaces()) {
            int c = col + s.col() - first.col();
            int r = row + s.row() - first.row();
            if (c < 0 || c >= N || r >= N) return new Placed(0, Lines.NONE);
            spaces |= bit(new Cell(c, r));
        }
        Lines walls = Lines.NONE;
        for (CellSide w : t.walls()) {
            Cell at =
                    new Cell(col + w.cell().col() - first.col(), row + w.cell().row() - first.row());
            walls = walls.or(Lines.of(Edges.canonical(new CellSide(at, w.side()))));
        }
        return new Placed(spaces, walls);
    }

    /** How many spaces the chart's largest tile has. */
    int largest() {
        return largest;
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

    /**
     * Whether a cover exists whose tiles bring walls only where {@code walls} are read (a doorway is a wall with a
     * doorway): every space of {@code tiles} (those with a dot or a display) lies in a tile with exactly one
     * display, or holds a reward's wall and no display (a new wall makes an empty space a dot); each wall no tile
     * brings, and each doorway, is a reward ({@link #rewards}).
     */
    Verdict check(long tiles, long displays, long cafeterias, Lines walls, Lines doorways) {
        WallSearch s = new WallSearch(tiles, displays & tiles, walls);
        try {
            int bill = s.fewest() + doorways.count();
            return bill <= rewards(displays & tiles, cafeterias) ? Verdict.POSSIBLE : Verdict.IMPOSSIBLE;
        } catch (GaveUp e) {
            return Verdict.UNDECIDED;
        }
    }

    /**
     * The most rewards a sheet's displays can have brought. A reward comes to a display next to a cafeteria or to
     * an earlier display, so each group of side-by-side displays brings one fewer than it has displays, or as many
     * where one of them is next to a cafeteria. (Walls between them are left out: a wall may have come later.)
     */
    static int rewards(long displays, long cafeterias) {
        int out = 0;
        long left = displays;
        while (left != 0) {
            long group = Long.lowestOneBit(left);
            for (long grown = group; ; group = grown) {
                grown = group | (neighbours(group) & displays);
                if (grown == group) break;
            }
            out += Long.bitCount(group) - ((neighbours(cafeterias) & group) != 0 ? 0 : 1);
            left &= ~group;
        }
        return out;
    }

    private static long neighbours(long m) {
        return (((m << 1) & NOT_FIRST_COLUMN) | ((m >>> 1) & NOT_LAST_COLUMN) | (m << N) | (m >>> N)) & ALL;
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

    private record WallState(int at, long ahead, Lines brought) {}

    /**
     * The search of {@link #check(long, long, long, Lines, Lines)}: the fewest walls no tile brings, over every way
     * to decide the spaces in reading order (a tile placed from the first open space, or that space left outside
     * every tile). A line counts once no space beside it is still open, so the best of the rest depends only on
     * the open spaces and the walls brought on their lines: that is what is remembered.
     */
    private final class WallSearch {
        private static final int NEVER = Integer.MAX_VALUE / 2;

        private final long tiles;
        private final long displays;
        private final Lines walls;
        private final Map<WallState, Integer> best = new HashMap<>();
        private int steps;

        WallSearch(long tiles, long displays, Lines walls) {
            this.tiles = tiles;
            this.displays = displays;
            this.walls = walls;
        }

        /** The fewest walls no tile brings: lines beside no tile space, and the rest as the best cover leaves them. */
        int fewest() {
            Lines reach = reach(tiles);
            return walls.andNot(reach).count() + from(0, 0L, Lines.NONE, reach);
        }

        /** The lines beside the spaces of {@code open}. */
        private Lines reach(long open) {
            Lines out = Lines.NONE;
            for (long l = open; l != 0; l &= l - 1) out = out.or(AROUND.get(Long.numberOfTrailingZeros(l)));
            return out;
        }

        /**
         * The fewest walls, among the lines beside open spaces, that no tile brings, or {@link #NEVER}; {@code reach}
         * holds the lines beside the spaces still open from {@code at} on.
         */
        private int from(int at, long covered, Lines brought, Lines reach) {
            long open = tiles & ~covered & (-1L << at);
            if (open == 0) return 0;
            int j = Long.numberOfTrailingZeros(open);
            WallState key = new WallState(j, covered >>> j, brought.and(reach));
            Integer known = best.get(key);
            if (known != null) return known;
            if (++steps > MAX_STEPS) throw new GaveUp();
            int out = NEVER;
            for (Placed p : placed.get(j)) {
                if ((p.spaces() & (covered | ~tiles)) != 0 || Long.bitCount(p.spaces() & displays) != 1) continue;
                if (!p.walls().andNot(walls).isEmpty()) continue;
                out = Math.min(out, next(j, covered | p.spaces(), brought.or(p.walls()), reach));
            }
            // a space with a wall beside it and no display may hold only a reward's wall
            if ((displays & (1L << j)) == 0 && !AROUND.get(j).and(walls).isEmpty())
                out = Math.min(out, next(j, covered, brought, reach));
            best.put(key, out);
            return out;
        }

        /** The walls left unbrought on lines no open space is beside any more, and the best of the rest. */
        private int next(int j, long covered, Lines brought, Lines reach) {
            Lines still = reach(tiles & ~covered & (-1L << (j + 1)));
            int rest = from(j + 1, covered, brought, still);
            if (rest >= NEVER) return NEVER;
            return walls.and(reach).andNot(still).andNot(brought).count() + rest;
        }
    }

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
            for (long mask : shapes.get(j)) {
                if ((mask & (covered | ~tiles)) != 0) continue;
                if (Long.bitCount(mask & displays) != 1) continue;
                if (from(j + 1, covered | mask, rewards)) return true;
            }
            failed.add(key);
            return false;
        }
    }
}
