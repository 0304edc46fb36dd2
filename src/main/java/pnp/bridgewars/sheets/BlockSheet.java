package pnp.bridgewars.sheets;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.BlockType;
import pnp.bridgewars.model.BuildSizes;
import pnp.bridgewars.model.Orientation;
import pnp.bridgewars.model.Shape;
import pnp.io.InputException;
import pnp.pdf.Canvas;
import pnp.pdf.Page;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Units;

/**
 * Cutting templates for the block set at true size: each block's outline (the cut line), a
 * cross-hair on every hole centre, its name, and crop marks at the corners of its bounding box.
 * Blocks are placed in rows, left to right, as many per page as fit.
 */
public final class BlockSheet {
    /** Space between blocks: room for crop marks and the name line. */
    static final double GAP = Units.mm(10);

    static final double CROP_LENGTH = Units.mm(3);
    static final double CROP_GAP = Units.mm(1.5);
    private static final double HEADER = Units.mm(17);

    private BlockSheet() {}

    /** Where a block lands on which page, and the shape as drawn (turned to lie wider than tall). */
    record Placed(BlockType block, Shape shape, int page, Rect box) {}

    public static byte[] pdf(Paper paper, double pitch, BlockSet set, int colours) {
        try (PdfDoc doc =
                new PdfDoc(paper, "Bridge Wars block templates, hole pitch " + Units.describeMm(pitch), null)) {
            List<Placed> placed = layout(doc.contentArea(), pitch, set);
            int pages = placed.isEmpty() ? 0 : placed.get(placed.size() - 1).page() + 1;
            for (int i = 0; i < pages; i++) {
                Page page = doc.newPage();
                Canvas c = page.canvas();
                Rect area = page.content();
                c.black()
                        .text(
                                area.x(),
                                area.y() + Units.mm(4),
                                11,
                                "Bridge Wars blocks \u2014 hole pitch " + Units.describeMm(pitch) + " \u2014 sheet "
                                        + (i + 1) + " of " + pages);
                c.gray(0.2)
                        .text(
                                area.x(),
                                area.y() + Units.mm(9),
                                8,
                                "Make one of each block in every colour ("
                                        + set.size() + " per colour" + (colours > 0 ? ", " + colours + " colours" : "")
                                        + "). Cut on the solid outline, drill at each cross; crop marks show the block's extent.");
                BuildSizes sizes = BuildSizes.of(BuildPanel.toMm(pitch), BuildSizes.DEFAULT_LAYERS);
                c.text(
                        area.x(),
                        area.y() + Units.mm(12.5),
                        8,
                        "Every block " + BuildPanel.mm(sizes.blockThickness()) + " thick; drill each hole "
                                + BuildPanel.mm(sizes.blockHole()) + " across (the "
                                + BuildPanel.mm(sizes.rodDiameter())
                                + " rod plus " + BuildPanel.mm(BuildSizes.BLOCK_PLAY)
                                + ", so the block drops freely).");
                Rect cut = null;
                for (Placed p : placed) {
                    if (p.page() != i) continue;
                    draw(c, pitch, p);
                    cut = cut == null ? p.box() : cut.union(p.box());
                }
                // the TrimBox: where the cutting happens, the blocks' extents together (a print shop's guide)
                if (cut != null) page.trimBox(cut);
            }
            return doc.toBytes();
        }
    }

    /**
     * Shelf layout: every block turned to lie wider than tall, the tallest first (in set order among
     * equals), then rows left to right, a new page when the next row does not fit.
     */
    static List<Placed> layout(Rect content, double pitch, BlockSet set) {
        Rect area = content.below(HEADER);
        List<BlockType> order = new ArrayList<>(set.blocks());
        order.sort(Comparator.comparingInt((BlockType b) -> -flat(b.shape()).height()));
        List<Placed> out = new ArrayList<>();
        double x = area.x() + GAP / 2;
        double y = area.y() + GAP / 2;
        double rowHeight = 0;
        int page = 0;
        for (BlockType b : order) {
            Shape shape = flat(b.shape());
            double w = shape.width() * pitch;
            double h = shape.height() * pitch;
            if (w + GAP > area.w() || h + GAP > area.h()) {
                throw new InputException("--pitch " + Units.describeMm(pitch) + " is too large: block " + b.name()
                        + " (" + Units.describeMm(w) + " x " + Units.describeMm(h) + ") does not fit on the paper");
            }
            if (x + w + GAP / 2 > area.right()) {
                x = area.x() + GAP / 2;
                y += rowHeight + GAP;
                rowHeight = 0;
            }
            if (y + h + GAP / 2 > area.bottom()) {
                page++;
                x = area.x() + GAP / 2;
                y = area.y() + GAP / 2;
                rowHeight = 0;
            }
            out.add(new Placed(b, shape, page, new Rect(x, y, w, h)));
            x += w + GAP;
            rowHeight = Math.max(rowHeight, h);
        }
        return out;
    }

    /** The shape turned a quarter when it is taller than wide. */
    static Shape flat(Shape s) {
        return s.height() > s.width() ? s.oriented(Orientation.R90) : s;
    }

    private static void draw(Canvas c, double p, Placed placed) {
        Shape s = placed.shape();
        Rect box = placed.box();
        c.cropMarks(box, CROP_LENGTH, CROP_GAP);
        // the outline: every cell side with no cell of the block beyond it
        c.save().black().lineWidth(0.8);
        for (Shape.Offset o : s.cells()) {
            double x0 = box.x() + o.x() * p;
            double y0 = box.y() + o.y() * p;
            if (!s.contains(o.x(), o.y() - 1)) c.line(x0, y0, x0 + p, y0);
            if (!s.contains(o.x(), o.y() + 1)) c.line(x0, y0 + p, x0 + p, y0 + p);
            if (!s.contains(o.x() - 1, o.y())) c.line(x0, y0, x0, y0 + p);
            if (!s.contains(o.x() + 1, o.y())) c.line(x0 + p, y0, x0 + p, y0 + p);
        }
        c.restore();
        // the holes
        double arm = Pitch.arm(p);
        c.save().black().lineWidth(0.35);
        for (Shape.Offset o : s.cells()) {
            double cx = box.x() + (o.x() + 0.5) * p;
            double cy = box.y() + (o.y() + 0.5) * p;
            c.line(cx - arm, cy, cx + arm, cy);
            c.line(cx, cy - arm, cx, cy + arm);
            c.circle(cx, cy, Units.mm(0.8));
        }
        c.restore();
        // the name, in the first cell's top-left corner
        Shape.Offset first = s.cells().get(0);
        double size = Math.min(8, p * 0.22);
        c.save()
                .black()
                .text(
                        box.x() + first.x() * p + Units.mm(1),
                        box.y() + first.y() * p + size + Units.mm(0.8),
                        size,
                        placed.block().name())
                .restore();
    }
}
