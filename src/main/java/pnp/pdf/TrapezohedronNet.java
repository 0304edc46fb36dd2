package pnp.pdf;

import java.awt.geom.Area;
import java.util.ArrayList;
import java.util.List;

/**
 * A ten-sided die to cut, fold and glue: the net of a pentagonal trapezohedron (the usual d10), ten
 * kites in one zigzag band, numbered 0 to 9 with opposite faces summing to 9 (6 and 9 underlined), with
 * a glue tab on one side of each of the eleven edges that meet only once folded.
 *
 * <p>The solid: two poles on the axis at heights {@code +-H} and a zigzag ring of ten vertices, the
 * upper five ({@code U}) at height {@code h} and the lower five ({@code L}) at {@code -h}, turned 36
 * degrees from each other, all at radius {@code r}. Each upper kite is a pole, two neighbouring
 * {@code U} and the {@code L} between them; it is flat only when {@code H = h (1 + cos 36) / (1 - cos 36)},
 * so {@code H} sets {@code h}. The band is unfolded face by face from the 3D faces: each next kite is
 * laid on the far side of the edge it shares with the last, at its true lengths, so every fold line
 * has the same length on both of its faces and every tab the length of the edge it glues to.
 */
public final class TrapezohedronNet {
    /** The glue tabs' depth. */
    static final double TAB = Units.mm(4);

    private final List<double[][]> faces = new ArrayList<>();
    private final List<String> labels = new ArrayList<>();
    /** Each face's outward normal on the solid, in the order of {@link #faces()}. */
    private final List<double[]> normals = new ArrayList<>();
    /** The glue tabs, each a trapezoid: the edge it folds on (first two corners), then its free side. */
    private final List<double[][]> tabs = new ArrayList<>();

    /** The net of a die {@code 2 r} across at its ring, its poles {@code 2 H} apart. */
    public TrapezohedronNet(double r, double bigH) {
        double cos36 = Math.cos(Math.toRadians(36));
        double h = bigH * (1 - cos36) / (1 + cos36);
        double[][] u = new double[5][];
        double[][] l = new double[5][];
        for (int k = 0; k < 5; k++) {
            double a = Math.toRadians(72 * k);
            double b = Math.toRadians(72 * k + 36);
            u[k] = new double[] {r * Math.cos(a), r * Math.sin(a), h};
            l[k] = new double[] {r * Math.cos(b), r * Math.sin(b), -h};
        }
        double[] top = {0, 0, bigH};
        double[] bottom = {0, 0, -bigH};
        // the band: bottom 0, top 0, bottom 1, top 1, ...; each shares an edge with the one before it
        List<double[][]> solid = new ArrayList<>();
        for (int k = 0; k < 5; k++) {
            solid.add(new double[][] {bottom, l[(k + 4) % 5], u[k], l[k]});
            solid.add(new double[][] {top, u[k], l[k], u[(k + 1) % 5]});
            // opposite faces sum to 9: the upper kite k faces the lower kite k + 3
            int upper = (4 * k) % 10;
            labels.add(String.valueOf(9 - (4 * ((k + 2) % 5)) % 10));
            labels.add(String.valueOf(upper));
        }
        for (double[][] f : solid) {
            double[] n = unit(cross(sub(f[1], f[0]), sub(f[3], f[0])));
            normals.add(dot(n, f[0]) > 0 ? n : scale(n, -1));
        }
        unfold(solid);
        tabs(solid);
        double[] min = {Double.MAX_VALUE, Double.MAX_VALUE};
        for (double[][] poly : all())
            for (double[] p : poly) for (int i = 0; i < 2; i++) min[i] = Math.min(min[i], p[i]);
        for (double[][] poly : all())
            for (double[] p : poly) {
                p[0] -= min[0];
                p[1] -= min[1];
            }
    }

    /**
     * Draws the net with the top-left corner of its box at {@code (x, y)}: tabs grey, cut lines solid, fold
     * lines dashed, each face's number upright when its pole points up; registers it as a piece named
     * {@code what}. Returns the box it takes.
     */
    public Rect draw(Canvas c, double x, double y, String what) {
        List<double[][]> folds = new ArrayList<>();
        for (int f = 0; f + 1 < faces.size(); f++) folds.add(common(faces.get(f), faces.get(f + 1)));
        for (double[][] t : tabs) folds.add(new double[][] {t[0], t[1]});
        c.save().translate(x, y).solid().round();
        Area outline = new Area();
        for (double[][] t : tabs) {
            c.gray(0.9).fillPolygon(flat(t));
            c.black().lineWidth(0.6).polyline(t[1][0], t[1][1], t[2][0], t[2][1], t[3][0], t[3][1], t[0][0], t[0][1]);
            outline.add(area(t));
        }
        for (int f = 0; f < faces.size(); f++) {
            double[][] face = faces.get(f);
            outline.add(area(face));
            c.black().lineWidth(0.6);
            for (int i = 0; i < 4; i++) {
                double[] p = face[i];
                double[] q = face[(i + 1) % 4];
                if (!isFold(folds, p, q)) c.line(p[0], p[1], q[0], q[1]);
            }
            label(c, face, labels.get(f));
        }
        c.lineWidth(0.4).dash(3, 2);
        for (double[][] e : folds) c.line(e[0][0], e[0][1], e[1][0], e[1][1]);
        c.solid();
        c.piece(what, null, outline, 0);
        c.restore();
        return new Rect(x, y, width(), height());
    }

