package pnp.penguins.sheets;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.pdf.AlignmentMarks;
import pnp.pdf.Canvas;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Paper;
import pnp.pdf.PdfDoc;
import pnp.pdf.Rect;
import pnp.pdf.Tiling;
import pnp.pdf.Units;
import pnp.penguins.format.Layouts;
import pnp.penguins.model.Board;
import pnp.penguins.model.DominoSet;
import pnp.penguins.rules.NewGame;
import pnp.testing.PdfProbe;

/**
 * The tiled true-size board of the double-nine layout: the two held-out commands
 * ({@code penguins layout --layout elbow-room --players 4 --seed 3 --paper a4 --size 24mm} and
 * {@code --set double-nine --players 4 --seed 7}). The layout guard flags the plans the tiler made before
 * it knew the domino lines (their seams lie along edges and half-dividers) and passes the plans it makes now.
 */
class TiledBoardTest {
    private static final double OVERLAP = Units.mm(15);

    private static NewGame game(long seed) {
        return NewGame.deal(Layouts.builtIn(DominoSet.DOUBLE_NINE), false, 4, seed);
    }

    private static Consumer<Canvas> drawing(Board board, double square) {
        int[] box = MapSheet.bounds(board);
        return c -> TrueSizeBoard.board(c, board, square, box[0], box[1], null);
    }

    /**
     * The plans the tiler made for these two boards before this change, read off its output: seam steps and
     * shifts in points, each page showing the whole tile area.
     */
    private static Tiling.Plan before(long seed, Tiling.Plan now) {
        Rect a = now.area();
        double w = now.width(), h = now.height();
        return seed == 3
                ? new Tiling.Plan(true, 1, 2, 671.811, 479.055, 0, 1.417, a, a.w(), a.h(), w, h)
                : new Tiling.Plan(false, 2, 2, 512.787, 604.913, 53.858, 2.835, a, a.w(), a.h(), w, h);
    }

    /** Where the tiler put the circled crosses on those plans, drawing points (the middle of each strip). */
    private static List<AlignmentMarks.Mark> crossesBefore(long seed) {
        List<AlignmentMarks.Mark> out = new ArrayList<>();
        if (seed == 3) {
            for (double x : new double[] {238.110, 337.323, 490.394, 626.457})
                out.add(new AlignmentMarks.Mark(x, 498.898, false));
        } else {
            for (double y : new double[] {507.402, 651.969, 779.528})
                out.add(new AlignmentMarks.Mark(480.189, y, false));
            for (double x : new double[] {249.449, 362.835, 507.402, 649.134})
                out.add(new AlignmentMarks.Mark(x, 623.339, false));
        }
        return out;
    }

    @ParameterizedTest
    @CsvSource({"3, A4, 24", "7, LETTER, 25.4"})
    void theGuardFlagsTheOldSeamsOnDominoLinesAndPassesTheNewOnes(long seed, Paper paper, double mm) throws Exception {
        double square = Units.mm(mm);
        Board board = game(seed).state().board();
        int[] box = MapSheet.bounds(board);
        // 10 x 11 squares: 240 x 264 mm at 24 mm, 10 x 11 in at 1 in
        assertEquals(10, box[2] - box[0] + 1);
        assertEquals(11, box[3] - box[1] + 1);
        double w = 10 * square, h = 11 * square;
        Tiling.Plan now;
        try (PdfDoc doc = new PdfDoc(paper, "probe", null)) {
            now = Tiling.plan(doc, w, h, OVERLAP, drawing(board, square));
        }
        Tiling.Plan old = before(seed, now);
        assertEquals(old.landscape(), now.landscape());
        assertEquals(old.pages(), now.pages());
        List<String> oldProblems = LayoutGuard.recording(() -> {
            try (PdfDoc doc = new PdfDoc(paper, "old", null)) {
                Tiling.draw(doc, "board", old, crossesBefore(seed), drawing(board, square));
                doc.toBytes();
            }
        });
        assertFalse(oldProblems.isEmpty());
        assertTrue(
                oldProblems.stream()
                        .anyMatch(p -> p.contains("alignment cross")
                                && p.contains("lies on")
                                && (p.contains("half-divider of domino") || p.contains("edge of domino"))),
                oldProblems.toString());
        List<String> newProblems = new ArrayList<>();
        byte[][] pdf = new byte[1][];
        newProblems.addAll(
                LayoutGuard.recording(() -> pdf[0] = MapSheet.render(game(seed), paper, square, seed, "x", false)));
        assertEquals(List.of(), newProblems);
        // the map, the setup card, the tiles; the card says how they lie in plain words
        try (PdfProbe probe = new PdfProbe(pdf[0])) {
            assertEquals(2 + now.pages(), probe.pages());
            String card = probe.text(1).replaceAll("\\s+", " ");
            String lie = seed == 3
                    ? "pages 3 to 4, 2 pages, one above the other"
                    : "pages 3 to 6, 4 pages, 2 across and 2 down";
            assertTrue(card.contains(lie), card);
            assertFalse(card.contains("rows of"), card);
        }
    }

    /**
     * No tile is mostly blank: every page shows at least a third of its tile area of board (the old plan of
     * the 10 x 11 in board on Letter showed 14% on its last page: 261 x 190 pt of 555 x 647 pt).
     */
    @ParameterizedTest
    @CsvSource({"3, A4, 24", "7, LETTER, 25.4"})
    void everyTileShowsAFairShareOfTheBoard(long seed, Paper paper, double mm) {
        double square = Units.mm(mm);
        Board board = game(seed).state().board();
        try (PdfDoc doc = new PdfDoc(paper, "probe", null)) {
            Tiling.Plan now = Tiling.plan(doc, 10 * square, 11 * square, OVERLAP, drawing(board, square));
            Tiling.Plan old = before(seed, now);
            double tile = now.area().w() * now.area().h();
            double oldLeast = Double.MAX_VALUE, newLeast = Double.MAX_VALUE;
            for (int r = 0; r < now.rows(); r++) {
                for (int c = 0; c < now.cols(); c++) {
                    Rect n = now.window(c, r);
                    Rect o = old.window(c, r);
                    newLeast = Math.min(newLeast, n.w() * n.h() / tile);
                    oldLeast = Math.min(oldLeast, o.w() * o.h() / tile);
                }
            }
            assertTrue(newLeast >= 1.0 / 3, "least share " + newLeast);
            if (seed == 7) assertEquals(261.2 * 190.0 / (555.3 * 647.4), oldLeast, 0.01);
        }
    }
}
