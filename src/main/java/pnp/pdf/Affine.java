package pnp.pdf;

/**
 * A 2-D affine map {@code (x, y) -> (a x + c y + e, b x + d y + f)} in double precision: the page kit's
 * own copy of the current transformation, so drawn ink can be located on the page.
 */
record Affine(double a, double b, double c, double d, double e, double f) {
    static final Affine IDENTITY = new Affine(1, 0, 0, 1, 0, 0);

    static Affine translate(double dx, double dy) {
        return new Affine(1, 0, 0, 1, dx, dy);
    }

    static Affine scale(double s) {
        return new Affine(s, 0, 0, s, 0, 0);
    }

    /** Clockwise on the top-down page, like {@link Canvas#rotate(double)}. */
    static Affine rotate(double degrees) {
        double r = Math.toRadians(degrees);
        double cos = Math.cos(r);
        double sin = Math.sin(r);
        return new Affine(cos, sin, -sin, cos, 0, 0);
    }

    /** This map after {@code first}: a point goes through {@code first}, then through this. */
    Affine after(Affine first) {
        return new Affine(
                a * first.a + c * first.b,
                b * first.a + d * first.b,
                a * first.c + c * first.d,
                b * first.c + d * first.d,
                a * first.e + c * first.f + e,
                b * first.e + d * first.f + f);
    }

    double x(double px, double py) {
        return a * px + c * py + e;
    }

    double y(double px, double py) {
        return b * px + d * py + f;
    }

    /** How much a length grows (the square root of the area factor). */
    double scaleFactor() {
        return Math.sqrt(Math.abs(a * d - b * c));
    }

    /** The page box holding the image of a user-space rectangle. */
    Rect map(Rect r) {
        double[] xs = {x(r.x(), r.y()), x(r.right(), r.y()), x(r.x(), r.bottom()), x(r.right(), r.bottom())};
        double[] ys = {y(r.x(), r.y()), y(r.right(), r.y()), y(r.x(), r.bottom()), y(r.right(), r.bottom())};
        double x0 = Math.min(Math.min(xs[0], xs[1]), Math.min(xs[2], xs[3]));
        double x1 = Math.max(Math.max(xs[0], xs[1]), Math.max(xs[2], xs[3]));
        double y0 = Math.min(Math.min(ys[0], ys[1]), Math.min(ys[2], ys[3]));
        double y1 = Math.max(Math.max(ys[0], ys[1]), Math.max(ys[2], ys[3]));
        return new Rect(x0, y0, x1 - x0, y1 - y0);
    }
}
