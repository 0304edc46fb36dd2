package pnp.pdf;

import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.util.Matrix;

/**
 * Drawing on one page in points, origin at the page's top-left corner, y growing downwards.
 * A thin layer over PDFBox's content stream: lines, shapes, paths, text in the embedded font,
 * and the usual save/restore/translate/rotate. Symbols are drawn as paths, never as glyphs.
 * PDFBox's I/O errors (in memory, never a file) surface as {@link PdfFailure}, a bug, so drawing code
 * stays readable.
 */
public final class Canvas implements Closeable {
    private final PDPageContentStream cs;
    private final PDFont font;
    private final double pageHeight;
    private final InkTracker ink;
    /**
     * Widths (1/1000 em) of strings already measured, for every canvas: all use the one bundled
     * font (LiberationSans). Labels repeat on every page; the bound keeps unique strings in check.
     */
    private static final Map<String, Double> WIDTHS = new ConcurrentHashMap<>();

    private static final int WIDTHS_KEPT = 4096;
    /** Where {@link #reuse} finds its forms; null where reuse draws directly (a form, a shadow, no forms). */
    private final Forms forms;
    /** The characters written while recording a form; null elsewhere. */
    private final Set<Integer> codePoints;
    /** Whether this canvas is a page's (it flipped the coordinates and restores them on close). */
    private final boolean page;
    /** The font size in the text state, or NaN when unknown; saved and restored with the graphics state. */
    private float fontSize = Float.NaN;

    private final ArrayDeque<Float> savedFontSizes = new ArrayDeque<>();
    /** Whether this canvas has set the font at all. */
    private boolean fontSet;

    Canvas(PDPageContentStream cs, PDFont font, double pageHeight) {
        this(cs, font, pageHeight, null);
    }

    /** A canvas whose drawing is checked by the page's guard (null: unchecked, as for pictures). */
    Canvas(PDPageContentStream cs, PDFont font, double pageHeight, LayoutGuard guard) {
        this(cs, font, pageHeight, guard, null);
    }

    /** A page's canvas that places {@link #reuse}d drawings as forms from {@code forms}. */
    Canvas(PDPageContentStream cs, PDFont font, double pageHeight, LayoutGuard guard, Forms forms) {
        this(cs, font, pageHeight, forms, null, new InkTracker(guard), true);
        io(() -> {
            cs.saveGraphicsState();
            // flip once so every caller works top-down; text re-flips itself in text()
            cs.transform(new Matrix(1, 0, 0, -1, 0, (float) pageHeight));
            cs.setLineWidth(0.5f);
            cs.setLineCapStyle(0);
            cs.setLineJoinStyle(0);
        });
    }

    /**
     * A canvas that starts in the state of whoever uses it: a form being recorded (the characters
     * of its text collected in {@code codePoints}) or, with no content stream, a shadow that only
     * shows a placed form's drawing to the layout guard.
     */
    private Canvas(
            PDPageContentStream cs,
            PDFont font,
            double pageHeight,
            Forms forms,
            Set<Integer> codePoints,
            InkTracker ink,
            boolean page) {
        this.cs = cs;
        this.font = font;
        this.pageHeight = pageHeight;
        this.forms = forms;
        this.codePoints = codePoints;
        this.ink = ink;
        this.page = page;
    }

    /** A canvas recording a form, in the coordinates and graphics state of the canvas that will place it. */
    static Canvas form(PDPageContentStream cs, PDFont font, double pageHeight, Set<Integer> codePoints) {
        return new Canvas(cs, font, pageHeight, null, codePoints, new InkTracker(null), false);
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

    /** An area seams and alignment marks keep clear of (drawing coordinates), without being game information. */
    public Canvas keepClear(String what, Rect box) {
        ink.keepClear(what, box);
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
        return new Canvas(null, font, 0, null, null, new InkTracker(guard), false);
    }

    /** Whether text drawn from now until {@link #restore()} registers itself as game information (it does by default). */
    public Canvas claimText(boolean on) {
        ink.claimText(on);
        return this;
    }

    // ---- state ----

    public Canvas lineWidth(double w) {
        ink.lineWidth(w);
        io(() -> cs.setLineWidth((float) w));
        return this;
    }

    /** Grey for strokes and fills: 0 black, 1 white. */
    public Canvas gray(double g) {
        ink.lightness(g);
        io(() -> {
            cs.setStrokingColor((float) g);
            cs.setNonStrokingColor((float) g);
        });
        return this;
    }

    public Canvas rgb(double r, double g, double b) {
        ink.lightness(0.299 * r + 0.587 * g + 0.114 * b);
        io(() -> {
            cs.setStrokingColor((float) r, (float) g, (float) b);
            cs.setNonStrokingColor((float) r, (float) g, (float) b);
        });
        return this;
    }

    public Canvas black() {
        return gray(0);
    }

    public Canvas dash(double on, double off) {
        io(() -> cs.setLineDashPattern(new float[] {(float) on, (float) off}, 0));
        return this;
    }

    public Canvas solid() {
        io(() -> cs.setLineDashPattern(new float[0], 0));
        return this;
    }

    /** Round line caps and joins (for pencil-like symbols); {@link #save()} first to undo. */
    public Canvas round() {
        io(() -> {
            cs.setLineCapStyle(1);
            cs.setLineJoinStyle(1);
        });
        return this;
    }

    public Canvas save() {
        ink.save();
        io(() -> cs.saveGraphicsState());
        savedFontSizes.push(fontSize);
        return this;
    }

    public Canvas restore() {
        ink.restore();
        io(() -> cs.restoreGraphicsState());
        fontSize = savedFontSizes.isEmpty() ? Float.NaN : savedFontSizes.pop();
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
            drawing.accept(new Canvas(null, font, pageHeight, null, null, ink, false));
            ink.restore();
        }
        io(() -> {
            if (!fontSet && form.getResources().getFontNames().iterator().hasNext()) {
                // PDFBox subsets the font of a document only once a page's content stream has set it
                cs.setFont(font, 10);
                fontSize = 10;
                fontSet = true;
            }
            cs.drawForm(form);
        });
        return this;
    }

