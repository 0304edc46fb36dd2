package pnp.ikes.solver;

import java.util.Arrays;
import pnp.grid.Cell;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.TileChart;

/**
 * A score no play of a solo challenge can beat: the best score of a relaxed game that knows every
 * die and both reserves in advance and ignores where tiles go. The argument (also in
 * {@code seeds/ikes.md}):
 * <ol>
 *   <li>Every display is the one display of a tile placed on some turn, so the route passes at most
 *       as many displays as tiles were placed: {@code score <= tiles - empties on the route}.</li>
 *   <li>A turn places the rolled tile (after rerolls), a cafeteria (at most two, two spaces each),
 *       or ends the game: there is no passing. So the tiles placed are a prefix of the turns with at
 *       most two turns swapped for cafeterias.</li>
 *   <li>A tile covers as many spaces as its shape (the light die): 1, 2, 2, 3, 3 or 4 on the standard
 *       chart; everything placed fits in the 49 spaces, whatever the geometry.</li>
 *   <li>A reroll costs a coin and gives the die the next value of its reserve; only the light die
 *       changes a tile's size. Coins come only as rewards, at most 2 a placement.</li>
 *   <li>A reward needs the new display next to a cafeteria or to an earlier display of the same face,
 *       and the new display shows one of the turn's two dice. Before the first cafeteria, the relaxed
 *       game keeps the set of faces shown so far and pays only a display whose face is in it; the
 *       neighbour's place is ignored. The dark die matters only through that face: a dark reroll costs
 *       a coin and gives the relaxed player any face it likes (the real one takes its reserve's next
 *       value). From the first cafeteria on, or after {@link #FACE_TURNS} turns, every display may
 *       earn.</li>
 *   <li>The route walks at least {@code d + 1} spaces, {@code d} the steps between the entrance and
 *       exit spaces; those not covered by tiles or cafeterias are empty and cost a point each:
 *       {@code empties >= d + 1 - covered}.</li>
 * </ol>
 * Any real play is a play of the relaxed game with at least as high a value, so the relaxed optimum
 * bounds the real one. The relaxed game is solved exactly by dynamic programming over (turn, coins,
 * light reserve values used, cafeterias, spaces covered, and the faces shown while they count),
 * keeping the most tiles per state. Coins beyond the light values left are capped: the light rerolls
 * to come can be paid from them alone, and a dark reroll serves only to earn coins.
 *
 * <p>Complexity: O(T * R^2 * C * S * R) for T turns, a reserve of R values, C = 3 cafeteria counts
 * and S = 50 covered counts, plus O(F * R^2 * S * 64 * R * 6) for the F turns that track faces (64
 * sets of faces, 6 faces to show): about 10 ms a challenge in practice, as fast as the bound without faces
 * (the two tables of each kind are reused from turn to turn).
 */
public final class UpperBound {
    /** Turns during which the relaxed game tracks the faces shown; later every display may earn. */
    static final int FACE_TURNS = 8;

    private static final int FACES = 1 << 6;

    private UpperBound() {}

    /** The bound and what it is made of. */
    public record Bound(int score, int tiles, int covered, int steps) {}

    public static Bound of(Challenge ch, TileChart chart) {
        int[] light = new int[ch.turns()];
        int[] dark = new int[ch.turns()];
        for (int t = 0; t < light.length; t++) {
            light[t] = ch.light(t);
            dark[t] = ch.dark(t);
        }
        int[] reserve = new int[ch.reserveSize(true)];
        for (int i = 0; i < reserve.length; i++) reserve[i] = ch.reserve(true, i);
        int[] area = new int[7];
        for (int face = 1; face <= 6; face++)
            area[face] = chart.tile(face, 1).spaces().size();
        Cell in = ch.entrance().cell();
        Cell out = ch.exit().cell();
        int steps = Math.abs(in.col() - out.col()) + Math.abs(in.row() - out.row());
        return solve(light, dark, reserve, area, steps);
    }

    /**
     * The relaxed game's best value.
     *
     * @param light   the light die of each turn
     * @param dark    the dark die of each turn
     * @param reserve the light die's reserve, in the order rerolls take it
     * @param area    spaces of the tile of each light face (index 1..6)
     * @param steps   steps between the entrance and exit spaces
     */
    static Bound solve(int[] light, int[] dark, int[] reserve, int[] area, int steps) {
        final int spaces = Sheet.CELLS;
        final int r = reserve.length;
        // most[c][u][k][a]: most tiles placed with c coins, u reserve values used, k cafeterias, a spaces
        // covered, every display free to earn (k > 0, or the faces no longer tracked)
        int[][][][] most = fresh(r, 3, spaces + 1);
        int[][][][] next = fresh(r, 3, spaces + 1);
        // the same before any cafeteria, with the set of faces shown (bit face - 1): see Shown
        Shown shown = new Shown(r);
        Shown nextShown = new Shown(r);
        shown.keep(0, 0, 0, 0, 0);
        // a sheet with no route at all scores 0 (a tile's walls may close a door), so 0 is always possible
        Bound best = new Bound(0, 0, 0, steps);
        for (int t = 0; t < light.length; t++) {
            clear(next);
            if (t < FACE_TURNS) {
                boolean last = t + 1 == FACE_TURNS;
                best = turnWithFaces(shown, nextShown, last, next, light[t], dark[t], reserve, area, steps, best);
                Shown done = shown;
                shown = nextShown;
                nextShown = done.clear();
            }
            best = turn(most, next, light[t], reserve, area, steps, best);
            int[][][][] done = most;
            most = next;
            next = done;
        }
        return best;
    }