    /** A face's number, centred between the kite's widest part and its pole, its top towards the pole. */
    private static void label(Canvas c, double[][] face, String text) {
        double[] pole = face[0];
        double[] far = face[2];
        double[] mid = {(face[1][0] + face[3][0]) / 2, (face[1][1] + face[3][1]) / 2};
        double[] at = {mid[0] + 0.3 * (pole[0] - mid[0]), mid[1] + 0.3 * (pole[1] - mid[1])};
        double[] up = unit(sub(pole, far));
        double size = Math.max(LayoutGuard.MIN_TEXT, 0.3 * norm(sub(face[1], face[3])));
        double w = c.textWidth(size, text);
        c.save()
                .translate(at[0], at[1])
                .rotate(Math.toDegrees(Math.atan2(up[0], -up[1])))
                .black();
        c.text(-w / 2, size * 0.36, size, text);
        if (text.equals("6") || text.equals("9")) c.lineWidth(0.8).line(-w / 2, size * 0.5, w / 2, size * 0.5);
        c.restore();
    }

    /** The two corners two flat faces share (by position). */
    private static double[][] common(double[][] a, double[][] b) {
        List<double[]> both = new ArrayList<>();
        for (double[] p : a) for (double[] q : b) if (near(p, q)) both.add(p);
        return new double[][] {both.get(0), both.get(1)};
    }

    private static boolean isFold(List<double[][]> folds, double[] p, double[] q) {
        for (double[][] e : folds)
            if ((near(e[0], p) && near(e[1], q)) || (near(e[0], q) && near(e[1], p))) return true;
        return false;
    }

    private static boolean near(double[] p, double[] q) {
        return Math.abs(p[0] - q[0]) < 0.01 && Math.abs(p[1] - q[1]) < 0.01;
    }

    private static double[] flat(double[][] poly) {
        double[] xy = new double[poly.length * 2];
        for (int i = 0; i < poly.length; i++) {
            xy[2 * i] = poly[i][0];
            xy[2 * i + 1] = poly[i][1];
        }
        return xy;
    }

    private List<double[][]> all() {
        List<double[][]> all = new ArrayList<>(faces);
        all.addAll(tabs);
        return all;
    }

    /** The width the net takes with its tabs. */
    public double width() {
        return extent(0);
    }

    /** The height the net takes with its tabs. */
    public double height() {
        return extent(1);
    }

    private double extent(int axis) {
        double max = 0;
        for (double[][] poly : all()) for (double[] p : poly) max = Math.max(max, p[axis]);
        return max;
    }

    /**
     * A tab for each edge the band leaves open (two faces that share it and are not neighbours in the
     * band): on the first of its two faces where the tab overlaps no face and no earlier tab.
     */
    private void tabs(List<double[][]> solid) {
        Area taken = new Area();
        for (double[][] f : faces) taken.add(area(f));
        for (int i = 0; i < solid.size(); i++) {
            for (int j = i + 2; j < solid.size(); j++) {
                int[][] edge = sharedEdge(solid.get(i), solid.get(j));
                if (edge == null) continue;
                double[][] a = tab(faces.get(i), edge[0]);
                double[][] b = tab(faces.get(j), edge[1]);
                double[][] pick = clear(taken, a) ? a : clear(taken, b) ? b : null;
                if (pick == null) throw new IllegalStateException("no room for a tab between faces " + i + ", " + j);
                tabs.add(pick);
                taken.add(area(pick));
            }
        }
    }

