package pnp.testing;

import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.apache.pdfbox.util.Matrix;

/**
 * Reads a PDF back for tests: page sizes, the text, the fonts and whether they are embedded, and
 * every stroked straight segment in page points measured from the top-left corner (y down), so a
 * test can find a drawn line by its length and position.
 */
public final class PdfProbe implements AutoCloseable {
    /** A stroked straight segment, top-down page points. */
    public record Segment(double x1, double y1, double x2, double y2) {
        public double length() {
            return Math.hypot(x2 - x1, y2 - y1);
        }

        public boolean horizontal() {
            return Math.abs(y1 - y2) < 1e-3;
        }

        public boolean vertical() {
            return Math.abs(x1 - x2) < 1e-3;
        }

        public double minX() {
            return Math.min(x1, x2);
        }

        public double maxX() {
            return Math.max(x1, x2);
        }

        public double minY() {
            return Math.min(y1, y2);
        }

        public double maxY() {
            return Math.max(y1, y2);
        }
    }

    /**
     * One glyph drawn on a page: its character, its size in points as printed (the font size times the
     * scaling of the text and the current transformation), and its box (unrotated page points from the
     * top-left corner, y down; the glyph's advance by 0.2 em below the baseline to 0.8 em above it).
     */
    public record Glyph(String text, double size, double minX, double minY, double maxX, double maxY) {
        /** Whether a segment passes through this glyph's box (Liang-Barsky clipping). */
        public boolean crossedBy(Segment s) {
            double t0 = 0, t1 = 1;
            double dx = s.x2() - s.x1(), dy = s.y2() - s.y1();
            double[] p = {-dx, dx, -dy, dy};
            double[] q = {s.x1() - minX, maxX - s.x1(), s.y1() - minY, maxY - s.y1()};
            for (int i = 0; i < 4; i++) {
                if (p[i] == 0) {
                    if (q[i] < 0) return false;
                } else {
                    double r = q[i] / p[i];
                    if (p[i] < 0) t0 = Math.max(t0, r);
                    else t1 = Math.min(t1, r);
                }
            }
            return t0 <= t1;
        }
    }

    private final PDDocument doc;

    public PdfProbe(byte[] pdf) throws IOException {
        this.doc = Loader.loadPDF(pdf);
    }

    public PDDocument document() {
        return doc;
    }

    public int pages() {
        return doc.getNumberOfPages();
    }

    public double width(int page) {
        return doc.getPage(page).getMediaBox().getWidth();
    }

    public double height(int page) {
        return doc.getPage(page).getMediaBox().getHeight();
    }

    /** The text of one page (0-based), as PDFBox extracts it. */
    public String text(int page) throws IOException {
        PDFTextStripper s = new PDFTextStripper();
        s.setStartPage(page + 1);
        s.setEndPage(page + 1);
        return s.getText(doc);
    }

    public String allText() throws IOException {
        return new PDFTextStripper().getText(doc);
    }

    /** Every font on every page, with whether its program is embedded. */
    public List<String> fontsNotEmbedded() throws IOException {
        List<String> bad = new ArrayList<>();
        for (PDPage p : doc.getPages()) {
            PDResources r = p.getResources();
            for (COSName n : r.getFontNames()) {
                PDFont f = r.getFont(n);
                if (!f.isEmbedded()) bad.add(f.getName());
            }
        }
        return bad;
    }

    public List<String> fontNames() throws IOException {
        List<String> names = new ArrayList<>();
        for (PDPage p : doc.getPages()) {
            PDResources r = p.getResources();
            for (COSName n : r.getFontNames()) names.add(r.getFont(n).getName());
        }
        return names;
    }

    /** The stroked straight segments of a page, including the sides of stroked rectangles. */
    public List<Segment> segments(int page) throws IOException {
        PDPage p = doc.getPage(page);
        Collector c = new Collector(p);
        c.processPage(p);
        return c.stroked;
    }

