package pnp.pdf;

import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.io.Closeable;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.util.Matrix;

/**
 * Drawing on one page in points, origin at the page's top-left corner, y growing downwards.
 * A thin layer over PDFBox's content stream: lines, shapes, paths, text in the embedded font,
 * and the usual save/restore/translate/rotate. Symbols are drawn as paths, never as glyphs.
 * Each call tells the page's {@link InkTracker} (and through it the layout guard) what it
 * draws, then writes it through {@link ContentStream}.
 */
public final class Canvas implements Closeable {
    private final ContentStream out;
    private final PDFont font;
    private final double pageHeight;
    private final InkTracker ink;
    /** Where {@link #reuse} finds its forms; null where reuse draws directly (a form, a shadow, no forms). */
    private final Forms forms;
    /** Whether this canvas is a page's (it flipped the coordinates and restores them on close). */
    private final boolean page;

    Canvas(PDPageContentStream cs, PDFont font, double pageHeight) {
        this(cs, font, pageHeight, null);
    }

    /** A canvas whose drawing is checked by the page's guard (null: unchecked, as for pictures). */
    Canvas(PDPageContentStream cs, PDFont font, double pageHeight, LayoutGuard guard) {
        this(cs, font, pageHeight, guard, null);
    }

    /** A page's canvas that places {@link #reuse}d drawings as forms from {@code forms}. */
    Canvas(PDPageContentStream cs, PDFont font, double pageHeight, LayoutGuard guard, Forms forms) {
        this(new ContentStream(cs, font, null), font, pageHeight, forms, new InkTracker(guard), true);
        out.startPage(pageHeight);
    }

    /**
     * A canvas that starts in the state of whoever uses it: a form being recorded (the characters
     * of its text collected in {@code codePoints}) or, with no content stream, a shadow that only
     * shows a placed form's drawing to the layout guard.
     */
    private Canvas(ContentStream out, PDFont font, double pageHeight, Forms forms, InkTracker ink, boolean page) {
        this.out = out;
        this.font = font;
        this.pageHeight = pageHeight;
        this.forms = forms;
        this.ink = ink;
        this.page = page;
    }

    /** A canvas recording a form, in the coordinates and graphics state of the canvas that will place it. */
    static Canvas form(PDPageContentStream cs, PDFont font, double pageHeight, Set<Integer> codePoints) {
        return new Canvas(new ContentStream(cs, font, codePoints), font, pageHeight, null, new InkTracker(null), false);
    }

    public double pageHeight() {
        return pageHeight;
    }

    /** The page's layout guard, or null for a picture. */
    public LayoutGuard guard() {
        return ink.guard();
    }

    // ---- layout guard ----

    /**
     * Registers game information (a pip, symbol, hole, arrow, label...) drawn in the box given in the
     * current drawing coordinates; fails when it overlaps earlier game information on the page or
     * leaves the printable area. See {@link LayoutGuard}.
     */
    public Canvas claim(String what, Rect box) {
        ink.claim(what, box);
        return this;
    }

    /**
     * Registers a piece to cut out: its cut outline (current drawing coordinates), its colour (null for
     * plain paper; pieces of the same colour value may share cut lines) and how far its colour is drawn
     * past the cut line. See {@link LayoutGuard#piece}.
     */
    public Canvas piece(String what, Object colour, Shape outline, double bleed) {
        ink.piece(what, colour, outline, bleed);
        return this;
    }

    /** {@link #piece} for a rectangle. */
    public Canvas piece(String what, Object colour, Rect cut, double bleed) {
        return piece(what, colour, new Rectangle2D.Double(cut.x(), cut.y(), cut.w(), cut.h()), bleed);
    }

    /**
     * Registers a coloured piece (its colour as r, g, b in 0..1) and the mark it carries that reads on a mono
     * printer (a letter, a word, a pattern's name; null for none). See {@link LayoutGuard#coloured}.
     */
    public Canvas coloured(String what, double[] rgb, String mark) {
        if (ink.guard() != null) ink.guard().coloured(what, rgb[0], rgb[1], rgb[2], mark);
        return this;
    }

    /** An area seams and alignment marks keep clear of (drawing coordinates), without being game information. */
    public Canvas keepClear(String what, Rect box) {
        ink.keepClear(what, box);
        return this;
    }

