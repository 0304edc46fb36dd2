package pnp.ikes.format.photo;

import pnp.grid.Cell;
import pnp.ikes.model.PrintedSheet;

/**
 * The pencil inside one space as a small picture (half-millimetre cells, the printed name's corner
 * left out), centred on its ink, so two spaces' marks can be compared: a player who draws a
 * cafeteria as the same mark in each of its two spaces draws two alike pictures.
 */
final class InkPatch {
    static final double CELL = 0.5;
    static final int N = (int) Math.round((PrintedSheet.SQUARE - 2 * SpaceReader.INSET) / CELL);

    private InkPatch() {}

    /** How alike two spaces' pencil is: 0 nothing in common .. 1 the same picture (after centring, a little blurred). */
    static double similarity(Rectified r, Cell a, Cell b) {
        double[] p = centred(patch(r, a));
        double[] q = centred(patch(r, b));
        double pq = 0;
        double pp = 0;
        double qq = 0;
        for (int i = 0; i < p.length; i++) {
            pq += p[i] * q[i];
            pp += p[i] * p[i];
            qq += q[i] * q[i];
        }
        return pp == 0 || qq == 0 ? 0 : pq / Math.sqrt(pp * qq);
    }

    private static double[] patch(Rectified r, Cell c) {
        double q = PrintedSheet.SQUARE;
        double[] v = new double[N * N];
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < N; i++) {
                double x = SpaceReader.INSET + (i + 0.5) * CELL;
                double y = SpaceReader.INSET + (j + 0.5) * CELL;
                if (x < SpaceReader.NAME_W && y < SpaceReader.NAME_H) continue;
                float k = r.inkAt(c.col() * q + x, c.row() * q + y);
                v[j * N + i] = k > SpaceReader.INKED ? 1 : 0;
            }
        }
        return v;
    }

    /** Moved so its ink's centre is the picture's centre, then blurred by one cell each way. */
    private static double[] centred(double[] v) {
        double sx = 0;
        double sy = 0;
        double s = 0;
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < N; i++) {
                sx += i * v[j * N + i];
                sy += j * v[j * N + i];
                s += v[j * N + i];
            }
        }
        if (s == 0) return v;
        int dx = (int) Math.round(sx / s - (N - 1) / 2.0);
        int dy = (int) Math.round(sy / s - (N - 1) / 2.0);
        double[] out = new double[N * N];
        for (int j = 0; j < N; j++) {
            for (int i = 0; i < N; i++) {
                double sum = 0;
                for (int b = -1; b <= 1; b++) {
                    for (int a = -1; a <= 1; a++) {
                        int x = i + dx + a;
                        int y = j + dy + b;
                        if (x >= 0 && y >= 0 && x < N && y < N) sum += v[y * N + x];
                    }
                }
                out[j * N + i] = sum;
            }
        }
        return out;
    }
}
