package pnp.pdf;

import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The canvas's shadow of the PDF graphics state (transformation, line width, grey level, clip,
 * whether text registers itself), so every drawing call can be located on the page and handed to
 * the page's {@link LayoutGuard}. Without a guard (a {@link Picture}) it only keeps the state.
 */
final class InkTracker {
    private record State(Affine ctm, double lineWidth, boolean dark, Rect clip, boolean claimText) {}

    private final LayoutGuard guard;
    private final Deque<State> saved = new ArrayDeque<>();
    private State s = new State(Affine.IDENTITY, 0.5, true, null, true);
    // bounds of the path under construction, in user space
    private double px0 = Double.POSITIVE_INFINITY, py0 = Double.POSITIVE_INFINITY;
    private double px1 = Double.NEGATIVE_INFINITY, py1 = Double.NEGATIVE_INFINITY;

    InkTracker(LayoutGuard guard) {
        this.guard = guard;
    }

    LayoutGuard guard() {
        return guard;
    }

    void save() {
        saved.push(s);
    }

    void restore() {
        if (!saved.isEmpty()) s = saved.pop();
    }

    void transform(Affine m) {
        s = new State(s.ctm.after(m), s.lineWidth, s.dark, s.clip, s.claimText);
    }

    void lineWidth(double w) {
        s = new State(s.ctm, w, s.dark, s.clip, s.claimText);
    }

    void claimText(boolean on) {
        s = new State(s.ctm, s.lineWidth, s.dark, s.clip, on);
    }

    /** Sets the ink's lightness: 0 black, 1 white (for colours, their luminance). */
    void lightness(double level) {
        s = new State(s.ctm, s.lineWidth, level < LayoutGuard.LIGHT, s.clip, s.claimText);
    }

    void clip(Rect user) {
        Rect page = s.ctm.map(user);
        Rect clip = s.clip == null ? page : LayoutGuard.intersect(page, s.clip);
        s = new State(s.ctm, s.lineWidth, s.dark, clip == null ? new Rect(0, 0, 0, 0) : clip, s.claimText);
    }

    void point(double x, double y) {
        px0 = Math.min(px0, x);
        py0 = Math.min(py0, y);
        px1 = Math.max(px1, x);
        py1 = Math.max(py1, y);
    }

    /** The path drawn so far has been stroked (or filled, with {@code stroked} false). */
    void paint(boolean stroked) {
        if (px0 <= px1) {
            Rect page = s.ctm.map(new Rect(px0, py0, px1 - px0, py1 - py0));
            double half = stroked ? s.lineWidth * s.ctm.scaleFactor() / 2 : 0;
            ink(stroked ? "a line" : "a filled shape", page.inset(-half));
        }
        px0 = py0 = Double.POSITIVE_INFINITY;
        px1 = py1 = Double.NEGATIVE_INFINITY;
    }

    /** Text at {@code size} (user space) whose glyphs cover the user-space box. */
    void text(String text, double size, Rect user) {
        if (guard == null) return;
        String what = "text '" + text + "'";
        guard.textSize(what, size * s.ctm.scaleFactor());
        Rect page = LayoutGuard.intersect(s.ctm.map(user), s.clip);
        if (page == null || page.w() <= 0 || page.h() <= 0) return;
        if (s.claimText) guard.claim(what, page);
        else if (s.dark) guard.inside(what, page);
    }

    /** A piece to cut out, its outline in user space; see {@link LayoutGuard#piece}. */
    void piece(String what, Object colour, Shape outline, double bleed) {
        if (guard == null) return;
        AffineTransform t = new AffineTransform(s.ctm.a(), s.ctm.b(), s.ctm.c(), s.ctm.d(), s.ctm.e(), s.ctm.f());
        Area page = new Area(outline).createTransformedArea(t);
        guard.piece(what, colour, page, bleed * s.ctm.scaleFactor());
    }

    /** A tiling's seam or alignment mark over the user-space box; see {@link LayoutGuard#seam}. */
    void seam(String what, Rect user) {
        if (guard == null) return;
        Rect page = LayoutGuard.intersect(s.ctm.map(user), s.clip);
        if (page != null) guard.seam(what, page);
    }

    void keepClear(String what, Rect user) {
        if (guard == null) return;
        Rect page = LayoutGuard.intersect(s.ctm.map(user), s.clip);
        if (page != null) guard.keepClear(what, page);
    }

    void gameLine(String what, Rect user) {
        if (guard == null) return;
        Rect page = LayoutGuard.intersect(s.ctm.map(user), s.clip);
        if (page != null) guard.gameLine(what, page);
    }

    void claim(String what, Rect user) {
        if (guard == null) return;
        Rect page = LayoutGuard.intersect(s.ctm.map(user), s.clip);
        if (page != null) guard.claim(what, page);
    }

    private void ink(String what, Rect page) {
        if (guard == null || !s.dark) return;
        Rect visible = LayoutGuard.intersect(page, s.clip);
        if (visible != null) guard.inside(what, visible);
    }
}
