package pnp.ikes.sheets;

import pnp.ikes.model.Display;
import pnp.pdf.Canvas;

/**
 * The furniture displays and the cafeteria as simple line drawings a player can copy with a pencil.
 * Each symbol fits the square of side {@code s} whose top-left corner is (x, y); drawn as paths,
 * in black, so they print and photocopy in black and white.
 */
public final class DisplaySymbols {
    private DisplaySymbols() {}

    public static void draw(Canvas c, Display d, double x, double y, double s) {
        c.save().black().solid().round().lineWidth(Math.max(0.6, s / 14));
        P p = new P(x, y, s);
        switch (d) {
            case CHAIR -> { // side view: tall back, seat, two legs (an "h")
                c.line(p.x(0.3), p.y(0.1), p.x(0.3), p.y(0.9));
                c.line(p.x(0.3), p.y(0.55), p.x(0.75), p.y(0.55));
                c.line(p.x(0.75), p.y(0.55), p.x(0.75), p.y(0.9));
            }
            case LAMP -> { // shade, stem, foot
                c.polygon(p.x(0.38), p.y(0.12), p.x(0.62), p.y(0.12), p.x(0.78), p.y(0.45), p.x(0.22), p.y(0.45));
                c.line(p.x(0.5), p.y(0.45), p.x(0.5), p.y(0.85));
                c.line(p.x(0.32), p.y(0.88), p.x(0.68), p.y(0.88));
            }
            case SOFA -> { // back, seat and two arms: a wide U
                c.polyline(p.x(0.1), p.y(0.4), p.x(0.1), p.y(0.78), p.x(0.9), p.y(0.78), p.x(0.9), p.y(0.4));
                c.line(p.x(0.1), p.y(0.4), p.x(0.22), p.y(0.4));
                c.line(p.x(0.78), p.y(0.4), p.x(0.9), p.y(0.4));
                c.polyline(p.x(0.22), p.y(0.4), p.x(0.22), p.y(0.6), p.x(0.78), p.y(0.6), p.x(0.78), p.y(0.4));
                c.polyline(p.x(0.22), p.y(0.4), p.x(0.22), p.y(0.22), p.x(0.78), p.y(0.22), p.x(0.78), p.y(0.4));
            }
            case BED -> { // from above: frame, pillow, turned-down sheet
                c.rect(p.x(0.22), p.y(0.08), s * 0.56, s * 0.84);
                c.rect(p.x(0.32), p.y(0.15), s * 0.36, s * 0.14);
                c.line(p.x(0.22), p.y(0.42), p.x(0.78), p.y(0.42));
            }
            case DESK -> { // desk top, legs, a drawer, a screen on top
                c.line(p.x(0.08), p.y(0.5), p.x(0.92), p.y(0.5));
                c.line(p.x(0.14), p.y(0.5), p.x(0.14), p.y(0.9));
                c.line(p.x(0.86), p.y(0.5), p.x(0.86), p.y(0.9));
                c.rect(p.x(0.52), p.y(0.5), s * 0.34, s * 0.18);
                c.rect(p.x(0.2), p.y(0.16), s * 0.3, s * 0.22);
                c.line(p.x(0.35), p.y(0.38), p.x(0.35), p.y(0.5));
            }
            case BOOKCASE -> { // a case with two shelves and books standing on them
                c.rect(p.x(0.24), p.y(0.08), s * 0.52, s * 0.84);
                c.line(p.x(0.24), p.y(0.36), p.x(0.76), p.y(0.36));
                c.line(p.x(0.24), p.y(0.64), p.x(0.76), p.y(0.64));
                for (double bx : new double[] {0.33, 0.42, 0.51}) c.line(p.x(bx), p.y(0.16), p.x(bx), p.y(0.36));
                for (double bx : new double[] {0.36, 0.47, 0.62}) c.line(p.x(bx), p.y(0.44), p.x(bx), p.y(0.64));
            }
        }
        c.restore();
    }

    /** A fork: the cafeteria's mark. */
    public static void cafeteria(Canvas c, double x, double y, double s) {
        c.save().black().solid().round().lineWidth(Math.max(0.6, s / 14));
        P p = new P(x, y, s);
        for (double tx : new double[] {0.36, 0.5, 0.64}) c.line(p.x(tx), p.y(0.1), p.x(tx), p.y(0.36));
        c.path()
                .moveTo(p.x(0.36), p.y(0.36))
                .curveTo(p.x(0.36), p.y(0.5), p.x(0.64), p.y(0.5), p.x(0.64), p.y(0.36))
                .stroke();
        c.line(p.x(0.5), p.y(0.46), p.x(0.5), p.y(0.9));
        c.restore();
    }

    private record P(double x0, double y0, double s) {
        double x(double f) {
            return x0 + f * s;
        }

        double y(double f) {
            return y0 + f * s;
        }
    }
}