    public Canvas translate(double dx, double dy) {
        ink.transform(Affine.translate(dx, dy));
        io(() -> cs.transform(Matrix.getTranslateInstance((float) dx, (float) dy)));
        return this;
    }

    /** Rotates clockwise on the page by the given degrees about the current origin. */
    public Canvas rotate(double degrees) {
        ink.transform(Affine.rotate(degrees));
        io(() -> cs.transform(Matrix.getRotateInstance(Math.toRadians(degrees), 0, 0)));
        return this;
    }

    public Canvas scale(double s) {
        ink.transform(Affine.scale(s));
        io(() -> cs.transform(Matrix.getScaleInstance((float) s, (float) s)));
        return this;
    }

    /** Restricts drawing to the rectangle until the next {@link #restore()}. */
    public Canvas clip(Rect r) {
        ink.clip(r);
        io(() -> {
            cs.addRect((float) r.x(), (float) r.y(), (float) r.w(), (float) r.h());
            cs.clip();
        });
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
        ink.point(x, y);
        ink.point(x + w, y + h);
        io(() -> {
            cs.addRect((float) x, (float) y, (float) w, (float) h);
            cs.stroke();
        });
        ink.paint(true);
        return this;
    }

    public Canvas fillRect(double x, double y, double w, double h) {
        ink.point(x, y);
        ink.point(x + w, y + h);
        io(() -> {
            cs.addRect((float) x, (float) y, (float) w, (float) h);
            cs.fill();
        });
        ink.paint(false);
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
        Path p = path();
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

    private Path poly(boolean closed, double... xy) {
        Path p = path().moveTo(xy[0], xy[1]);
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

    public Path path() {
        return new Path();
    }

    /** A path under construction; finish it with {@link #stroke()}, {@link #fill()} or {@link #fillStroke()}. */
    public final class Path {
        private Path() {}

        public Path moveTo(double x, double y) {
            ink.point(x, y);
            io(() -> cs.moveTo((float) x, (float) y));
            return this;
        }

        public Path lineTo(double x, double y) {
            ink.point(x, y);
            io(() -> cs.lineTo((float) x, (float) y));
            return this;
        }

        public Path curveTo(double x1, double y1, double x2, double y2, double x3, double y3) {
            ink.point(x1, y1);
            ink.point(x2, y2);
            ink.point(x3, y3);
            io(() -> cs.curveTo((float) x1, (float) y1, (float) x2, (float) y2, (float) x3, (float) y3));
            return this;
        }

        public Path close() {
            io(() -> cs.closePath());
            return this;
        }

        public Canvas stroke() {
            io(() -> cs.stroke());
            ink.paint(true);
            return Canvas.this;
        }

        public Canvas fill() {
            io(() -> cs.fill());
            ink.paint(false);
            return Canvas.this;
        }

        public Canvas fillStroke() {
            io(() -> cs.fillAndStroke());
            ink.paint(true);
            return Canvas.this;
        }
    }

    // ---- text ----

    /** The width of the text in points at the given size. */
    public double textWidth(double size, String text) {
        Double em = WIDTHS.get(text);
        if (em == null) {
            try {
                em = (double) font.getStringWidth(text);
            } catch (IOException e) {
                throw new PdfFailure("PDFBox failed in memory", e);
            }
            if (WIDTHS.size() < WIDTHS_KEPT) WIDTHS.put(text, em);
        }
        return em / 1000.0 * size;
    }

    /** Text with its baseline's left end at (x, y). */
    public Canvas text(double x, double y, double size, String text) {
        if (ink.guard() != null) ink.text(text, size, TextBox.of(font, x, y, size, text, textWidth(size, text)));
        if (codePoints != null) text.codePoints().forEach(codePoints::add);
        io(() -> {
            cs.beginText();
            // the size stays in the text state until the graphics state is restored: set it only when it changes
            if (fontSize != (float) size) {
                cs.setFont(font, (float) size);
                fontSize = (float) size;
                fontSet = true;
            }
            cs.setTextMatrix(new Matrix(1, 0, 0, -1, (float) x, (float) y));
            cs.showText(text);
            cs.endText();
        });
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
        io(() -> {
            if (page) cs.restoreGraphicsState();
            cs.close();
        });
    }

    private interface IoAction {
        void run() throws IOException;
    }

    /** Runs a content-stream operation; a shadow canvas (no stream) writes nothing. */
    private void io(IoAction a) {
        if (cs == null) return;
        try {
            a.run();
        } catch (IOException e) {
            throw new PdfFailure("PDFBox failed in memory", e);
        }
    }
}
