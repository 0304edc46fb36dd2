package pnp.pdf;

/**
 * A path under construction on a {@link Canvas}; finish it with {@link #stroke()}, {@link #fill()} or
 * {@link #fillStroke()}, which return the canvas. Every point is shown to the canvas's ink tracker.
 */
public final class PathBuilder {
    private final Canvas canvas;
    private final ContentStream out;
    private final InkTracker ink;

    PathBuilder(Canvas canvas, ContentStream out, InkTracker ink) {
        this.canvas = canvas;
        this.out = out;
        this.ink = ink;
    }

    public PathBuilder moveTo(double x, double y) {
        ink.point(x, y);
        out.moveTo(x, y);
        return this;
    }

    public PathBuilder lineTo(double x, double y) {
        ink.point(x, y);
        out.lineTo(x, y);
        return this;
    }

    public PathBuilder curveTo(double x1, double y1, double x2, double y2, double x3, double y3) {
        ink.point(x1, y1);
        ink.point(x2, y2);
        ink.point(x3, y3);
        out.curveTo(x1, y1, x2, y2, x3, y3);
        return this;
    }

    public PathBuilder close() {
        out.closePath();
        return this;
    }

    public Canvas stroke() {
        out.stroke();
        ink.paint(true);
        return canvas;
    }

    public Canvas fill() {
        out.fill();
        ink.paint(false);
        return canvas;
    }

    public Canvas fillStroke() {
        out.fillStroke();
        ink.paint(true);
        return canvas;
    }
}
