package pnp.freezetag.sheets;

import java.util.List;
import java.util.Locale;
import pnp.freezetag.sheets.PyramidNet.P;
import pnp.pdf.Canvas;
import pnp.pdf.Rect;

/**
 * The mark a player's pyramids carry on every face, one shape a seat, so the colours are still told apart
 * when a mono printer prints them as nearly the same grey: a dot, a triangle, two bars or a cross. It is
 * drawn black on a light colour and white on a dark one, upright with its top towards the apex.
 */
public enum FaceMark {
    DOT,
    TRIANGLE,
    BARS,
    CROSS;

    /** The mark of the player in this seat (0 to 3). */
    public static FaceMark ofSeat(int seat) {
        return values()[seat % values().length];
    }

    /** The mark's name, as printed: "dot", "triangle", "bars", "cross". */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** How far down a face's middle line the mark sits (0 apex, 1 base): clear of the words lower down. */
    static final double DOWN = 0.36;
    /** The mark's size as a share of the base edge. */
    static final double SIZE = 0.17;

    /** Draws the mark on each of the net's four faces (canvas at the apex); claims each one's box. */
    void draw(Canvas c, PyramidNet net, String colour) {
        List<P> r = net.rays();
        double s = SIZE * net.base();
        for (int k = 0; k < 4; k++) {
            P mid = r.get(k).plus(r.get(k + 1)).times(0.5);
            P at = mid.times(DOWN);
            // the face's "up" is towards the apex: turn the mark so its top points there
            double degrees = Math.toDegrees(Math.atan2(mid.y(), mid.x())) - 90;
            c.save().translate(at.x(), at.y()).rotate(degrees);
            shape(c, s);
            c.claim(colour + " " + word() + " mark", new Rect(-s / 2, -s / 2, s, s));
            c.restore();
        }
    }

    /** The shape, s across, centred on the origin, its top (a triangle's point) towards -y. */
    private void shape(Canvas c, double s) {
        double h = s / 2;
        switch (this) {
            case DOT -> c.fillCircle(0, 0, h);
            case TRIANGLE -> c.fillPolygon(0, -h, -h, h * 0.8, h, h * 0.8);
            case BARS -> {
                c.fillRect(-h, -h, s, s * 0.32);
                c.fillRect(-h, h - s * 0.32, s, s * 0.32);
            }
            case CROSS -> {
                c.save().lineWidth(s * 0.22);
                c.line(-h * 0.85, -h * 0.85, h * 0.85, h * 0.85);
                c.line(-h * 0.85, h * 0.85, h * 0.85, -h * 0.85);
                c.restore();
            }
        }
    }
}
