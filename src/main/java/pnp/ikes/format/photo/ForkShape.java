package pnp.ikes.format.photo;

import java.util.Arrays;
import java.util.List;

/**
 * A fork drawn inside one space, as a player may mark each half of a cafeteria: a straight handle
 * that ends in tines running the handle's way. Across the ink's long axis, the tines' end shows
 * several separate strokes and the handle's end one. A furniture sketch, a number, a dot or a
 * scribble seldom shows both.
 */
final class ForkShape {
    /** The ink must be at least this many times as long as it is wide. */
    static final double LONG = 1.4;
    /** ... and at least this long (mm). */
    static final double MIN_LENGTH = 5;
    /** The tines are looked for from this share of the length from their end to {@link #TINES_TO}. */
    static final double TINES_FROM = 0.08;

    static final double TINES_TO = 0.35;
    /** The handle is looked for from this share of the length from its end to {@link #HANDLE_TO}. */
    static final double HANDLE_FROM = 0.08;

    static final double HANDLE_TO = 0.45;
    /** The tines' end is cut in this many bands across, each looked at alone (drawn tines wander). */
    static final int BANDS = 3;
    /** Ink across the long axis is gathered in bins of this (mm). */
    static final double BIN = 0.25;
    /**
     * A fork with a slim handle: at least this many times as long as it is wide, ...
     */
    static final double SLIM_LONG = 2.3;
    /** ... the handle's stretch ({@link #HANDLE_FROM} to {@link #HANDLE_TO} from its end) holding at most this share of the ink, ... */
    static final double SLIM_SHARE = 0.25;
    /** ... and that ink lying in one thin stroke: its spread across the axis (standard deviation, mm) at most this. */
    static final double SLIM_SPREAD = 0.35;
    /**
     * A handle that is slim but for a wobble: its spread at most this (mm). Two forks of two tines pair when
     * one handle is slim and the other at least this slim.
     */
    static final double NEARLY_SLIM = 0.52;

    private ForkShape() {}

    /**
     * What a space's pencil shows of a fork: its tines (0 when no fork), its long axis (degrees, 0 to
     * 180), and, when it is long with little ink at one end, the spread across the axis (mm) of that
     * end's ink ({@link Double#POSITIVE_INFINITY} otherwise). A thin one is a slim handle, which a fork
     * has and most of the legend's furniture, the die's numbers and scribbles do not (the lamp's stem can
     * look so: a slim handle alone makes no fork). Its elongation is how many times as long as wide the ink
     * is (0 when too little ink to tell).
     */
    record Fork(int tines, double axis, double handle, double elongation) {
        Fork(int tines, double axis) {
            this(tines, axis, Double.POSITIVE_INFINITY);
        }

        Fork(int tines, double axis, double handle) {
            this(tines, axis, handle, 0);
        }

        /** Whether the fork has a slim handle ({@link #SLIM_SPREAD}). */
        boolean slim() {
            return handle <= SLIM_SPREAD;
        }

        /** Whether the fork's handle is slim but for a wobble ({@link #NEARLY_SLIM}). */
        boolean nearlySlim() {
            return handle <= NEARLY_SLIM;
        }

        /** Whether two forks' long axes lie within {@code degrees} of each other. */
        boolean alongside(Fork o, double degrees) {
            double d = Math.abs(axis - o.axis) % 180;
            return Math.min(d, 180 - d) <= degrees;
        }
    }

    /** Of two views of the same space's pencil, the one that shows more tines (the first when as many). */
    static Fork better(List<double[]> a, List<double[]> b) {
        Fork x = read(a);
        if (a == b) return x;
        Fork y = read(b);
        return y.tines() > x.tines() ? y : x;
    }

