package pnp.fridge.sheets;

import java.util.List;
import java.util.Locale;
import pnp.fridge.model.PlayerBlock;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * The Fridge pieces at true size, two players a page: 27 bars (9 each of 1, 2 and 4 inches, a
 * quarter inch wide), a base 3 inches across and a marker puck 3/4 inch across; the triangular
 * turn marker on the first page; then a score sheet. Every piece carries its colour's name and
 * length in black, so a black-and-white print works; the fill is a light tint of the colour.
 * Each bar is outlined on its own (the outline is the cut line); the colour runs 3 mm past the cut
 * lines (bleed) so a cut a little off the line shows no white edge; crop marks frame each piece
 * outside the bleed. Each page's TrimBox spans its pieces and its BleedBox 3 mm more.
 */
public final class ComponentsSheet {
    /** Bar width: narrow enough to pass between two bars on a door, wide enough for a label. */
    public static final double BAR_WIDTH = Units.in(0.25);

    public static final double BASE_DIAMETER = Units.in(3);
    public static final double PUCK_DIAMETER = Units.in(0.75);
    public static final double TURN_SIDE = Units.in(1.5);
    static final double CROP = 6;
    /** Crop marks start clear of the bleed. */
    static final double CROP_GAP = Page.BLEED + Units.mm(1);
    /** Room a piece's crop marks take beyond its cut line, on every side. */
    static final double MARKS = CROP + CROP_GAP;

    static final double TITLE = 24;

    private ComponentsSheet() {}

    public static byte[] pdf(Paper paper, List<String> colors) {
        return pdf(paper, colors, false);
    }

    /** The pieces and score sheet, then the rules in brief ({@link RulesReference}) when {@code rules}. */
    public static byte[] pdf(Paper paper, List<String> colors, boolean rules) {
        try (PdfDoc doc = new PdfDoc(paper, "Fridge pieces (" + String.join(", ", colors) + ")", null)) {
            for (int i = 0; i < colors.size(); i += 2) {
                barsPage(doc.newPage(), colors.subList(i, Math.min(i + 2, colors.size())), i == 0);
            }
            basesPage(doc.newPage(), colors);
            ScoreSheet.draw(doc.newPage(), colors);
            if (rules) RulesReference.draw(doc, colors);
            return doc.toBytes();
        }
    }

    /**
     * Two players' bars and pucks a page: a row a player with the 4-inch and 2-inch bars, then a row with
     * each player's 1-inch bars, the pucks one above the other, and the turn marker on the first page.
     */
    private static void barsPage(Page page, List<String> pair, boolean withTurnMarker) {
        Canvas c = page.canvas();
        Rect area = page.content();
        List<String> names = pair.stream().map(n -> n.toUpperCase(Locale.ROOT)).toList();
        c.black()
                .text(
                        area.x(),
                        area.y() + 14,
                        14,
                        "Fridge \u2014 " + String.join(" and ", names) + ": 27 bars and a marker puck each");
        c.text(
                area.x(),
                area.y() + 24,
                7,
                "Print at actual size (no scaling) and check the 4 in ruler below; "
                        + "cut on the outlines, glue on magnet sheet. The bases are on the page after the bars.");
        double top = area.y() + TITLE + MARKS + 6;
        double left = area.x() + MARKS;
        double row = PlayerBlock.BARS_PER_LENGTH * BAR_WIDTH + 2 * MARKS + 6;
        for (int k = 0; k < pair.size(); k++) {
            barBlock(c, left, top + k * row, 4, pair.get(k));
            barBlock(c, area.right() - MARKS - Units.in(2), top + k * row, 2, pair.get(k));
        }
        double last = top + pair.size() * row;
        double x = left;
        for (String color : pair) {
            barBlock(c, x, last, 1, color);
            x += Units.in(1) + 2 * MARKS + 6;
        }
        for (int k = 0; k < pair.size(); k++) puck(c, x, last + k * (PUCK_DIAMETER + 2 * MARKS + 6), pair.get(k));
        x += PUCK_DIAMETER + 2 * MARKS + 6;
        double right = area.right() - MARKS;
        if (withTurnMarker) {
            turnMarker(c, x, last);
            right = Math.max(right, x + TURN_SIDE);
        }
        // the TrimBox spans every piece to cut (not the crop marks), the BleedBox 3 mm beyond it
        page.bleedBox(new Rect(left, top, right - left, last + PlayerBlock.BARS_PER_LENGTH * BAR_WIDTH - top));
    }

