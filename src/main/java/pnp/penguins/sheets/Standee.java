package pnp.penguins.sheets;

import pnp.pdf.Canvas;
import pnp.pdf.Rect;

/**
 * A fold-up penguin: one strip of card, top to bottom a base flap, the front panel (upside down, since
 * it folds over), the back panel and the other base flap. Folded on the dashed lines it stands as a
 * tent, the two panels meeting at the top, the flaps glued one on the other under it. Each panel shows
 * a penguin on its player's colour with the player's letter on its belly; the colour stops 1 mm inside
 * every cut and fold line.
 */
final class Standee {
    private Standee() {}

    /** The strip's height: two flaps and two panels. */
    static double height() {
        return 2 * PiecesSheet.BASE + 2 * PiecesSheet.PANEL;
    }

    /** Draws the strip with its top-left corner at {@code (x, y)}; returns its cut outline. */
    static Rect draw(Canvas c, double x, double y, String player) {
        double w = PiecesSheet.WIDTH;
        double b = PiecesSheet.BASE;
        double p = PiecesSheet.PANEL;
        Rect strip = new Rect(x, y, w, height());
        flap(c, new Rect(x, y, w, b));
        flap(c, new Rect(x, y + b + 2 * p, w, b));
        c.save().translate(x + w, y + b + p).rotate(180);
        panel(c, player);
        c.restore();
        c.save().translate(x, y + b + p);
        panel(c, player);
        c.restore();
        c.save().black().lineWidth(0.4).dash(3, 2);
        for (double fold : new double[] {b, b + p, b + 2 * p}) c.line(x, y + fold, x + w, y + fold);
        c.solid().lineWidth(0.6).rect(strip);
        c.restore();
        c.piece(player + "'s penguin", null, strip, 0);
        c.coloured(player + "'s penguin", MapSheet.rgb(player), SetupPicture.letter(player));
        return strip;
    }

    private static void flap(Canvas c, Rect r) {
        c.save().gray(0.9).fillRect(r.inset(1)).restore();
    }

    /** A panel from (0, 0), upright: the penguin on its colour, the letter on its belly. */
    private static void panel(Canvas c, String player) {
        double w = PiecesSheet.WIDTH;
        double h = PiecesSheet.PANEL;
        double m = 2.8; // 1 mm
        double[] k = MapSheet.rgb(player);
        c.save().rgb(k[0], k[1], k[2]).fillRect(m, m, w - 2 * m, h - 2 * m);
        double cx = w / 2;
        c.gray(0.08).ellipse(cx, h * 0.56, w * 0.33, h * 0.36, true);
        c.ellipse(cx, h * 0.24, w * 0.22, h * 0.15, true);
        c.gray(1).ellipse(cx, h * 0.62, w * 0.23, h * 0.25, true);
        c.ellipse(cx - w * 0.09, h * 0.21, w * 0.055, w * 0.055, true);
        c.ellipse(cx + w * 0.09, h * 0.21, w * 0.055, w * 0.055, true);
        c.gray(0).ellipse(cx - w * 0.085, h * 0.215, w * 0.025, w * 0.025, true);
        c.ellipse(cx + w * 0.095, h * 0.215, w * 0.025, w * 0.025, true);
        c.rgb(0.95, 0.55, 0.05).fillPolygon(cx - w * 0.07, h * 0.27, cx + w * 0.07, h * 0.27, cx, h * 0.34);
        c.ellipse(cx - w * 0.13, h * 0.9, w * 0.11, h * 0.035, true);
        c.ellipse(cx + w * 0.13, h * 0.9, w * 0.11, h * 0.035, true);
        c.black().textCentered(cx, h * 0.7, 11, SetupPicture.letter(player));
        c.restore();
    }
}
