package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Separate long straight strokes in a space's pencil, and how many of them run the same way. Hatching
 * drawn level or upright is several such strokes spread across the space, each apart from the others;
 * a sketch of furniture, a digit or a letter joins its strokes into one shape, and a wall lies along
 * a line, outside the space's inside.
 */
final class ParallelStrokes {
    /** A stroke at least this long (mm) across the inside counts. */
    static final double LONG = 8;
    /** And at most this thick (mm): a wobbly pencil line, not a filled patch. */
    static final double THIN = 2;
    /** Strokes whose directions differ by at most this (degrees) run the same way. */
    static final double SAME_WAY = 15;

    private ParallelStrokes() {}

    /** One separate stroke: its length and thickness (mm), its direction (degrees, 0..180) and its middle. */
    record Stroke(double length, double thickness, double angle, double x, double y) {
        boolean longAndThin() {
            return length >= LONG && thickness <= THIN;
        }
    }

    /** How many long, thin, separate strokes run one way, and that way (degrees, 0..180). */
    record Way(int count, double angle) {
        /** Whether both run the same way, each with at least {@code n} strokes. */
        boolean sameAs(Way o, int n) {
            return count >= n && o.count >= n && apart(angle, o.angle) <= SAME_WAY;
        }
    }

    /**
     * The most long, thin, separate strokes running the same way among the inked points (mm, each
     * the centre of a {@code 1 / perMm} pixel), pixels touching at a side or corner being one stroke.
     */
    static Way sameWay(List<double[]> pts, double perMm) {
        List<Stroke> strokes = new ArrayList<>();
        for (Stroke s : strokes(pts, perMm)) if (s.longAndThin()) strokes.add(s);
        Way best = new Way(0, 0);
        for (Stroke a : strokes) {
            int n = 0;
            for (Stroke b : strokes) if (apart(a.angle(), b.angle()) <= SAME_WAY) n++;
            if (n > best.count()) best = new Way(n, a.angle());
        }
        return best;
    }

    private static double apart(double a, double b) {
        double d = Math.abs(a - b) % 180;
        return Math.min(d, 180 - d);
    }

    /** The connected pieces of ink, each measured along and across its main direction. */
    static List<Stroke> strokes(List<double[]> pts, double perMm) {
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int maxY = Integer.MIN_VALUE;
        int[][] at = new int[pts.size()][2];
        for (int k = 0; k < pts.size(); k++) {
            at[k][0] = (int) Math.floor(pts.get(k)[0] * perMm);
            at[k][1] = (int) Math.floor(pts.get(k)[1] * perMm);
            minX = Math.min(minX, at[k][0]);
            minY = Math.min(minY, at[k][1]);
            maxX = Math.max(maxX, at[k][0]);
            maxY = Math.max(maxY, at[k][1]);
        }
        List<Stroke> out = new ArrayList<>();
        if (pts.isEmpty()) return out;
        int w = maxX - minX + 1;
        int h = maxY - minY + 1;
        int[] index = new int[w * h];
        Arrays.fill(index, -1);
        for (int k = 0; k < at.length; k++) index[(at[k][1] - minY) * w + at[k][0] - minX] = k;
        boolean[] seen = new boolean[w * h];
        int[] queue = new int[w * h];
        for (int start = 0; start < index.length; start++) {
            if (index[start] < 0 || seen[start]) continue;
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            seen[start] = true;
            while (head < tail) {
                int p = queue[head++];
                int px = p % w;
                int py = p / w;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int x = px + dx;
                        int y = py + dy;
                        if (x < 0 || y < 0 || x >= w || y >= h) continue;
                        int q = y * w + x;
                        if (index[q] >= 0 && !seen[q]) {
                            seen[q] = true;
                            queue[tail++] = q;
                        }
                    }
                }
            }
            List<double[]> piece = new ArrayList<>(tail);
            for (int i = 0; i < tail; i++) piece.add(pts.get(index[queue[i]]));
            out.add(measure(piece));
        }
        return out;
    }

    /** The mean of the points (x, y). */
    static double[] centroid(List<double[]> pts) {
        double mx = 0;
        double my = 0;
        for (double[] p : pts) {
            mx += p[0];
            my += p[1];
        }
        return new double[] {mx / pts.size(), my / pts.size()};
    }

    /** A piece of ink measured along its main direction (the principal axis of its points) and across it. */
    static Stroke measure(List<double[]> piece) {
        Moments m = Moments.of(piece);
        double mx = m.cx();
        double my = m.cy();
        double theta = m.angle();
        double ax = Math.cos(theta);
        double ay = Math.sin(theta);
        double[] along = new double[piece.size()];
        double[] across = new double[piece.size()];
        for (int i = 0; i < piece.size(); i++) {
            double[] p = piece.get(i);
            along[i] = (p[0] - mx) * ax + (p[1] - my) * ay;
            across[i] = -(p[0] - mx) * ay + (p[1] - my) * ax;
        }
        Arrays.sort(along);
        Arrays.sort(across);
        int n = piece.size();
        double length = along[n - 1] - along[0];
        double thickness = across[(int) (n * 0.98)] - across[(int) (n * 0.02)];
        double angle = Math.toDegrees(theta);
        if (angle < 0) angle += 180;
        return new Stroke(length, thickness, angle, mx, my);
    }
}
