package pnp.ikes.format.photo;

import java.util.List;

/**
 * Inked points (x and y in mm) summed up: their centre and their spread about it, the sums of dx^2, dy^2
 * and dx dy over the points.
 */
record Moments(double cx, double cy, double xx, double yy, double xy) {
    static Moments of(List<double[]> pts) {
        double[] c = ParallelStrokes.centroid(pts);
        double xx = 0;
        double yy = 0;
        double xy = 0;
        for (double[] p : pts) {
            double dx = p[0] - c[0];
            double dy = p[1] - c[1];
            xx += dx * dx;
            yy += dy * dy;
            xy += dx * dy;
        }
        return new Moments(c[0], c[1], xx, yy, xy);
    }

    /** The direction in which the points spread most (their principal axis), radians from -pi/2 to pi/2. */
    double angle() {
        return 0.5 * Math.atan2(2 * xy, xx - yy);
    }
}
