package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.List;
import pnp.grid.Cell;
import pnp.ikes.model.PrintedSheet;
import pnp.random.Rng;

/**
 * The strokes (polylines in sheet millimetres) of cafeteria marks that fill or cross the pair's box:
 * slanting hatching, level or upright hatching, a zigzag shading, a big X.
 */
final class CafeteriaStrokes {
    private CafeteriaStrokes() {}

    static List<double[]> of(Hand.Style style, Cell a, Cell b, Rng rng) {
        List<double[]> out = new ArrayList<>();
        switch (style) {
            case CAFETERIA_HATCH -> {
                double[] x = box(a, b, 3);
                double gap = 2.5 + rng.nextDouble() * 1.5;
                for (double k = x[0] - (x[3] - x[1]); k < x[2]; k += gap) {
                    // the slant y - y0 = x - k, clipped to the box
                    double sx = Math.max(x[0], k);
                    double ex = Math.min(x[2], k + (x[3] - x[1]));
                    if (ex - sx >= 1) out.add(new double[] {sx, x[1] + sx - k, ex, x[1] + ex - k});
                }
            }
            case CAFETERIA_HATCH_STRAIGHT -> {
                double[] x = box(a, b, 3);
                boolean level = rng.nextBoolean();
                double gap = 2.5 + rng.nextDouble() * 1.5;
                for (double k = (level ? x[1] : x[0]) + gap / 2; k < (level ? x[3] : x[2]); k += gap) {
                    double wob = (rng.nextDouble() * 2 - 1) * 0.4;
                    out.add(level ? new double[] {x[0], k, x[2], k + wob} : new double[] {k, x[1], k + wob, x[3]});
                }
            }
            case CAFETERIA_SHADED -> {
                double[] x = box(a, b, 3);
                boolean level = rng.nextBoolean();
                double step = 0.9 + rng.nextDouble() * 0.5;
                int n = (int) ((level ? x[3] - x[1] : x[2] - x[0]) / step);
                double[] zig = new double[2 * (n + 1)];
                for (int i = 0; i <= n; i++) {
                    double along = (level ? x[1] : x[0]) + i * step;
                    double across = i % 2 == 0 ? (level ? x[0] : x[1]) : (level ? x[2] : x[3]);
                    across += (rng.nextDouble() * 2 - 1) * 0.6;
                    zig[2 * i] = level ? across : along;
                    zig[2 * i + 1] = level ? along : across;
                }
                out.add(zig);
            }
            case CAFETERIA_CROSS -> {
                double[] x = box(a, b, 2 + rng.nextDouble());
                out.add(new double[] {x[0], x[1], x[2], x[3]});
                out.add(new double[] {x[2], x[1], x[0], x[3]});
            }
            default -> throw new IllegalArgumentException(style.name());
        }
        return out;
    }

    /** The pair's box, {@code in} mm inside its lines: x0, y0, x1, y1. */
    private static double[] box(Cell a, Cell b, double in) {
        double q = PrintedSheet.SQUARE;
        return new double[] {
            Math.min(a.col(), b.col()) * q + in,
            Math.min(a.row(), b.row()) * q + in,
            (Math.max(a.col(), b.col()) + 1) * q - in,
            (Math.max(a.row(), b.row()) + 1) * q - in
        };
    }
}
