package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.TreeSet;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.Space;
import pnp.ikes.model.Tile;
import pnp.ikes.model.TileChart;

/**
 * The state of one solo game between moves: what is drawn on the sheet, the coins, the turn and the
 * current dice (after any rerolls), and how much of each reroll reserve is used. Immutable from the
 * outside: {@link Rules#apply} returns a new position.
 *
 * <p>The drawing is kept compactly (a byte a space for its content and one for its walls and
 * doorways) because the solver copies positions by the million; {@link #sheet()} is the same drawing
 * as the one sheet model, {@link pnp.ikes.model.Sheet}, and {@link #score()} scores it with the one
 * exact scorer. Nothing else reads the compact arrays but the rules and the solver's estimate.
 */
public final class Position {
    final Challenge challenge;
    final TileChart chart;
    /** Per space: {@link Board#EMPTY}, 1..6 display, {@link Board#OCCUPIED}, {@link Board#CAFETERIA}. */
    final byte[] space;
    /** Per space: bit s = wall segment on side s (N E S W = 0..3); bit 4+s = a doorway in it. */
    final byte[] wall;
    /** Cafeteria spaces in pairs: cafes[0],cafes[1] is the first cafeteria. */
    final int[] cafes;

    int cafeCount;
    int coins;
    int turn;
    int light;
    int dark;
    int lightUsed;
    int darkUsed;
    boolean stopped;
    /** Cached open sides, one set of spaces per side ({@link Board#openMasks}); null until asked, reset when walls change. */
    private long[] openMasks;

    private Position(Challenge challenge, TileChart chart, byte[] space, byte[] wall, int[] cafes) {
        this.challenge = challenge;
        this.chart = chart;
        this.space = space;
        this.wall = wall;
        this.cafes = cafes;
    }

    /** The empty sheet at the start of turn 1, with 0 coins. */
    public static Position start(Challenge challenge, TileChart chart) {
        Position p = new Position(challenge, chart, new byte[Board.CELLS], new byte[Board.CELLS], new int[4]);
        p.turn = 0;
        p.rollForTurn();
        return p;
    }

    Position copy() {
        Position p = new Position(challenge, chart, space.clone(), wall.clone(), cafes.clone());
        p.cafeCount = cafeCount;
        p.coins = coins;
        p.turn = turn;
        p.light = light;
        p.dark = dark;
        p.lightUsed = lightUsed;
        p.darkUsed = darkUsed;
        p.stopped = stopped;
        p.openMasks = openMasks; // the same walls: the cache stays valid until wallsChanged()
        return p;
    }

    void rollForTurn() {
        if (turn < challenge.turns()) {
            light = challenge.light(turn);
            dark = challenge.dark(turn);
        } else {
            light = 0;
            dark = 0;
        }
    }

    public Challenge challenge() {
        return challenge;
    }

    public TileChart chart() {
        return chart;
    }

    public int coins() {
        return coins;
    }
    /** Turns completed so far (0 before the first); the current turn is {@code turnsPlayed() + 1}. */
    public int turnsPlayed() {
        return turn;
    }

    public int light() {
        return light;
    }

    public int dark() {
        return dark;
    }

    public int lightUsed() {
        return lightUsed;
    }

    public int darkUsed() {
        return darkUsed;
    }

    public int cafeteriaCount() {
        return cafeCount;
    }

    public boolean stopped() {
        return stopped;
    }
    /** The game is over: the player stopped or every turn of the challenge has been played. */
    public boolean over() {
        return stopped || turn >= challenge.turns();
    }

    /** The tile the current dice name. */
    public Tile tile() {
        return chart.tile(light, dark);
    }

    /** 0 empty, 1..6 a display of that face, 7 occupied without a display, 8 cafeteria. */
    public int content(Cell c) {
        return space[Board.index(c)];
    }

    public int content(int index) {
        return space[index];
    }

    public boolean isEmpty(Cell c) {
        return space[Board.index(c)] == Board.EMPTY;
    }

    public boolean hasWall(Cell c, Side s) {
        return (wall[Board.index(c)] & (1 << s.ordinal())) != 0;
    }

    public boolean hasDoor(Cell c, Side s) {
        return (wall[Board.index(c)] & (16 << s.ordinal())) != 0;
    }

