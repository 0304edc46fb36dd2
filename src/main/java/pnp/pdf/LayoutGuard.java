package pnp.pdf;

import java.awt.BasicStroke;
import java.awt.geom.Area;
import java.awt.geom.Rectangle2D;
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
 *       {@link #LIGHT} grey must lie inside {@link #printable()}, {@link PdfDoc#MARGIN} (10 mm) from every
 *       edge of the paper. Light tints (bleed, backgrounds) may reach the edge.</li>
 *   <li><b>Game information never overlaps.</b> An element that carries game information (a pip,
 *       label, symbol, hole, door arrow, ...) is registered with its box by {@link Canvas#claim};
 *       a box overlapping an earlier one on the same page fails. Text drawn through
 *       {@link Canvas#text} registers itself, with the box its glyphs really cover (from the
 *       font's outlines), so most sheets need no code at all for their labels.</li>
 *   <li><b>Text is legible.</b> Every glyph run is at least {@link #MIN_TEXT} (6 pt) on the page.</li>
 *   <li><b>Bleed is ink.</b> A piece to cut out is registered with {@link Canvas#piece}: its cut
 *       outline, its colour and its bleed. A piece coloured to its cut line needs a bleed of at
 *       least {@link Page#BLEED}; the bleed (the band beyond the cut line) may cover no game
 *       information and no other piece; pieces of different colours keep a gutter of at least
 *       their two bleeds (2 x 3 mm), so a cut a little wide never shows a neighbour's colour.
 *       Pieces of one colour may share cut lines.</li>
 *   <li><b>Seams sit on empty paper.</b> A tiling's overlap seams and alignment marks
 *       ({@link #seam}) cross no game information, no seam runs along a game line
 *       ({@link #gameLine}: a domino's edge or half-divider) and no mark touches one.</li>
 *   <li><b>Colours part in grey.</b> Coloured pieces registered with {@link #coloured} whose colours
 *       print as nearly the same grey on a mono printer carry distinct marks (see {@link GreyContrast}).</li>
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
    /** Grey level (0 black, 1 white) at and above which ink counts as a light tint, allowed anywhere. */
    public static final double LIGHT = 0.7;
    /** Overlaps and overhangs smaller than this (points) are rounding, not defects. */
    static final double EPS = 0.01;
    /** Ink may overhang the printable area by this much (points, 0.07 mm): half a hairline's width. */
    static final double BORDER_EPS = 0.2;

    /** The least size of text on a page, in points. */
    public static final double MIN_TEXT = 6;

    /** A registered element: what it is and its box on the page (top-down points). */
    public record Claim(String what, Rect box) {}

    /**
     * A piece to cut out: its cut outline on the page, its colour (any value compared with equals; null for
     * plain paper), how far its colour runs past the cut line, and the cut outline grown by that bleed
     * (everything the piece inks; grown once, as each new piece is compared with all before it).
     */
    public record Piece(String what, Object colour, Area cut, double bleed, Area inked) {
        Piece(String what, Object colour, Area cut, double bleed) {
            this(what, colour, cut, bleed, grown(cut, bleed));
        }
    }

    private final Rect printable;
    /**
     * System property: when {@code true}, every breach throws a {@link LayoutException} at once, with
     * the drawing code on the stack ({@code java -Dpnp.layout.strict=true -jar target/pnp.jar ...}).
     */
    public static final String STRICT = "pnp.layout.strict";

    private static final ThreadLocal<List<String>> SINK = new ThreadLocal<>();

    private final String page;
    private final List<Claim> claims = new ArrayList<>();
    private final List<Piece> pieces = new ArrayList<>();
    private final List<Claim> keepClear = new ArrayList<>();
    private final List<Claim> lines = new ArrayList<>();
    private final GreyContrast greys = new GreyContrast();
    /** A guard that only collects claims (a tiling's probe of its drawing) and reports nothing. */
    private final boolean quiet;

    /** @param page names the page in messages, e.g. {@code "Ike's game sheet, page 2"} */
    LayoutGuard(double width, double height, String page) {
        this(
                new Rect(PdfDoc.MARGIN, PdfDoc.MARGIN, width - 2 * PdfDoc.MARGIN, height - 2 * PdfDoc.MARGIN),
                page,
                false);
    }

    private LayoutGuard(Rect printable, String page, boolean quiet) {
        this.printable = printable;
        this.page = page;
        this.quiet = quiet;
    }

    /** A guard that collects what is claimed where, anywhere, and never reports a breach. */
    static LayoutGuard probe() {
        double far = 1e6;
        return new LayoutGuard(new Rect(-far, -far, 2 * far, 2 * far), "probe", true);
    }

    /** Where ink may go: the paper less {@link PdfDoc#MARGIN} on every side. */
    public Rect printable() {
        return printable;
    }

    /** Everything registered on this page so far, in order. */
    public List<Claim> claims() {
        return List.copyOf(claims);
    }

    /** Areas that seams keep clear of without being game information themselves (a ring round a hole). */
    public List<Claim> keptClear() {
        return List.copyOf(keepClear);
    }

    /** Registers an area that seams and alignment marks keep clear of; it may hold game information. */
    public void keepClear(String what, Rect box) {
        keepClear.add(new Claim(what, box));
    }

    /** Lines of the game (a domino's edges and half-divider) registered on this page so far, in order. */
    public List<Claim> lines() {
        return List.copyOf(lines);
    }

    /**
     * Registers a line of the game at a page box (as thick as it is drawn): a seam may cross it but not run
     * along it within {@link #LINE_ROOM}, and an alignment mark may not touch it. Lines may meet and overlap.
     */
    public void gameLine(String what, Rect box) {
        lines.add(new Claim(what, box));
    }

    /** How far a seam keeps from a game line it runs alongside, so the two are not taken for each other. */
    public static final double LINE_ROOM = Units.mm(0.5);

    /** Everything registered as a piece on this page so far, in order. */
    public List<Piece> pieces() {
        return List.copyOf(pieces);
    }

    /**
     * Registers game information at a page box; fails on overlap, on a box in a piece's bleed or on a box
     * outside the printable area.
     */
    public void claim(String what, Rect box) {
        inside(what, box);
        for (Claim c : claims) {
            if (overlap(c.box(), box)) {
                fail(page + ": " + what + " " + describe(box) + " is drawn over " + c.what() + " " + describe(c.box()));
                break;
            }
        }
        for (Piece p : pieces) {
            if (inBleed(p, box)) {
                fail(page + ": " + what + " " + describe(box) + " lies in the bleed of " + p.what());
                break;
            }
        }
        claims.add(new Claim(what, box));
    }

    /**
     * Registers a coloured piece (r, g, b in 0..1) and the mark it carries that reads in grey (a letter, a
     * word, a pattern's name; null for none); fails when it prints as nearly the same grey as a piece of
     * another colour and the two are not told apart by distinct marks.
     */
    public void coloured(String what, double r, double g, double b, String mark) {
        String breach = greys.add(new GreyContrast.Marked(what, r, g, b, mark));
        if (breach != null) fail(page + ": " + breach);
    }

    /** Fails when text is smaller than {@link #MIN_TEXT} on the page ({@code size} in page points). */
    void textSize(String what, double size) {
        if (size < MIN_TEXT - 0.05)
            fail(String.format(
                    Locale.ROOT, "%s: %s is %.1f pt, under the least of %.0f pt", page, what, size, MIN_TEXT));
    }

    /**
     * A tiling's seam line or alignment mark at a page box: it is drawn on empty paper only, so it may not
     * cross game information; it is not registered (seams cross each other).
     */
    public void seam(String what, Rect box) {
        List<Claim> all = new ArrayList<>(claims);
        all.addAll(keepClear);
        for (Claim c : all) {
            if (overlap(c.box(), box)) {
                fail(page + ": " + what + " " + describe(box) + " crosses " + c.what() + " " + describe(c.box()));
                return;
            }
        }
        for (Claim l : lines) {
            if (alongside(l.box(), box)) {
                fail(page + ": " + what + " " + describe(box) + " lies on " + l.what() + " " + describe(l.box()));
                return;
            }
        }
    }

    /**
     * Whether a seam or mark at {@code box} is mistaken for the game line at {@code line}: a thin seam runs
     * along a line of its own direction within {@link #LINE_ROOM} (crossing a line is fine); a mark (no
     * longer one way than the other) touches any line.
     */
    static boolean alongside(Rect line, Rect box) {
        boolean seamUpright = box.h() > 4 * box.w();
        boolean seamLevel = box.w() > 4 * box.h();
        if (!seamUpright && !seamLevel) return overlap(line, box);
        boolean lineUpright = line.h() > line.w();
        if (seamUpright != lineUpright) return false;
        Rect grown = seamUpright
                ? new Rect(line.x() - LINE_ROOM, line.y(), line.w() + 2 * LINE_ROOM, line.h())
                : new Rect(line.x(), line.y() - LINE_ROOM, line.w(), line.h() + 2 * LINE_ROOM);
        return overlap(grown, box);
    }

    /**
     * Registers a piece to cut out (its cut outline in page points) and checks it against the print shop's
     * rules: a coloured piece has bleed, its bleed covers no game information and no other piece, and
     * pieces of different colours keep a gutter of both their bleeds.
     */
    public void piece(String what, Object colour, Area cut, double bleed) {
        Piece mine = new Piece(what, colour, cut, bleed);
        if (colour != null && bleed < Page.BLEED - EPS)
            fail(page + ": " + what + " is coloured to its cut line with "
                    + (bleed <= EPS ? "no bleed" : String.format(Locale.ROOT, "%.1f mm of bleed", Units.toMm(bleed)))
                    + " (a piece coloured to its edge needs 3 mm)");
        for (Claim c : claims) {
            if (inBleed(mine, c.box())) {
                fail(page + ": the bleed of " + what + " is printed over " + c.what() + " " + describe(c.box()));
                break;
            }
        }
        Area inked = mine.inked();
        for (Piece other : pieces) {
            boolean sameInk = colour != null && colour.equals(other.colour());
            if (sameInk) continue;
            Area theirs = other.inked();
            if (!inked.getBounds2D().intersects(theirs.getBounds2D())) continue;
            Area both = new Area(inked);
            both.intersect(theirs);
            if (substantial(both)) {
                fail(page + ": " + what + " and " + other.what() + " are closer than their bleeds allow"
                        + String.format(
                                Locale.ROOT, " (a gutter of %.1f mm at least)", Units.toMm(bleed + other.bleed())));
                break;
            }
        }
        pieces.add(mine);
    }

    /** Whether a page box reaches into the band between the piece's cut line and its bleed's edge. */
    private static boolean inBleed(Piece p, Rect box) {
        if (p.bleed() <= EPS) return false;
        Rectangle2D r = new Rectangle2D.Double(box.x(), box.y(), box.w(), box.h());
        Area inked = p.inked();
        if (!inked.intersects(r)) return false;
        Area band = new Area(inked);
        band.subtract(p.cut());
        band.intersect(new Area(r));
        return substantial(band);
    }

    private static boolean substantial(Area a) {
        if (a.isEmpty()) return false;
        Rectangle2D b = a.getBounds2D();
        return b.getWidth() > 0.05 && b.getHeight() > 0.05;
    }

    /** An outline grown by {@code d} on every side, its corners rounded: exactly the points within {@code d}. */
    public static Area grown(Area a, double d) {
        if (d <= 0) return a;
        Area g = new Area(
                new BasicStroke((float) (2 * d), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND).createStrokedShape(a));
        g.add(a);
        return g;
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
    private void fail(String message) {
        if (quiet) return;
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
