package pnp.bridgewars.sheets;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;
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
 * Blocks are packed on shelves, lying or turned upright, on as few pages as the shelves allow.
 */
public final class BlockSheet {
    /** Space between blocks: room for crop marks and the name line. */
    static final double GAP = Units.mm(10);

    static final double CROP_LENGTH = Units.mm(3);
    static final double CROP_GAP = Units.mm(1.5);
    private static final double HEADER = Units.mm(17);

    private BlockSheet() {}

    /** Where a block lands on which page, and the shape as drawn (lying wider than tall, or turned upright). */
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
     * Shelf layout over as few pages as it finds: a block may lie wider than tall or be turned a quarter
     * upright (its holes are the same either way). Three orders (tallest lying first, longest first, largest
     * first) and two ways of opening a shelf (lying, upright) are tried; the packing with the fewest pages
     * wins, the first tried among equals. Fails when a block fits the paper neither way.
     */
    static List<Placed> layout(Rect content, double pitch, BlockSet set) {
        Rect area = content.below(HEADER);
        List<BlockType> blocks = set.blocks();
        for (BlockType b : blocks) {
            Shape lying = flat(b.shape());
            if (!fits(lying, pitch, area) && !fits(lying.oriented(Orientation.R90), pitch, area)) {
                throw new InputException("--pitch " + Units.describeMm(pitch) + " is too large: block " + b.name()
                        + " (" + Units.describeMm(lying.width() * pitch) + " x "
                        + Units.describeMm(lying.height() * pitch) + ") does not fit on the paper, lying or turned");
            }
        }
        List<Placed> best = null;
        for (Comparator<BlockType> order : ORDERS) {
            for (boolean standUp : new boolean[] {false, true}) {
                List<BlockType> sorted = new ArrayList<>(blocks);
                sorted.sort(order);
                List<Placed> tried = shelves(sorted, pitch, area, b -> standUp);
                if (best == null || pages(tried) < pages(best)) best = tried;
            }
        }
        // then shuffled orders and ways of opening shelves, from a fixed seed: the same layout every time
        SplittableRandom random = new SplittableRandom(SHUFFLE_SEED);
        for (int i = 0; i < SHUFFLES; i++) {
            List<BlockType> shuffled = new ArrayList<>(blocks);
            for (int k = shuffled.size() - 1; k > 0; k--) Collections.swap(shuffled, k, random.nextInt(k + 1));
            long bits = random.nextLong();
            List<Placed> tried = shelves(shuffled, pitch, area, b -> ((bits >>> shuffled.indexOf(b)) & 1) == 1);
            if (pages(tried) < pages(best)) best = tried;
        }
        return best;
    }

    /** How many shuffled orders the layout tries after the sorted ones, and the seed they come from. */
    static final int SHUFFLES = 400;

    private static final long SHUFFLE_SEED = 37;

    /** The orders tried: tallest lying first, longest first, largest first (ties in set order: the sort is stable). */
    private static final List<Comparator<BlockType>> ORDERS = List.of(
            Comparator.comparingInt((BlockType b) -> -flat(b.shape()).height())
                    .thenComparingInt(b -> -flat(b.shape()).width()),
            Comparator.comparingInt((BlockType b) -> -flat(b.shape()).width())
                    .thenComparingInt(b -> -flat(b.shape()).height()),
            Comparator.comparingInt(
                    (BlockType b) -> -flat(b.shape()).width() * flat(b.shape()).height()));

    private static int pages(List<Placed> placed) {
        return placed.isEmpty() ? 0 : placed.get(placed.size() - 1).page() + 1;
    }

    /**
     * One shelf packing of the blocks in this order: each goes on the first shelf that takes it, lying or
     * turned; else it opens a shelf (lying, or upright when {@code standUp} and it fits so) on the first page
     * with room for it, else on a new page. Sorted by page, then top to bottom, left to right.
     */
    private static List<Placed> shelves(List<BlockType> order, double pitch, Rect area, Predicate<BlockType> standUp) {
        List<Shelf> shelves = new ArrayList<>();
        List<Double> pageBottoms = new ArrayList<>(); // per page: where its next shelf may start
        List<Placed> out = new ArrayList<>();
        for (BlockType b : order) {
            Shape lying = flat(b.shape());
            Shape upright = lying.oriented(Orientation.R90);
            boolean lies = fits(lying, pitch, area);
            List<Shape> ways = !lies ? List.of(upright) : List.of(lying, upright);
            Placed put = null;
            for (Shelf shelf : shelves) {
                for (Shape s : ways) if (put == null && shelf.takes(s, pitch, area)) put = shelf.put(b, s, pitch);
                if (put != null) break;
            }
            if (put == null) {
                Shape s = !lies || (standUp.test(b) && fits(upright, pitch, area)) ? upright : lying;
                double need = s.height() * pitch + GAP;
                int page = 0;
                while (page < pageBottoms.size() && pageBottoms.get(page) + need > area.bottom() + 1e-6) page++;
                if (page == pageBottoms.size()) pageBottoms.add(area.y());
                Shelf shelf = new Shelf(page, pageBottoms.get(page) + GAP / 2, s.height() * pitch, area.x() + GAP / 2);
                pageBottoms.set(page, pageBottoms.get(page) + need);
                shelves.add(shelf);
                put = shelf.put(b, s, pitch);
            }
            out.add(put);
        }
        out.sort(Comparator.comparingInt(Placed::page)
                .thenComparingDouble(p -> p.box().y())
                .thenComparingDouble(p -> p.box().x()));
        return out;
    }

    /** Whether the shape with its gap fits the area at all. */
    private static boolean fits(Shape s, double pitch, Rect area) {
        return s.width() * pitch + GAP <= area.w() + 1e-6 && s.height() * pitch + GAP <= area.h() + 1e-6;
    }

    /** A row of blocks on a page: its top, its height (its first block's) and where the next block goes. */
    private static final class Shelf {
        final int page;
        final double y;
        final double height;
        double x;

        Shelf(int page, double y, double height, double x) {
            this.page = page;
            this.y = y;
            this.height = height;
            this.x = x;
        }

        boolean takes(Shape s, double pitch, Rect area) {
            return s.height() * pitch <= height + 1e-6 && x + s.width() * pitch + GAP / 2 <= area.right() + 1e-6;
        }

        Placed put(BlockType b, Shape s, double pitch) {
            Placed p = new Placed(b, s, page, new Rect(x, y, s.width() * pitch, s.height() * pitch));
            x += s.width() * pitch + GAP;
            return p;
        }
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
