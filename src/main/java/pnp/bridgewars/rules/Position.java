package pnp.bridgewars.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Orientation;
import pnp.bridgewars.model.Placement;
import pnp.bridgewars.model.Setup;
import pnp.bridgewars.model.TopView;

/**
 * The blocks on the rods: for every hole and every layer (1 = resting on the board, up to the rods'
 * height) which block, if any, fills it. Every block is one layer thick. Immutable: {@link #with}
 * returns a new position.
 */
public final class Position {
    /** A block in play: whose, which, where seen from above, and on which layer it rests. */
    public record Stacked(Placement placement, int layer) {
        public char player() {
            return placement.player();
        }
    }

    private final Setup setup;
    private final int height;
    private final List<Stacked> blocks;
    /** index of the block + 1 at [hole * height + layer - 1], 0 when empty. */
    private final int[] grid;
    /** the highest filled layer of each hole, 0 when bare (kept alongside the grid for speed). */
    private final int[] tops;
    /** whether each hole holds a rod. */
    private final boolean[] rods;

    private Position(Setup setup, int height, List<Stacked> blocks, int[] grid, int[] tops, boolean[] rods) {
        this.setup = setup;
        this.height = height;
        this.blocks = blocks;
        this.grid = grid;
        this.tops = tops;
        this.rods = rods;
    }

    /** The start of a game: each player's 2x2 square in their corner, on the board (layer 1). */
    public static Position start(Setup setup, int height) {
        if (height < 1) throw new IllegalArgumentException("rods must be at least one layer high");
        boolean[] rods = new boolean[Board.SIZE * Board.SIZE];
        for (Hole h : Board.holes()) rods[h.index()] = setup.hasRod(h);
        Position p = new Position(
                setup,
                height,
                List.of(),
                new int[Board.SIZE * Board.SIZE * height],
                new int[Board.SIZE * Board.SIZE],
                rods);
        for (Claim c : setup.claims()) {
            p = p.with(
                    new Placement(
                            c.letter(),
                            BlockSet.START,
                            Orientation.R0,
                            c.corner().startSquare(),
                            0),
                    1);
        }
        return p;
    }

    public Setup setup() {
        return setup;
    }

    /** The rods' height in block layers. */
    public int height() {
        return height;
    }

    public List<Stacked> blocks() {
        return blocks;
    }

    /** The block filling a hole's layer, or null. */
    public Stacked at(Hole h, int layer) {
        if (layer < 1 || layer > height) return null;
        int i = grid[h.index() * height + layer - 1];
        return i == 0 ? null : blocks.get(i - 1);
    }

    /** The highest filled layer on the hole's rod, 0 when it is bare. */
    public int top(Hole h) {
        return tops[h.index()];
    }

    /** Whether a rod stands in the hole (same as {@link Setup#hasRod}, precomputed). */
    public boolean hasRod(Hole h) {
        return rods[h.index()];
    }

    /** The uppermost block on the rod, or null. */
    public Stacked uppermost(Hole h) {
        int t = top(h);
        return t == 0 ? null : at(h, t);
    }

    /** The layer a block over these holes comes to rest on when pushed down: one above the highest block beneath any of them. */
    public int landing(List<Hole> cells) {
        int max = 0;
        for (Hole h : cells) max = Math.max(max, top(h));
        return max + 1;
    }

    /** This position with the block added at the given layer (no rule is checked here). */
    public Position with(Placement placement, int layer) {
        if (layer < 1 || layer > height) throw new IllegalArgumentException("layer " + layer + " outside 1.." + height);
        int[] g = Arrays.copyOf(grid, grid.length);
        int[] t = Arrays.copyOf(tops, tops.length);
        List<Stacked> b = new ArrayList<>(blocks);
        b.add(new Stacked(placement, layer));
        for (Hole h : placement.cells()) {
            int k = h.index() * height + layer - 1;
            if (g[k] != 0) throw new IllegalArgumentException(h + " layer " + layer + " is already filled");
            g[k] = b.size();
            t[h.index()] = Math.max(t[h.index()], layer);
        }
        return new Position(setup, height, List.copyOf(b), g, t, rods);
    }

    /** Who owns each rod seen from above. */
    public TopView topView() {
        StringBuilder cells = new StringBuilder();
        for (Hole h : Board.holes()) {
            if (!setup.hasRod(h)) cells.append(TopView.NO_ROD);
            else {
                Stacked s = uppermost(h);
                cells.append(s == null ? TopView.BARE : s.player());
            }
        }
        return new TopView(setup, cells.toString());
    }
}