    /**
     * Registers a line of the game drawn over the box (drawing coordinates; a domino's edge or the line
     * between its halves): a tiling's seams do not run along it and its alignment marks do not touch it.
     */
    public Canvas gameLine(String what, Rect box) {
        ink.gameLine(what, box);
        return this;
    }

    /** A seam or alignment mark of a tiling over the box: it must cross no game information. */
    Canvas seam(String what, Rect box) {
        ink.seam(what, box);
        return this;
    }

    /**
     * A canvas that draws nothing and shows its drawing to {@code guard} only: how a tiling learns where its
     * drawing's game information lies before it cuts the drawing into pages.
     */
    static Canvas probe(PDFont font, LayoutGuard guard) {
        return new Canvas(ContentStream.none(font), font, 0, null, new InkTracker(guard), false);
    }

    /** Whether text drawn from now until {@link #restore()} registers itself as game information (it does by default). */
    public Canvas claimText(boolean on) {
        ink.claimText(on);
        return this;
    }

    // ---- state ----

    public Canvas lineWidth(double w) {
        ink.lineWidth(w);
        out.lineWidth(w);
        return this;
    }

    /** Grey for strokes and fills: 0 black, 1 white. */
    public Canvas gray(double g) {
        ink.lightness(g);
        out.gray(g);
        return this;
    }

    public Canvas rgb(double r, double g, double b) {
        ink.lightness(0.299 * r + 0.587 * g + 0.114 * b);
        out.rgb(r, g, b);
        return this;
    }

    public Canvas black() {
        return gray(0);
    }

    public Canvas dash(double on, double off) {
        out.dash((float) on, (float) off);
        return this;
    }

    public Canvas solid() {
        out.dash();
        return this;
    }

    /** Round line caps and joins (for pencil-like symbols); {@link #save()} first to undo. */
    public Canvas round() {
        out.round();
        return this;
    }

    public Canvas save() {
        ink.save();
        out.save();
        return this;
    }

    public Canvas restore() {
        ink.restore();
        out.restore();
        return this;
    }

    /**
     * Draws a part of the page that is the same wherever it appears (a ruler, a grid, a chart): the
     * first time this JVM sees {@code key} the drawing is recorded as a PDF form, and every page that
     * shows it, in any document, places that form instead of drawing it again. The layout guard
     * still sees every element of the drawing where it lands.
     *
     * <p>{@code key} must be a value (a record or string, compared with equals) that determines
     * everything the drawing does; {@code bounds} must hold all of it (the form is clipped a little
     * outside). The form sees the graphics state of the moment it is placed, as a direct drawing
     * would, but cannot change it for what follows: the drawing must leave the state as it found it
     * (wrap it in {@link #save()} and {@link #restore()}).
     */
    public Canvas reuse(Object key, Rect bounds, Consumer<Canvas> drawing) {
        if (forms == null || !Forms.enabled()) {
            drawing.accept(this);
            return this;
        }
        PDFormXObject form = forms.form(key, bounds, pageHeight, drawing);
        if (ink.guard() != null) {
            ink.save();
            drawing.accept(new Canvas(ContentStream.none(font), font, pageHeight, null, ink, false));
            ink.restore();
        }
        out.drawForm(form);
        return this;
    }

    public Canvas translate(double dx, double dy) {
        ink.transform(Affine.translate(dx, dy));
        out.transform(Matrix.getTranslateInstance((float) dx, (float) dy));
        return this;
    }

    /** Rotates clockwise on the page by the given degrees about the current origin. */
    public Canvas rotate(double degrees) {
        ink.transform(Affine.rotate(degrees));
        out.transform(Matrix.getRotateInstance(Math.toRadians(degrees), 0, 0));
        return this;
    }

    public Canvas scale(double s) {
        ink.transform(Affine.scale(s));
        out.transform(Matrix.getScaleInstance((float) s, (float) s));
        return this;
    }

    /** Restricts drawing to the rectangle until the next {@link #restore()}. */
    public Canvas clip(Rect r) {
        ink.clip(r);
        out.clip(r);
        return this;
    }

    // ---- shapes ----

    public Canvas line(double x1, double y1, double x2, double y2) {
        return path().moveTo(x1, y1).lineTo(x2, y2).stroke();
    }

    public Canvas rect(Rect r) {
        return rect(r.x(), r.y(), r.w(), r.h());
    }