    /**
     * How many tines the points (x and y in mm, and the ink there when given) show at the end of a fork
     * opposite its single handle, whichever way it points, and its long axis; no tines when they do not
     * look like a fork at all (too short, too squat, or no single handle).
     */
    static Fork read(List<double[]> pts) {
        if (pts.size() < 30) return new Fork(0, 0);
        Moments moments = Moments.of(pts);
        double[] mean = {moments.cx(), moments.cy()};
        // the long axis: the principal direction of the ink
        double angle = moments.angle();
        double axis = (Math.toDegrees(angle) + 180) % 180;
        double cos = Math.cos(angle);
        double sin = Math.sin(angle);
        double[] u = new double[pts.size()];
        double[] v = new double[pts.size()];
        double[] w = new double[pts.size()];
        for (int i = 0; i < pts.size(); i++) {
            double[] p = pts.get(i);
            double dx = p[0] - mean[0];
            double dy = p[1] - mean[1];
            u[i] = dx * cos + dy * sin;
            v[i] = -dx * sin + dy * cos;
            w[i] = p.length > 2 ? p[2] : 1;
        }
        double[] su = sorted(u);
        double[] sv = sorted(v);
        double u0 = su[(int) (su.length * 0.02)];
        double length = su[(int) (su.length * 0.98)] - u0;
        double width = sv[(int) (sv.length * 0.98)] - sv[(int) (sv.length * 0.02)];
        double elongation = width > 0 ? length / width : Double.POSITIVE_INFINITY;
        if (length < MIN_LENGTH || length < LONG * width)
            return new Fork(0, axis, Double.POSITIVE_INFINITY, elongation);
        Across across = new Across(u, v, w, u0, length, sv[0], (int) ((sv[sv.length - 1] - sv[0]) / BIN) + 1);
        double handle = length >= SLIM_LONG * width
                ? Math.min(across.handleSpread(false), across.handleSpread(true))
                : Double.POSITIVE_INFINITY;
        return new Fork(Math.max(across.tines(false), across.tines(true)), axis, handle, elongation);
    }

    /** The ink seen along the long axis u (from u0, over length) and across it v (from v0, in bins). */
    private record Across(double[] u, double[] v, double[] w, double u0, double length, double v0, int bins) {
        /**
         * The spread across the axis (standard deviation, mm) of the ink in the handle's stretch at the high
         * end of u (the low end when {@code flip}), when that stretch holds little of the ink ({@link
         * #SLIM_SHARE}); {@link Double#POSITIVE_INFINITY} when it holds more.
         */
        double handleSpread(boolean flip) {
            double all = 0;
            double in = 0;
            double sum = 0;
            double squares = 0;
            for (int i = 0; i < u.length; i++) {
                all += w[i];
                double t = (u[i] - u0) / length;
                if (flip) t = 1 - t;
                if (t < 1 - HANDLE_TO || t > 1 - HANDLE_FROM) continue;
                in += w[i];
                sum += w[i] * v[i];
                squares += w[i] * v[i] * v[i];
            }
            if (in == 0 || in > SLIM_SHARE * all) return Double.POSITIVE_INFINITY;
            double mean = sum / in;
            return Math.sqrt(Math.max(0, squares / in - mean * mean));
        }

        /** The tines at the low end of u (the high end when {@code flip}) if the other end is a single handle, else 0. */
        int tines(boolean flip) {
            double[][] tines = new double[BANDS][bins];
            double[] handle = new double[bins];
            for (int i = 0; i < u.length; i++) {
                double t = (u[i] - u0) / length;
                if (flip) t = 1 - t;
                int b = Math.min(bins - 1, (int) ((v[i] - v0) / BIN));
                if (t >= TINES_FROM && t < TINES_TO)
                    tines[(int) ((t - TINES_FROM) / (TINES_TO - TINES_FROM) * BANDS)][b] += w[i];
                if (t >= 1 - HANDLE_TO && t <= 1 - HANDLE_FROM) handle[b] += w[i];
            }
            if (OddMarks.peaks(handle) != 1) return 0;
            int most = 0;
            for (double[] band : tines) most = Math.max(most, OddMarks.peaks(band));
            return most;
        }
    }

    private static double[] sorted(double[] a) {
        double[] s = a.clone();
        Arrays.sort(s);
        return s;
    }
}
