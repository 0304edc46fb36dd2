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
 *       changes a tile's size. Coins come only as rewards, at most 2 a placement, and only once
 *       something (a display or a cafeteria) is on the sheet for the new display to touch.</li>
 *   <li>The route walks at least {@code d + 1} spaces, {@code d} the steps between the entrance and
 *       exit spaces; those not covered by tiles or cafeterias are empty and cost a point each:
 *       {@code empties >= d + 1 - covered}.</li>
 * </ol>
 * Any real play is a play of the relaxed game with at least as high a value, so the relaxed optimum
 * bounds the real one. The relaxed game is solved exactly by dynamic programming over (turn, coins,
 * reserve values used, cafeterias, spaces covered), keeping the most tiles per state.
 *
 * <p>Complexity: O(T * R^2 * C * S * R) for T turns, a reserve of R values, C = 3 cafeteria counts
 * and S = 50 covered counts (coins above what the reserve can still use are pointless and capped):
 * about 10^8 simple steps at worst for 40 turns and R = 30, in practice a few milliseconds.
 */
public final class UpperBound {
    private UpperBound() {}

    /** The bound and what it is made of. */
    public record Bound(int score, int tiles, int covered, int steps) {}

    public static Bound of(Challenge ch, TileChart chart) {
        int[] light = new int[ch.turns()];
        for (int t = 0; t < light.length; t++) light[t] = ch.light(t);
        int[] reserve = new int[ch.reserveSize(true)];
        for (int i = 0; i < reserve.length; i++) reserve[i] = ch.reserve(true, i);
        int[] area = new int[7];
        for (int face = 1; face <= 6; face++)
            area[face] = chart.tile(face, 1).spaces().size();
        Cell in = ch.entrance().cell();
        Cell out = ch.exit().cell();
        int steps = Math.abs(in.col() - out.col()) + Math.abs(in.row() - out.row());
        return solve(light, reserve, area, steps);
    }

    /**
     * The relaxed game's best value.
     *
     * @param light   the light die of each turn
     * @param reserve the light die's reserve, in the order rerolls take it
     * @param area    spaces of the tile of each light face (index 1..6)
     * @param steps   steps between the entrance and exit spaces
     */
    static Bound solve(int[] light, int[] reserve, int[] area, int steps) {
        final int spaces = Sheet.CELLS;
        final int r = reserve.length;
        // most[c][u][k][a]: most tiles placed with c coins, u reserve values used, k cafeterias, a spaces covered
        int[][][][] most = fresh(r, spaces);
        most[0][0][0][0] = 0;
        // a sheet with no route at all scores 0 (a tile's walls may close a door), so 0 is always possible
        Bound best = new Bound(0, 0, 0, steps);
        for (int t = 0; t < light.length; t++) {
            int[][][][] next = fresh(r, spaces);
            for (int c = 0; c <= r; c++) {
                for (int u = 0; u + c <= r; u++) {
                    for (int k = 0; k <= 2; k++) {
                        for (int a = 0; a <= spaces; a++) {
                            int n = most[c][u][k][a];
                            if (n < 0) continue;
                            if (k < 2 && a + 2 <= spaces) keep(next, c, u, k + 1, a + 2, n);
                            boolean canEarn = n > 0 || k > 0;
                            for (int m = 0; m <= c; m++) {
                                int face = m == 0 ? light[t] : reserve[u + m - 1];
                                int covered = a + area[face];
                                if (covered > spaces) continue;
                                int used = u + m;
                                int coins = Math.min(c - m + (canEarn ? 2 : 0), r - used);
                                keep(next, coins, used, k, covered, n + 1);
                                Bound v = value(n + 1, covered, steps);
                                if (v.score() > best.score()) best = v;
                            }
                        }
                    }
                }
            }
            most = next;
        }
        return best;
    }

    private static Bound value(int tiles, int covered, int steps) {
        int empties = Math.max(0, steps + 1 - covered);
        return new Bound(tiles - empties, tiles, covered, steps);
    }

    private static void keep(int[][][][] most, int c, int u, int k, int a, int n) {
        if (most[c][u][k][a] < n) most[c][u][k][a] = n;
    }

    private static int[][][][] fresh(int r, int spaces) {
        int[][][][] m = new int[r + 1][r + 1][3][spaces + 1];
        for (int[][][] x : m) for (int[][] y : x) for (int[] z : y) Arrays.fill(z, -1);
        return m;
    }
}