    public Canvas rect(double x, double y, double w, double h) {
        return rect(x, y, w, h, false);
    }

    public Canvas fillRect(double x, double y, double w, double h) {
        return rect(x, y, w, h, true);
    }

    private Canvas rect(double x, double y, double w, double h, boolean fill) {
        ink.point(x, y);
        ink.point(x + w, y + h);
        out.rect(x, y, w, h, fill);
        ink.paint(!fill);
        return this;
    }

    public Canvas fillRect(Rect r) {
        return fillRect(r.x(), r.y(), r.w(), r.h());
    }

    public Canvas circle(double cx, double cy, double r) {
        return ellipse(cx, cy, r, r, false);
    }

    public Canvas fillCircle(double cx, double cy, double r) {
        return ellipse(cx, cy, r, r, true);
    }

    public Canvas ellipse(double cx, double cy, double rx, double ry, boolean fill) {
        PathBuilder p = path();
        double k = 0.5522847498;
        p.moveTo(cx + rx, cy)
                .curveTo(cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry)
                .curveTo(cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy)
                .curveTo(cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry)
                .curveTo(cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy)
                .close();
        return fill ? p.fill() : p.stroke();
    }

    /** A closed polygon through the points {@code x0, y0, x1, y1, ...}, stroked. */
    public Canvas polygon(double... xy) {
        return poly(true, xy).stroke();
    }

    /** An open line through the points {@code x0, y0, x1, y1, ...}, stroked. */
    public Canvas polyline(double... xy) {
        return poly(false, xy).stroke();
    }

    public Canvas fillPolygon(double... xy) {
        return poly(true, xy).fill();
    }

    private PathBuilder poly(boolean closed, double... xy) {
        PathBuilder p = path().moveTo(xy[0], xy[1]);
        for (int i = 2; i + 1 < xy.length; i += 2) p.lineTo(xy[i], xy[i + 1]);
        if (closed) p.close();
        return p;
    }

    /**
     * Crop marks just outside each corner of a piece to cut: short lines on the extension of each
     * edge, starting a little away from the corner so they do not show on the cut piece.
     */
    public Canvas cropMarks(Rect r, double length, double gap) {
        save().lineWidth(0.25).black().solid();
        double[][] corners = {{r.x(), r.y()}, {r.right(), r.y()}, {r.x(), r.bottom()}, {r.right(), r.bottom()}};
        for (double[] c : corners) {
            double sx = c[0] == r.x() ? -1 : 1;
            double sy = c[1] == r.y() ? -1 : 1;
            line(c[0] + sx * gap, c[1], c[0] + sx * (gap + length), c[1]);
            line(c[0], c[1] + sy * gap, c[0], c[1] + sy * (gap + length));
        }
        return restore();
    }

    // ---- paths ----

    /** A path to build; {@link PathBuilder#stroke()}, {@link PathBuilder#fill()} or fillStroke() finish it. */
    public PathBuilder path() {
        return new PathBuilder(this, out, ink);
    }

    // ---- text ----

    /** The width of the text in points at the given size. */
    public double textWidth(double size, String text) {
        return TextWidths.of(font, size, text);
    }

    /** Text with its baseline's left end at (x, y). */
    public Canvas text(double x, double y, double size, String text) {
        if (ink.guard() != null) ink.text(text, size, TextBox.of(font, x, y, size, text, textWidth(size, text)));
        out.text(x, y, size, text);
        return this;
    }

    public Canvas textCentered(double cx, double y, double size, String text) {
        return text(cx - textWidth(size, text) / 2, y, size, text);
    }

    public Canvas textRight(double right, double y, double size, String text) {
        return text(right - textWidth(size, text), y, size, text);
    }

    /**
     * Writes the text left-aligned in lines no wider than {@code width}, breaking between words.
     * Returns the baseline y of the line after the last one written.
     */
    public double paragraph(double x, double y, double width, double size, double leading, String text) {
        double yy = y;
        for (String line : wrap(width, size, text)) {
            if (!line.isEmpty()) text(x, yy, size, line);
            yy += leading;
        }
        return yy;
    }

    /** The lines {@link #paragraph} writes: words joined while they fit the width; {@code \n} starts a line. */
    public List<String> wrap(double width, double size, String text) {
        return Wrap.lines(line -> textWidth(size, line), width, text);
    }

    @Override
    public void close() {
        out.close(page);
    }
}