    /** The stroked straight segments of a page drawn with this dash pattern (on, off lengths in points). */
    public List<Segment> dashed(int page, double... pattern) throws IOException {
        PDPage p = doc.getPage(page);
        Collector c = new Collector(p);
        c.processPage(p);
        List<Segment> out = new ArrayList<>();
        for (int i = 0; i < c.stroked.size(); i++) {
            if (Arrays.equals(c.dashes.get(i), pattern)) out.add(c.stroked.get(i));
        }
        return out;
    }

    /** Every glyph on a page (0-based), with its printed size and its box. */
    public List<Glyph> glyphs(int page) throws IOException {
        double h = height(page);
        List<Glyph> out = new ArrayList<>();
        PDFTextStripper s = new PDFTextStripper() {
            @Override
            protected void writeString(String text, List<TextPosition> positions) {
                for (TextPosition t : positions) {
                    Matrix m = t.getTextMatrix();
                    double adv;
                    try {
                        adv = t.getFont().getWidth(t.getCharacterCodes()[0]) / 1000.0;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE;
                    double maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
                    for (double[] c : new double[][] {{0, -0.2}, {adv, -0.2}, {0, 0.8}, {adv, 0.8}}) {
                        Point2D.Float q = m.transformPoint((float) c[0], (float) c[1]);
                        minX = Math.min(minX, q.x);
                        maxX = Math.max(maxX, q.x);
                        minY = Math.min(minY, h - q.y);
                        maxY = Math.max(maxY, h - q.y);
                    }
                    out.add(new Glyph(t.getUnicode(), m.getScalingFactorX(), minX, minY, maxX, maxY));
                }
            }
        };
        s.setStartPage(page + 1);
        s.setEndPage(page + 1);
        s.getText(doc);
        return out;
    }

    public BufferedImage render(int page, float dpi) throws IOException {
        return new PDFRenderer(doc).renderImageWithDPI(page, dpi, ImageType.GRAY);
    }

    @Override
    public void close() throws IOException {
        doc.close();
    }

    private static final class Collector extends PDFGraphicsStreamEngine {
        final List<Segment> stroked = new ArrayList<>();
        /** The dash pattern of each stroked segment (empty when solid). */
        final List<double[]> dashes = new ArrayList<>();

        private final List<Segment> pending = new ArrayList<>();
        private final double h;
        private Point2D start;
        private Point2D current;

        Collector(PDPage page) {
            super(page);
            this.h = page.getMediaBox().getHeight();
        }

        private void seg(Point2D a, Point2D b) {
            pending.add(new Segment(a.getX(), h - a.getY(), b.getX(), h - b.getY()));
        }

        @Override
        public void appendRectangle(Point2D p0, Point2D p1, Point2D p2, Point2D p3) {
            seg(p0, p1);
            seg(p1, p2);
            seg(p2, p3);
            seg(p3, p0);
            start = p0;
            current = p0;
        }

        @Override
        public void moveTo(float x, float y) {
            current = start = new Point2D.Float(x, y);
        }

        @Override
        public void lineTo(float x, float y) {
            Point2D next = new Point2D.Float(x, y);
            if (current != null) seg(current, next);
            current = next;
        }

        @Override
        public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
            current = new Point2D.Float(x3, y3);
        }

        @Override
        public Point2D getCurrentPoint() {
            return current;
        }

        @Override
        public void closePath() {
            if (current != null && start != null && !current.equals(start)) seg(current, start);
            current = start;
        }

        @Override
        public void endPath() {
            pending.clear();
        }

        @Override
        public void strokePath() {
            float[] d = getGraphicsState().getLineDashPattern().getDashArray();
            double[] pattern = new double[d.length];
            for (int i = 0; i < d.length; i++) pattern[i] = d[i];
            for (int i = 0; i < pending.size(); i++) dashes.add(pattern);
            stroked.addAll(pending);
            pending.clear();
        }

        @Override
        public void fillPath(int windingRule) {
            pending.clear();
        }

        @Override
        public void fillAndStrokePath(int windingRule) {
            strokePath();
        }

        @Override
        public void drawImage(PDImage pdImage) {}

        @Override
        public void clip(int windingRule) {}

        @Override
        public void shadingFill(COSName shadingName) {}
    }
}