    /** A wall segment without a doorway on side {@code s} of space {@code i}. */
    public boolean closed(int i, int s) {
        return ((wall[i] >> s) & 1) != 0 && ((wall[i] >> (4 + s)) & 1) == 0;
    }

    /** Whether a shopper may step from space {@code i} through its side {@code s} (false off the sheet). */
    public boolean open(int i, int s) {
        int n = Board.neighbour(i, s);
        return n >= 0 && !closed(i, s) && !closed(n, (s + 2) & 3);
    }

    /**
     * Per side (N=0 E=1 S=2 W=3), the spaces a shopper may leave through that side (see {@link #open}), as
     * bits of a {@code long}; cached, and shared by copies until a wall or doorway is drawn, so positions
     * with the same walls return the same array. Read only.
     */
    public long[] openMasks() {
        long[] m = openMasks;
        if (m == null) {
            m = Board.openMasks(wall);
            openMasks = m;
        }
        return m;
    }

    /** Called by the rules whenever a wall segment or doorway is drawn. */
    void wallsChanged() {
        openMasks = null;
    }

    /** The cafeterias, each as its two spaces in reading order. */
    public List<Cell[]> cafeterias() {
        List<Cell[]> out = new ArrayList<>();
        for (int k = 0; k < cafeCount; k++) {
            int a = Math.min(cafes[2 * k], cafes[2 * k + 1]);
            int b = Math.max(cafes[2 * k], cafes[2 * k + 1]);
            out.add(new Cell[] {Board.cell(a), Board.cell(b)});
        }
        return out;
    }

    /** Space index of cafeteria {@code k}'s space {@code which} (0 or 1), as drawn. */
    public int cafe(int k, int which) {
        return cafes[2 * k + which];
    }

    /** The wall bits of space {@code i}: bit s a wall segment on side s (N E S W), bit 4+s a doorway in it. */
    public int wallBits(int i) {
        return wall[i];
    }

    /**
     * What is drawn so far as the one sheet model: the spaces, walls, doorways, entrance and exit,
     * cafeterias and coins (capped at 99, as the sheet's coin box). Every final score is the
     * project's scorer ({@link RouteScorer}) applied to this sheet. O(49).
     */
    public Sheet sheet() {
        List<Space> grid = new ArrayList<>(Board.CELLS);
        TreeSet<CellSide> walls = new TreeSet<>();
        TreeSet<CellSide> doors = new TreeSet<>();
        for (int i = 0; i < Board.CELLS; i++) {
            int v = space[i];
            grid.add(
                    switch (v) {
                        case Board.EMPTY -> Space.EMPTY;
                        case Board.OCCUPIED -> Space.OCCUPIED;
                        case Board.CAFETERIA -> Space.CAFETERIA;
                        default -> Space.display(v);
                    });
            Cell c = Board.cell(i);
            for (Side s : Side.values()) {
                if (hasWall(c, s)) walls.add(new CellSide(c, s));
                if (hasDoor(c, s)) doors.add(new CellSide(c, s));
            }
        }
        List<Cafeteria> cafes = new ArrayList<>();
        for (Cell[] k : cafeterias()) cafes.add(new Cafeteria(k[0], k[1]));
        return new Sheet(
                grid,
                walls,
                doors,
                challenge.entrance(),
                challenge.exit(),
                cafes,
                OptionalInt.of(Math.min(coins, 99)),
                OptionalInt.empty());
    }

    /** The final score under the scoring contract: {@link RouteScorer} on {@link #sheet()}, each space once. */
    public ScoreResult score() {
        return RouteScorer.score(sheet(), Variant.DISTINCT);
    }

    /** A 64-bit fingerprint of everything that matters for the rest of the game (for search). */
    public long fingerprint() {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < Board.CELLS; i++) h = (h ^ (space[i] | (wall[i] & 0xff) << 4)) * 0x100000001B3L + i;
        h = (h ^ coins) * 0x100000001B3L;
        h = (h ^ (turn | lightUsed << 8 | darkUsed << 16 | light << 24 | (long) dark << 28 | (long) cafeCount << 32))
                * 0x100000001B3L;
        for (int k = 0; k < 2 * cafeCount; k++) h = (h ^ cafes[k]) * 0x100000001B3L;
        return h ^ (stopped ? 1 : 0);
    }
}
