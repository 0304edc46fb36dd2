package pnp.freezetag.sheets;

import pnp.pdf.Canvas;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * Freeze rings: square card frames that lie on the board round (or under) a stack, so a pyramid frozen
 * under one of its own size (which shows only about 1 mm below it) is seen at a glance. A ring is sized
 * to the board's square: its outside is the square less {@link #CLEARANCE}, so rings on neighbouring
 * squares never touch (a gap of {@link #CLEARANCE} between them), and its frame is an eighth of the
 * square. Where the hole is narrower than the stack's base the stack simply stands on the ring. The frame
 * is white card with a black and white chequered band, which stands out against every player colour, and
 * stops 1 mm inside the cut line (no bleed needed).
 */
public final class FreezeRings {
    /** How much smaller than the square a ring is: the least gap between rings on neighbouring squares. */
    public static final double CLEARANCE = Units.mm(3);
    /** Room between rings for the scissors. */
    static final double GAP = Units.mm(3);
    /** Caption above the rings. */
    static final double CAPTION = Units.mm(12);

    private FreezeRings() {}

    /** Outer side of a ring for board squares of side {@code square}. */
    public static double side(double square) {
        return square - CLEARANCE;
    }

    /** Width of a ring's frame for board squares of side {@code square}. */
    static double frame(double square) {
        return square / 8;
    }

    /** How many rings a game needs: two a player (a frozen pyramid is rare; a stack holds at most one). */
    public static int count(int players) {
        return 2 * players;
    }

    /** The height {@code n} rings for squares of side {@code square} take in a column of the given width. */
    public static double height(int n, double width, double square) {
        double side = side(square);
        int across = Math.max(1, (int) ((width + GAP) / (side + GAP)));
        int rows = (n + across - 1) / across;
        return CAPTION + rows * side + (rows - 1) * GAP;
    }

    /** Draws {@code n} rings for squares of side {@code square} from the top-left of {@code room}; returns their cut area. */
    public static Rect draw(Canvas c, Rect room, int n, double square) {
        double side = side(square);
        c.black().text(room.x(), room.y() + 11, 11, "Freeze rings");
        c.text(
                room.x(),
                room.y() + 11 + Units.mm(4.5),
                7,
                "Lay one round a stack whose lower pyramid is frozen (or under it).");
        int across = Math.max(1, (int) ((room.w() + GAP) / (side + GAP)));
        Rect all = null;
        for (int i = 0; i < n; i++) {
            int col = i % across;
            int row = i / across;
            double x = room.x() + col * (side + GAP);
            double y = room.y() + CAPTION + row * (side + GAP);
            Rect r = new Rect(x, y, side, side);
            ring(c, r, frame(square));
            c.piece("freeze ring " + (i + 1), null, r, 0);
            all = all == null ? r : all.union(r);
        }
        return all;
    }

    private static void ring(Canvas c, Rect r, double frame) {
        Rect band = r.inset(Units.mm(1));
        double w = frame - Units.mm(2);
        double cell = w;
        // the chequered band: black squares along each side of the frame
        c.save().black();
        int k = (int) Math.floor(band.w() / cell);
        double step = band.w() / k;
        for (int i = 0; i < k; i++) {
            if (i % 2 != 0) continue;
            c.fillRect(band.x() + i * step, band.y(), step, w);
            c.fillRect(band.right() - (i + 1) * step, band.bottom() - w, step, w);
            c.fillRect(band.x(), band.bottom() - (i + 1) * step, w, step);
            c.fillRect(band.right() - w, band.y() + i * step, w, step);
        }
        c.lineWidth(0.3).rect(band.x(), band.y(), band.w(), band.h());
        c.rect(band.x() + w, band.y() + w, band.w() - 2 * w, band.h() - 2 * w);
        // the cut lines: outside and the hole
        c.lineWidth(0.6).rect(r.x(), r.y(), r.w(), r.h());
        Rect hole = r.inset(frame);
        c.rect(hole.x(), hole.y(), hole.w(), hole.h());
        c.restore();
    }
}
