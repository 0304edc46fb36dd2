package pnp.pdf;

/** A rectangle on the page in points, measured from the page's top-left corner, y growing downwards. */
public record Rect(double x, double y, double w, double h) {
    public double right() {
        return x + w;
    }

    public double bottom() {
        return y + h;
    }

    public double centerX() {
        return x + w / 2;
    }

    public double centerY() {
        return y + h / 2;
    }

    public Rect inset(double d) {
        return new Rect(x + d, y + d, w - 2 * d, h - 2 * d);
    }

    /** The top part of the given height. */
    public Rect top(double height) {
        return new Rect(x, y, w, height);
    }

    /** What remains below the top {@code height}. */
    public Rect below(double height) {
        return new Rect(x, y + height, w, h - height);
    }

    /** The smallest rectangle holding both. */
    public Rect union(Rect o) {
        double x0 = Math.min(x, o.x);
        double y0 = Math.min(y, o.y);
        return new Rect(x0, y0, Math.max(right(), o.right()) - x0, Math.max(bottom(), o.bottom()) - y0);
    }

    public Rect moved(double dx, double dy) {
        return new Rect(x + dx, y + dy, w, h);
    }

    public boolean contains(Rect o) {
        double eps = 1e-6;
        return o.x >= x - eps && o.y >= y - eps && o.right() <= right() + eps && o.bottom() <= bottom() + eps;
    }
}
