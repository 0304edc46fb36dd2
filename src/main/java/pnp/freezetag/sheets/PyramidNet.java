package pnp.freezetag.sheets;

import java.util.ArrayList;
import java.util.List;
import pnp.freezetag.model.Size;
import pnp.pdf.Units;

/**
 * The fold-up net of one square pyramid, in points, laid out as a fan: four isosceles triangles
 * sharing the apex and a glue tab on the last triangle's free side. Open at the bottom by default,
 * as Looney Pyramids are, so a smaller pyramid nests inside a larger one and a pyramid can sit on
 * another's tip; when {@code closed}, the square base is hinged on the chord of the second triangle
 * with glue tabs on its three free sides.
 *
 * <p>Geometry (b the base edge, h the vertical height from base to apex): the slant height of a
 * face (apex to the middle of a base edge) is {@code sqrt(h^2 + (b/2)^2)}; the lateral edge (apex to
 * a corner) is {@code sqrt(h^2 + b^2/2)}; each face's apex angle is {@code 2 asin(b / (2 edge))}.
 */
public record PyramidNet(Size size, double base, double height, boolean closed) {
    /** Looney Pyramid sizes, base x height: small 9/16 x 1 in, medium 25/32 x 1 3/8 in, large 1 x 1 3/4 in; open at the bottom. */
    public static PyramidNet of(Size size) {
        return of(size, false);
    }

    /** The Looney Pyramid size, with its square base glued on when {@code closed}. */
    public static PyramidNet of(Size size, boolean closed) {
        return switch (size) {
            case S -> new PyramidNet(size, Units.in(9.0 / 16), Units.in(1), closed);
            case M -> new PyramidNet(size, Units.in(25.0 / 32), Units.in(1.375), closed);
            case L -> new PyramidNet(size, Units.in(1), Units.in(1.75), closed);
        };
    }

    /** Half the width of the pyramid's outside at {@code z} above the ground (0 above the apex). */
    public double halfWidthAt(double z) {
        return z >= height ? 0 : base / 2 * (1 - z / height);
    }

    /**
     * Half the width of the hollow inside at {@code z}, for walls {@code wall} thick (measured at
     * right angles to a face): the outside moved in by {@code wall / sin(face angle)}, the face angle
     * being the faces' slope over the ground, atan(height / half base).
     */
    public double innerHalfWidthAt(double z, double wall) {
        double slope = Math.atan2(height, base / 2);
        return Math.max(0, halfWidthAt(z) - wall / Math.sin(slope));
    }

    /**
     * Whether this pyramid, open or closed, fits wholly inside the hollow of {@code outer} (which must
     * be open at the bottom) with walls
     * {@code wall} thick, both standing on the ground: at every height up to this apex the outside is
     * no wider than the other's inside. Both outlines are straight lines of z, so checking the ground
     * and this apex is enough.
     */
    public boolean fitsInside(PyramidNet outer, double wall) {
        return !outer.closed
                && halfWidthAt(0) <= outer.innerHalfWidthAt(0, wall)
                && halfWidthAt(height) <= outer.innerHalfWidthAt(height, wall)
                && outer.innerHalfWidthAt(height, wall) > 0;
    }

    public double slant() {
        return Math.sqrt(height * height + base * base / 4);
    }

    public double lateralEdge() {
        return Math.sqrt(height * height + base * base / 2);
    }

    /** Each triangular face's angle at the apex, in radians. */
    public double apexAngle() {
        return 2 * Math.asin(base / (2 * lateralEdge()));
    }

    /** Depth of the glue tabs. */
    public double tab() {
        return Math.min(Units.mm(5), base * 0.28);
    }

    /** A point in net coordinates (y grows downwards, apex at the origin). */
    public record P(double x, double y) {
        P plus(P o) {
            return new P(x + o.x, y + o.y);
        }

        P minus(P o) {
            return new P(x - o.x, y - o.y);
        }

        P times(double k) {
            return new P(x * k, y * k);
        }

        double length() {
            return Math.hypot(x, y);
        }

        P unit() {
            return times(1 / length());
        }
    }

    /** The five ends of the fan's rays: P0..P4; face k is (apex, Pk, Pk+1). The fan opens downwards. */
    public List<P> rays() {
        double t = apexAngle();
        double start = Math.PI / 2 - 2 * t;
        List<P> out = new ArrayList<>();
        for (int k = 0; k <= 4; k++) {
            double a = start + k * t;
            out.add(new P(lateralEdge() * Math.cos(a), lateralEdge() * Math.sin(a)));
        }
        return out;
    }

    /** The base square: P1, P2, then the two corners away from the apex. */
    public List<P> baseSquare() {
        List<P> r = rays();
        P a = r.get(1);
        P b = r.get(2);
        P n = outward(a, b);
        return List.of(a, b, b.plus(n.times(base)), a.plus(n.times(base)));
    }

    /** Unit normal of the edge u-v pointing away from the apex side (the origin). */
    static P outward(P u, P v) {
        P d = v.minus(u).unit();
        P n = new P(-d.y, d.x);
        P mid = u.plus(v).times(0.5);
        return n.x * mid.x + n.y * mid.y >= 0 ? n : n.times(-1);
    }

    /** A glue tab on edge u-v, on the side away from {@code inside}: a trapezoid with slanted ends. */
    public List<P> tabOn(P u, P v, P inside) {
        double d = tab();
        P t = v.minus(u).unit();
        P n = new P(-t.y, t.x);
        P toInside = inside.minus(u);
        if (n.x * toInside.x + n.y * toInside.y > 0) n = n.times(-1);
        double inset = Math.min(d, v.minus(u).length() * 0.3);
        return List.of(
                u,
                v,
                v.plus(n.times(d)).minus(t.times(inset)),
                u.plus(n.times(d)).plus(t.times(inset)));
    }

    /** Every glue tab: on the free side apex-P4, and when closed on the three free sides of the base square. */
    public List<List<P>> tabs() {
        List<P> r = rays();
        List<P> side = tabOn(new P(0, 0), r.get(4), r.get(3));
        if (!closed) return List.of(side);
        List<P> sq = baseSquare();
        P centre = sq.get(0).plus(sq.get(2)).times(0.5);
        return List.of(
                side,
                tabOn(sq.get(1), sq.get(2), centre),
                tabOn(sq.get(2), sq.get(3), centre),
                tabOn(sq.get(3), sq.get(0), centre));
    }

    /** The bounding box of the whole net with its tabs: {minX, minY, maxX, maxY}. */
    public double[] bounds() {
        double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        List<P> all = new ArrayList<>(rays());
        all.add(new P(0, 0));
        if (closed) all.addAll(baseSquare());
        for (List<P> t : tabs()) all.addAll(t);
        for (P p : all) {
            b[0] = Math.min(b[0], p.x);
            b[1] = Math.min(b[1], p.y);
            b[2] = Math.max(b[2], p.x);
            b[3] = Math.max(b[3], p.y);
        }
        return b;
    }
}