    /**
     * One turn from the states before any cafeteria, faces tracked, into {@code next}; a cafeteria, or any
     * move on the {@code last} turn that tracks faces, goes into {@code plain} instead.
     */
    private static Bound turnWithFaces(
            Shown shown,
            Shown next,
            boolean last,
            int[][][][] plain,
            int light,
            int dark,
            int[] reserve,
            int[] area,
            int steps,
            Bound best) {
        final int spaces = Sheet.CELLS;
        final int r = reserve.length;
        for (int c = 0; c <= shown.maxCoins; c++) {
            for (int u = 0; u <= shown.maxUsed && u + c <= r; u++) {
                for (int a = 0; a <= shown.maxCovered; a++) {
                    for (int f = 0; f < FACES; f++) {
                        int n = shown.get(c, u, a, f);
                        if (n < 0) continue;
                        if (a + 2 <= spaces) {
                            keep(plain, c, u, 1, a + 2, n);
                            best = better(best, n, a + 2, steps);
                        }
                        for (int m = 0; m <= c; m++) {
                            int face = m == 0 ? light : reserve[u + m - 1];
                            int covered = a + area[face];
                            if (covered > spaces) continue;
                            int used = u + m;
                            best = better(best, n + 1, covered, steps);
                            for (int d = 1; d <= 6; d++) {
                                int cost = m + (d == face || d == dark ? 0 : 1); // any other face: a dark reroll
                                if (cost > c) continue;
                                int bit = 1 << (d - 1);
                                int coins = Math.min(c - cost + ((f & bit) != 0 ? 2 : 0), r - used);
                                if (last) keep(plain, coins, used, 0, covered, n + 1);
                                else next.keep(coins, used, covered, f | bit, n + 1);
                            }
                        }
                    }
                }
            }
        }
        return best;
    }

    /**
     * Most tiles placed before any cafeteria by (coins, reserve values used, spaces covered, faces shown), in
     * one flat array, with the largest coins, values used and spaces covered reached so far: early turns
     * reach only a corner of the table, and only that corner is walked and cleared.
     */
    private static final class Shown {
        final int side;
        final int[] most;
        int maxCoins = -1;
        int maxUsed = -1;
        int maxCovered = -1;

        Shown(int r) {
            // a turn earns at most 2 coins, and a value used was paid with a coin: both stay below 2 a turn
            this.side = Math.min(r, 2 * FACE_TURNS) + 1;
            this.most = new int[side * side * (Sheet.CELLS + 1) * FACES];
            Arrays.fill(most, -1);
        }

        int index(int c, int u, int a, int f) {
            return ((c * side + u) * (Sheet.CELLS + 1) + a) * FACES + f;
        }

        int get(int c, int u, int a, int f) {
            return most[index(c, u, a, f)];
        }

        void keep(int c, int u, int a, int f, int n) {
            int i = index(c, u, a, f);
            if (most[i] < n) most[i] = n;
            maxCoins = Math.max(maxCoins, c);
            maxUsed = Math.max(maxUsed, u);
            maxCovered = Math.max(maxCovered, a);
        }

        Shown clear() {
            for (int c = 0; c <= maxCoins; c++) {
                for (int u = 0; u <= maxUsed; u++) {
                    int from = index(c, u, 0, 0);
                    Arrays.fill(most, from, from + (maxCovered + 1) * FACES, -1);
                }
            }
            maxCoins = maxUsed = maxCovered = -1;
            return this;
        }
    }

    /** One turn from the states where every display may earn. */
    private static Bound turn(
            int[][][][] most, int[][][][] next, int light, int[] reserve, int[] area, int steps, Bound best) {
        final int spaces = Sheet.CELLS;
        final int r = reserve.length;
        for (int c = 0; c <= r; c++) {
            for (int u = 0; u + c <= r; u++) {
                for (int k = 0; k <= 2; k++) {
                    for (int a = 0; a <= spaces; a++) {
                        int n = most[c][u][k][a];
                        if (n < 0) continue;
                        if (k < 2 && a + 2 <= spaces) {
                            keep(next, c, u, k + 1, a + 2, n);
                            best = better(best, n, a + 2, steps);
                        }
                        for (int m = 0; m <= c; m++) {
                            int face = m == 0 ? light : reserve[u + m - 1];
                            int covered = a + area[face];
                            if (covered > spaces) continue;
                            int used = u + m;
                            int coins = Math.min(c - m + 2, r - used);
                            keep(next, coins, used, k, covered, n + 1);
                            best = better(best, n + 1, covered, steps);
                        }
                    }
                }
            }
        }
        return best;
    }

    private static Bound better(Bound best, int tiles, int covered, int steps) {
        int empties = Math.max(0, steps + 1 - covered);
        return tiles - empties > best.score() ? new Bound(tiles - empties, tiles, covered, steps) : best;
    }

    private static void keep(int[][][][] most, int c, int u, int x, int y, int n) {
        if (most[c][u][x][y] < n) most[c][u][x][y] = n;
    }

    private static void clear(int[][][][] most) {
        for (int[][][] x : most) for (int[][] y : x) for (int[] z : y) Arrays.fill(z, -1);
    }

    private static int[][][][] fresh(int r, int xs, int ys) {
        int[][][][] m = new int[r + 1][r + 1][xs][ys];
        for (int[][][] x : m) for (int[][] y : x) for (int[] z : y) Arrays.fill(z, -1);
        return m;
    }
}