    /** The indices in each face of the two corners they share, or null. */
    private static int[][] sharedEdge(double[][] a, double[][] b) {
        int[] inA = new int[2];
        int[] inB = new int[2];
        int k = 0;
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j < b.length; j++)
                if (a[i] == b[j] && k < 2) {
                    inA[k] = i;
                    inB[k++] = j;
                }
        return k == 2 ? new int[][] {inA, inB} : null;
    }

    private static boolean clear(Area taken, double[][] tab) {
        Area overlap = area(tab);
        overlap.intersect(taken);
        return overlap.isEmpty()
                || overlap.getBounds2D().getWidth() * overlap.getBounds2D().getHeight() < 0.01;
    }

    /** A tab on the flat face's edge between corners {@code ends[0]} and {@code ends[1]}, out from the face. */
    private static double[][] tab(double[][] face, int[] ends) {
        double[] p = face[ends[0]];
        double[] q = face[ends[1]];
        double len = norm(sub(q, p));
        double[] e = unit(sub(q, p));
        double[] n = {-e[1], e[0]};
        if (dot(sub(centroid(face), p), n) > 0) n = new double[] {e[1], -e[0]};
        double taper = Math.min(TAB, 0.35 * len);
        return new double[][] {
            p.clone(),
            q.clone(),
            {q[0] + TAB * n[0] - taper * e[0], q[1] + TAB * n[1] - taper * e[1]},
            {p[0] + TAB * n[0] + taper * e[0], p[1] + TAB * n[1] + taper * e[1]}
        };
    }

    /** The flat faces, in page points relative to the net's first vertex, each a kite's 4 corners. */
    List<double[][]> faces() {
        return List.copyOf(faces);
    }

    /** The tabs, each its base (the fold) then its free side's two corners. */
    List<double[][]> tabs() {
        return List.copyOf(tabs);
    }

    /** Each face's direction out of the solid (a unit vector), in the order of {@link #faces()}. */
    List<double[]> normals() {
        return List.copyOf(normals);
    }

    static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    /** The label of each face, in the order of {@link #faces()}. */
    List<String> labels() {
        return List.copyOf(labels);
    }

    private void unfold(List<double[][]> solid) {
        double[][] first = solid.get(0);
        double[] e = unit(sub(first[1], first[0]));
        double[] n = unit(sub(sub(first[3], first[0]), scale(e, dot(sub(first[3], first[0]), e))));
        double[][] flat = new double[4][];
        for (int i = 0; i < 4; i++) {
            double[] d = sub(first[i], first[0]);
            flat[i] = new double[] {dot(d, e), dot(d, n)};
        }
        faces.add(flat);
        for (int f = 1; f < solid.size(); f++) faces.add(next(solid.get(f - 1), faces.get(f - 1), solid.get(f)));
        straighten();
    }

    /** Lays face {@code b} flat on the far side of the edge it shares with the flat face {@code a}. */
    private static double[][] next(double[][] a3, double[][] a2, double[][] b3) {
        int[] shared = new int[2];
        int[] inA = new int[2];
        int k = 0;
        for (int i = 0; i < 4 && k < 2; i++)
            for (int j = 0; j < 4; j++)
                if (a3[j] == b3[i]) {
                    shared[k] = i;
                    inA[k++] = j;
                }
        double[] p3 = b3[shared[0]];
        double[] e3 = unit(sub(b3[shared[1]], p3));
        double[] p2 = a2[inA[0]];
        double[] e2 = unit(sub(a2[inA[1]], p2));
        double[] n2 = {-e2[1], e2[0]};
        double[] centre = centroid(a2);
        if (dot(sub(centre, p2), n2) > 0) n2 = new double[] {-n2[0], -n2[1]};
        double[][] flat = new double[4][];
        for (int i = 0; i < 4; i++) {
            double[] d = sub(b3[i], p3);
            double s = dot(d, e3);
            double t = norm(sub(d, scale(e3, s)));
            flat[i] = new double[] {p2[0] + s * e2[0] + t * n2[0], p2[1] + s * e2[1] + t * n2[1]};
        }
        return flat;
    }

    /** Turns the band so the line from its first face's centre to its last face's runs across the page. */
    private void straighten() {
        double[] a = centroid(faces.get(0));
        double[] b = centroid(faces.get(faces.size() - 1));
        double angle = -Math.atan2(b[1] - a[1], b[0] - a[0]);
        double cos = Math.cos(angle);
        double sin = Math.sin(angle);
        for (double[][] f : faces)
            for (double[] p : f) {
                double x = p[0] * cos - p[1] * sin;
                double y = p[0] * sin + p[1] * cos;
                p[0] = x;
                p[1] = y;
            }
    }

    static double[] centroid(double[][] poly) {
        double x = 0;
        double y = 0;
        for (double[] p : poly) {
            x += p[0];
            y += p[1];
        }
        return new double[] {x / poly.length, y / poly.length};
    }

    static double[] sub(double[] a, double[] b) {
        double[] d = new double[a.length];
        for (int i = 0; i < a.length; i++) d[i] = a[i] - b[i];
        return d;
    }

    static double[] scale(double[] a, double s) {
        double[] d = new double[a.length];
        for (int i = 0; i < a.length; i++) d[i] = a[i] * s;
        return d;
    }

    static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) s += a[i] * b[i];
        return s;
    }

    static double norm(double[] a) {
        return Math.sqrt(dot(a, a));
    }

    static double[] unit(double[] a) {
        return scale(a, 1 / norm(a));
    }

    static Area area(double[][] poly) {
        return new Area(CubeNet.shape(flat(poly)));
    }
}
