package pnp.pdf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The layout guard of one page: it catches a page that draws game information over other game
 * information, or puts ink where home printers cannot print.
 *
 * <p>Two rules, both checked while drawing. A breach is a message naming the document, the page,
 * the elements and where they are (in mm from the top-left corner). Tests collect them with
 * {@link #recording} and assert there are none (see {@code pnp.KitPrintTest}); with the system
 * property {@link #STRICT} set, the first breach throws a {@link LayoutException} whose stack trace
 * names the drawing code. Without either, the command draws on: a breach is a test failure, not a
 * user's problem.
 * <ol>
 *   <li><b>No ink in the border.</b> Everything drawn through the page's {@link Canvas} darker than
 *       {@link #LIGHT} grey must lie inside {@link #printable()}, {@link #MARGIN} (10 mm) from every
 *       edge of the paper. Light tints (bleed, backgrounds) may reach the edge.</li>
 *   <li><b>Game information never overlaps.</b> An element that carries game information (a pip,
 *       label, symbol, hole, door arrow, ...) is registered with its box by {@link Canvas#claim};
 *       a box overlapping an earlier one on the same page fails. Text drawn through
 *       {@link Canvas#text} registers itself, with the box its glyphs really cover (from the
 *       font's outlines), so most sheets need no code at all for their labels.</li>
 * </ol>
 *
 * <p>How to use it in a sheet: draw as before; then claim each information-carrying shape in
 * the coordinates you drew it in (the canvas maps them through translate/rotate/scale and clips):
 * <pre>{@code
 *   c.fillCircle(x, y, r);
 *   c.claim("pip of H6", new Rect(x - r, y - r, 2 * r, 2 * r));
 * }</pre>
 * Text that is meant to sit inside a claimed element (a number on a piece you claimed as a
 * whole) is drawn between {@code c.save().claimText(false)} and {@code c.restore()}; it is then
 * still checked against the border, but not registered. Boxes that merely touch do not overlap.
 * Pictures (PNG charts) have no paper and no guard.
 */
public final class LayoutGuard {
    /** The unprintable border on every side of the paper. */
    public static final double MARGIN = Units.mm(10);
    /** Grey level (0 black, 1 white) at and above which ink counts as a light tint, allowed anywhere. */
    public static final double LIGHT = 0.7;
    /** Overlaps and overhangs smaller than this (points) are rounding, not defects. */
    static final double EPS = 0.01;
    /** Ink may overhang the printable area by this much (points, 0.07 mm): half a hairline's width. */
    static final double BORDER_EPS = 0.2;

    /** A registered element: what it is and its box on the page (top-down points). */
    public record Claim(String what, Rect box) {}

    private final Rect printable;
    /**
     * System property: when {@code true}, every breach throws a {@link LayoutException} at once, with
     * the drawing code on the stack ({@code java -Dpnp.layout.strict=true -jar target/pnp.jar ...}).
     */
    public static final String STRICT = "pnp.layout.strict";

    private static final ThreadLocal<List<String>> SINK = new ThreadLocal<>();

    private final String page;
    private final List<Claim> claims = new ArrayList<>();

    /** @param page names the page in messages, e.g. {@code "Ike's game sheet, page 2"} */
    LayoutGuard(double width, double height, String page) {
        this.printable = new Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN);
        this.page = page;
    }

    /** Where ink may go: the paper less {@link #MARGIN} on every side. */
    public Rect printable() {
        return printable;
    }

    /** Everything registered on this page so far, in order. */
    public List<Claim> claims() {
        return List.copyOf(claims);
    }

    /** Registers game information at a page box; fails on overlap or on a box outside the printable area. */
    public void claim(String what, Rect box) {
        inside(what, box);
        for (Claim c : claims) {
            if (overlap(c.box(), box)) {
                fail(page + ": " + what + " " + describe(box) + " is drawn over " + c.what() + " " + describe(c.box()));
                break;
            }
        }
        claims.add(new Claim(what, box));
    }

    /** Fails when dark ink at this page box reaches outside the printable area. */
    void inside(String what, Rect box) {
        if (!printable.contains(box.inset(BORDER_EPS))) {
            fail(page + ": " + what + " " + describe(box)
                    + " reaches into the unprintable border (10 mm from every edge)");
        }
    }

    /**
     * Runs {@code drawing} on this thread and returns every breach of the rules it made, in order,
     * instead of failing at the first (unless {@link #STRICT} is set). What tests call.
     */
    public static List<String> recording(Runnable drawing) {
        List<String> outer = SINK.get();
        List<String> problems = new ArrayList<>();
        SINK.set(problems);
        try {
            drawing.run();
        } finally {
            SINK.set(outer);
        }
        return problems;
    }

    /** A breach: thrown under {@link #STRICT}, else recorded when {@link #recording} listens, else let pass. */
    private static void fail(String message) {
        if (Boolean.getBoolean(STRICT)) throw new LayoutException(message);
        List<String> sink = SINK.get();
        if (sink != null) sink.add(message);
    }

    static boolean overlap(Rect p, Rect q) {
        double w = Math.min(p.right(), q.right()) - Math.max(p.x(), q.x());
        double h = Math.min(p.bottom(), q.bottom()) - Math.max(p.y(), q.y());
        return w > EPS && h > EPS;
    }

    /** The part of {@code r} inside {@code clip}, or null when nothing is. */
    static Rect intersect(Rect r, Rect clip) {
        if (clip == null) return r;
        double x0 = Math.max(r.x(), clip.x());
        double y0 = Math.max(r.y(), clip.y());
        double x1 = Math.min(r.right(), clip.right());
        double y1 = Math.min(r.bottom(), clip.bottom());
        if (x1 < x0 || y1 < y0) return null;
        return new Rect(x0, y0, x1 - x0, y1 - y0);
    }

    static String describe(Rect r) {
        return String.format(
                Locale.ROOT,
                "[%.1f, %.1f mm, %.1f x %.1f mm]",
                Units.toMm(r.x()),
                Units.toMm(r.y()),
                Units.toMm(r.w()),
                Units.toMm(r.h()));
    }
}
