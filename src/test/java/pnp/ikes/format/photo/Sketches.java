package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.List;
import pnp.random.Rng;

/**
 * Pencil shapes other than the legend's furniture ({@link Furniture}), as strokes in a unit box, x
 * right and y down: the die's digits, a letter C, "caf", a tick, a cross, a circle, a fork, and a
 * seeded scribble.
 */
final class Sketches {
    private Sketches() {}

    /** The digit as a player writes it, in a box half as wide as it is high (x 0.25..0.75). */
    static List<double[]> digit(int n) {
        return switch (n) {
            case 1 -> List.of(new double[] {0.38, 0.2, 0.55, 0.05, 0.55, 0.95});
            case 2 ->
                List.of(new double[] {0.28, 0.2, 0.4, 0.06, 0.6, 0.06, 0.72, 0.22, 0.65, 0.45, 0.27, 0.95, 0.75, 0.95});
            case 3 ->
                List.of(new double[] {0.28, 0.1, 0.7, 0.08, 0.45, 0.45, 0.7, 0.6, 0.68, 0.88, 0.45, 0.96, 0.27, 0.85});
            case 4 -> List.of(new double[] {0.6, 0.95, 0.6, 0.05, 0.25, 0.65, 0.78, 0.65});
            case 5 ->
                List.of(new double[] {0.7, 0.06, 0.32, 0.06, 0.28, 0.45, 0.6, 0.42, 0.72, 0.65, 0.6, 0.93, 0.27, 0.9});
            case 6 ->
                List.of(new double[] {
                    0.65, 0.06, 0.35, 0.35, 0.28, 0.75, 0.45, 0.95, 0.68, 0.85, 0.68, 0.6, 0.45, 0.52, 0.3, 0.62
                });
            default -> throw new IllegalArgumentException("digit " + n);
        };
    }

    /** An arc of a C, open to the right, round the box's centre. */
    static List<double[]> letterC() {
        return List.of(arc(0.5, 0.5, 0.45, 0.45, 0.25 * Math.PI, 1.75 * Math.PI, 14));
    }

    /** "caf" in a box three times as wide as it is high. */
    static List<double[]> caf() {
        List<double[]> out = new ArrayList<>();
        out.add(arc(0.15, 0.6, 0.12, 0.3, 0.3 * Math.PI, 1.7 * Math.PI, 8));
        out.add(arc(0.48, 0.6, 0.12, 0.3, 0, 2 * Math.PI, 10));
        out.add(new double[] {0.6, 0.3, 0.6, 0.95});
        out.add(new double[] {0.95, 0.05, 0.82, 0.05, 0.78, 0.3, 0.78, 0.95});
        out.add(new double[] {0.7, 0.4, 0.92, 0.4});
        return out;
    }

    static List<double[]> tick() {
        return List.of(new double[] {0, 0.55, 0.35, 1, 1, 0});
    }

    static List<double[]> cross() {
        return List.of(new double[] {0, 0, 1, 1}, new double[] {1, 0, 0, 1});
    }

    static List<double[]> circle() {
        return List.of(arc(0.5, 0.5, 0.5, 0.5, 0, 2 * Math.PI + 0.4, 12));
    }

    /** A fork pointing up: a handle, a crossbar and three tines. */
    static List<double[]> fork() {
        return List.of(
                new double[] {0.5, 1, 0.5, 0.45},
                new double[] {0.2, 0.45, 0.8, 0.45},
                new double[] {0.2, 0.45, 0.2, 0},
                new double[] {0.5, 0.45, 0.5, 0},
                new double[] {0.8, 0.45, 0.8, 0});
    }

    /** A scribble: one stroke looping round the box, seeded. */
    static List<double[]> scribble(Rng rng) {
        int n = 8 + rng.nextInt(8);
        double[] p = new double[2 * n];
        for (int i = 0; i < n; i++) {
            p[2 * i] = 0.1 + rng.nextDouble() * 0.8;
            p[2 * i + 1] = 0.1 + rng.nextDouble() * 0.8;
        }
        return List.of(p);
    }

    private static double[] arc(double cx, double cy, double rx, double ry, double from, double to, int n) {
        double[] p = new double[2 * (n + 1)];
        for (int i = 0; i <= n; i++) {
            double a = from + (to - from) * i / n;
            p[2 * i] = cx + rx * Math.cos(a);
            p[2 * i + 1] = cy - ry * Math.sin(a);
        }
        return p;
    }
}