    /** Every player's base, two a row. */
    private static void basesPage(Page page, List<String> colors) {
        Canvas c = page.canvas();
        Rect area = page.content();
        c.black().text(area.x(), area.y() + 14, 14, "Fridge \u2014 bases, one a player");
        c.text(
                area.x(),
                area.y() + 24,
                7,
                "Cut on the circles and glue on magnet sheet; captured bars go on " + "their captor's base.");
        double top = area.y() + TITLE + MARKS + 6;
        double left = area.x() + MARKS;
        double step = BASE_DIAMETER + 2 * MARKS + 6;
        for (int i = 0; i < colors.size(); i++) {
            int col = i % 2, row = i / 2;
            base(c, left + col * step, top + row * step, colors.get(i));
        }
        int rows = (colors.size() + 1) / 2;
        int cols = Math.min(2, colors.size());
        page.bleedBox(new Rect(left, top, cols * step - 2 * MARKS - 6, rows * step - 2 * MARKS - 6));
    }

    /** Nine bars of one length stacked into a block; each bar outlined and labelled. */
    private static void barBlock(Canvas c, double x, double y, int inches, String color) {
        double len = Units.in(inches);
        String label = color.toUpperCase(Locale.ROOT) + " " + inches + " in";
        Rect block = new Rect(x, y, len, PlayerBlock.BARS_PER_LENGTH * BAR_WIDTH);
        PieceColors.tint(color).on(c).fillRect(block.inset(-Page.BLEED));
        for (int i = 0; i < PlayerBlock.BARS_PER_LENGTH; i++) {
            double by = y + i * BAR_WIDTH;
            c.black().lineWidth(0.5).rect(x, by, len, BAR_WIDTH);
            c.textCentered(x + len / 2, by + BAR_WIDTH / 2 + 2.5, 7, label);
        }
        c.cropMarks(block, CROP, CROP_GAP);
    }

    private static void puck(Canvas c, double x, double y, String color) {
        disc(
                c,
                x,
                y,
                PUCK_DIAMETER,
                color,
                new String[] {color.toUpperCase(Locale.ROOT), "marker"},
                new double[] {7, 6},
                new double[] {-1, 8});
    }

    private static void base(Canvas c, double x, double y, String color) {
        disc(
                c,
                x,
                y,
                BASE_DIAMETER,
                color,
                new String[] {color.toUpperCase(Locale.ROOT), "BASE", "captured bars go here"},
                new double[] {18, 10, 7},
                new double[] {-4, 14, 28});
    }

    /** A round piece in the colour's tint with its bleed, outlined, its lines centred (size, baseline below centre). */
    private static void disc(
            Canvas c,
            double x,
            double y,
            double diameter,
            String color,
            String[] lines,
            double[] sizes,
            double[] baselines) {
        double r = diameter / 2;
        PieceColors.tint(color).on(c).fillCircle(x + r, y + r, r + Page.BLEED);
        c.black().lineWidth(0.5).circle(x + r, y + r, r);
        for (int i = 0; i < lines.length; i++) c.textCentered(x + r, y + r + baselines[i], sizes[i], lines[i]);
        c.cropMarks(new Rect(x, y, diameter, diameter), CROP, CROP_GAP);
    }

    private static void turnMarker(Canvas c, double x, double y) {
        double h = TURN_SIDE * Math.sqrt(3) / 2;
        double[] pts = {x + TURN_SIDE / 2, y, x + TURN_SIDE, y + h, x, y + h};
        // the bleed: the triangle grown 3 mm on every side, scaled about its centre (inradius side / (2 sqrt 3))
        double cx = x + TURN_SIDE / 2, cy = y + h * 2 / 3, in = TURN_SIDE / (2 * Math.sqrt(3));
        double k = (in + Page.BLEED) / in;
        double[] bleed = new double[6];
        for (int i = 0; i < 6; i += 2) {
            bleed[i] = cx + (pts[i] - cx) * k;
            bleed[i + 1] = cy + (pts[i + 1] - cy) * k;
        }
        c.gray(0.85).fillPolygon(bleed);
        c.black().lineWidth(0.5).polygon(pts);
        c.textCentered(x + TURN_SIDE / 2, y + h * 0.72, 11, "TURN");
        c.cropMarks(new Rect(x, y, TURN_SIDE, h), CROP, CROP_GAP);
    }
}
