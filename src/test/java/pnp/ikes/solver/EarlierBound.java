package pnp.ikes.solver;

import java.util.Arrays;
import pnp.grid.Cell;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;

/**
 * The bound as it was before it tracked faces (test code, kept to measure the new one against): the
 * relaxed game in which every placement after the first thing drawn earns 2 coins. Same dynamic
 * programme over (turn, coins, light reserve values used, cafeterias, spaces covered).
 */
final class EarlierBound {
    private EarlierBound() {}

    static int of(Challenge ch, TileChart chart) {
        int[] area = new int[7];
        for (int face = 1; face <= 6; face++)
            area[face] = chart.tile(face, 1).spaces().size();
        Cell in = ch.entrance().cell();
        Cell out = ch.exit().cell();
        int steps = Math.abs(in.col() - out.col()) + Math.abs(in.row() - out.row());
        int r = ch.reserveSize(true);
        int[][][][] most = fresh(r);
        most[0][0][0][0] = 0;
        int best = 0;
        for (int t = 0; t < ch.turns(); t++) {
            int[][][][] next = fresh(r);
            for (int c = 0; c <= r; c++) {
                for (int u = 0; u + c <= r; u++) {
                    for (int k = 0; k <= 2; k++) {
                        for (int a = 0; a <= 49; a++) {
                            int n = most[c][u][k][a];
                            if (n < 0) continue;
                            if (k < 2 && a + 2 <= 49) keep(next, c, u, k + 1, a + 2, n);
                            boolean canEarn = n > 0 || k > 0;
                            for (int m = 0; m <= c; m++) {
                                int face = m == 0 ? ch.light(t) : ch.reserve(true, u + m - 1);
                                int covered = a + area[face];
                                if (covered > 49) continue;
                                int coins = Math.min(c - m + (canEarn ? 2 : 0), r - u - m);
                                keep(next, coins, u + m, k, covered, n + 1);
                                best = Math.max(best, n + 1 - Math.max(0, steps + 1 - covered));
                            }
                        }
                    }
                }
            }
            most = next;
        }
        return best;
    }

    private static void keep(int[][][][] most, int c, int u, int k, int a, int n) {
        if (most[c][u][k][a] < n) most[c][u][k][a] = n;
    }

    private static int[][][][] fresh(int r) {
        int[][][][] m = new int[r + 1][r + 1][3][50];
        for (int[][][] x : m) for (int[][] y : x) for (int[] z : y) Arrays.fill(z, -1);
        return m;
    }
}
