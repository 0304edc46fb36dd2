package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Sheet;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.solver.Players;

class SheetHandTest {
    /** A small hand: dots spread 1.5 mm, displays 4 mm (the usual sizes take 5 mm for a display). */
    private static final double DOT = 1.5;

    private static final double DISPLAY = 4;

    private final Map<Cell, Mark<SpaceMark>> marks = new LinkedHashMap<>();
    private final Map<Cell, SpaceReader.Ink> inks = new LinkedHashMap<>();

    SheetHandTest() {
        for (int r = 0; r < 7; r++)
            for (int c = 0; c < 7; c++) {
                marks.put(new Cell(c, r), new Mark<>(SpaceMark.EMPTY, 1));
                inks.put(new Cell(c, r), new SpaceReader.Ink(0, 0));
            }
    }

    private static Cell cell(String n) {
        return new Cell(n.charAt(0) - 'A', n.charAt(1) - '1');
    }

    private void put(String c, SpaceMark read, double confidence, double span) {
        marks.put(cell(c), new Mark<>(read, confidence));
        inks.put(cell(c), new SpaceReader.Ink(span, span));
    }

    /** Four tiles of two side-by-side spaces, rows 1 to 4: the display in column A, the dot in B. */
    private void fourDominoes(double displayConfidence) {
        for (int row = 1; row <= 4; row++) {
            put("A" + row, SpaceMark.DOT, displayConfidence, DISPLAY);
            put("B" + row, SpaceMark.DOT, 1, DOT);
        }
    }

    @Test
    void displaysDrawnSmallAreToldFromTheSheetsOwnDots() {
        fourDominoes(0.6);
        SheetHand.Result r = SheetHand.apply(marks, marks, marks, inks, Readings.noWalls());
        // dots 1.5 mm, displays 4 mm: a gap of ln(4 / 1.5) = 0.98, wider than ln 2, so as sure as a split gets
        for (int row = 1; row <= 4; row++) {
            Mark<SpaceMark> a = r.spaces().get(cell("A" + row));
            assertEquals(new Mark<>(SpaceMark.DISPLAY, 0.749), a);
            assertTrue(a.doubtful());
            assertEquals(new Mark<>(SpaceMark.DOT, 1.0), r.spaces().get(cell("B" + row)));
        }
        // read by the usual sizes, rows 1 to 4 are four tiles of two dots: no game, so the rules side with the split
        assertEquals(
                "this sheet's own marks fit a game, the other reading does not",
                r.why().get(cell("A3")));
        assertEquals(4, r.why().size());
    }

    @Test
    void aSplitTheRulesDoNotDecideSaysOnlyThatTheTwoReadingsDisagree() {
        fourDominoes(0.6);
        // the displays beside the dots too: read by the usual sizes, rows 1 to 4 are L-tiles of three spaces with one
        // display each, a game as much as the split's reading
        for (int row = 1; row <= 4; row++) put("C" + row, SpaceMark.DISPLAY, 1, DISPLAY);
        SheetHand.Result r = SheetHand.apply(marks, marks, marks, inks, Readings.noWalls());
        assertEquals(SpaceMark.DISPLAY, r.spaces().get(cell("A1")).value());
        assertEquals(
                "the usual sizes and this sheet's own marks disagree", r.why().get(cell("A1")));
    }

    @Test
    void aSpaceTheSplitReadsAsTheUsualSizesDoTakesItsSurenessAndItsOwnReason() {
        fourDominoes(0.6);
        for (int row = 1; row <= 4; row++) put("A" + row, SpaceMark.DISPLAY, 0.6, DISPLAY);
        put("A2", SpaceMark.DISPLAY, 1, DISPLAY);
        SheetHand.Result r = SheetHand.apply(marks, marks, marks, inks, Readings.noWalls());
        assertEquals(new Mark<>(SpaceMark.DISPLAY, 0.749), r.spaces().get(cell("A1")));
        assertEquals(new Mark<>(SpaceMark.DISPLAY, 1.0), r.spaces().get(cell("A2")));
        assertEquals("sized by this sheet's own marks", r.why().get(cell("A4")));
        assertEquals(3, r.why().size());
    }

    @Test
    void aSpaceAShapePassReadOtherwiseTakesTheSplitsReading() {
        fourDominoes(0.6);
        Map<Cell, Mark<SpaceMark>> sized = new LinkedHashMap<>(marks);
        // after the size, a shape pass read B1 (a narrow mark, surely a dot by its size) as a display
        marks.put(cell("B1"), new Mark<>(SpaceMark.DISPLAY, 0.6));
        SheetHand.Result r = SheetHand.apply(marks, sized, sized, inks, Readings.noWalls());
        assertEquals(new Mark<>(SpaceMark.DOT, 0.749), r.spaces().get(cell("B1")));
        // read so, B1 and A1 were a tile of two displays: no game, so the rules side with the split
        assertEquals(
                "this sheet's own marks fit a game, the other reading does not",
                r.why().get(cell("B1")));
        assertEquals(5, r.why().size());
    }

    @Test
    void aSplitTheRulesDoNotDecideSaysThatTheShapeAndTheSplitDisagree() {
        fourDominoes(0.6);
        for (int row = 1; row <= 4; row++) {
            put("A" + row, SpaceMark.DISPLAY, 0.6, DISPLAY);
            put("C" + row, SpaceMark.DISPLAY, 1, DISPLAY);
        }
        Map<Cell, Mark<SpaceMark>> sized = new LinkedHashMap<>(marks);
        // a shape pass read the wide A1 as a dot: rows 1 to 4 are L-tiles either way, a game as much as the split's
        marks.put(cell("A1"), new Mark<>(SpaceMark.DOT, 0.6));
        marks.put(cell("A2"), new Mark<>(SpaceMark.DOT, 0.6));
        SheetHand.Result r = SheetHand.apply(marks, sized, sized, inks, Readings.noWalls());
        assertEquals(new Mark<>(SpaceMark.DISPLAY, 0.749), r.spaces().get(cell("A1")));
        assertEquals("its shape and this sheet's own marks disagree", r.why().get(cell("A1")));
    }

    @Test
    void aSpaceTheCafeteriaPassDoubtedKeepsItsReading() {
        fourDominoes(0.6);
        Map<Cell, Mark<SpaceMark>> sized = new LinkedHashMap<>(marks);
        // the cafeteria pass doubted the dot B1 (half of a cafeteria?): the split leaves it to that pass
        marks.put(cell("B1"), new Mark<>(SpaceMark.DOT, 0.55));
        Map<Cell, Mark<SpaceMark>> unboxed = new LinkedHashMap<>(marks);
        SheetHand.Result r = SheetHand.apply(marks, sized, unboxed, inks, Readings.noWalls());
        assertEquals(new Mark<>(SpaceMark.DOT, 0.55), r.spaces().get(cell("B1")));
        assertEquals(SpaceMark.DISPLAY, r.spaces().get(cell("A2")).value());
        assertEquals(4, r.why().size());
    }

    @Test
    void aSplitIsAsSureAsItIsClean() {
        // from a coin toss at the clean gap (0.15) to 0.749 at ln 2 = 0.693, in a straight line between
        assertEquals(0.5, SheetHand.sureness(0.15), 1e-12);
        assertEquals(0.5 + 0.249 * (0.42 - 0.15) / (Math.log(2) - 0.15), SheetHand.sureness(0.42), 1e-12);
        assertEquals(0.749, SheetHand.sureness(1.5), 1e-12);
    }

    @Test
    void aSpaceReadSurelyOnASheetAGameFitsKeepsItsReadingInDoubt() {
        fourDominoes(0.9);
        // a display beside each pair: rows 1 to 4 are L-tiles of three spaces with one display, a game as read
        for (int row = 1; row <= 4; row++) put("C" + row, SpaceMark.DISPLAY, 1, DISPLAY);
        SheetHand.Result r = SheetHand.apply(marks, marks, marks, inks, Readings.noWalls());
        // A1 to A4 spread as far as the displays: the split reads them as displays, the reading keeps them dots,
        // in doubt (as sure as the split is clean: ln(4 / 1.5) is wider than ln 2, so 0.749)
        for (int row = 1; row <= 4; row++) {
            assertEquals(new Mark<>(SpaceMark.DOT, 0.749), r.spaces().get(cell("A" + row)));
            assertEquals(
                    "kept as read, though this sheet's own marks read it otherwise",
                    r.why().get(cell("A" + row)));
        }
        assertEquals(4, r.why().size());
        // where the split agrees with every sure reading, nothing changes
        for (int row = 1; row <= 4; row++) put("A" + row, SpaceMark.DISPLAY, 0.9, DISPLAY);
        SheetHand.Result agree = SheetHand.apply(marks, marks, marks, inks, Readings.noWalls());
        assertSame(marks, agree.spaces());
        assertTrue(agree.why().isEmpty());
    }

    @Test
    void aSpaceReadSurelyTakesTheSplitWhereOnlyTheSplitFitsAGame() {
        fourDominoes(0.9);
        // read surely as four tiles of two dots: no game; the split's four dominoes with a display each are one
        SheetHand.Result r = SheetHand.apply(marks, marks, marks, inks, Readings.noWalls());
        for (int row = 1; row <= 4; row++) {
            assertEquals(new Mark<>(SpaceMark.DISPLAY, 0.749), r.spaces().get(cell("A" + row)));
            assertEquals(
                    "this sheet's own marks fit a game, the other reading does not",
                    r.why().get(cell("A" + row)));
        }
        assertEquals(4, r.why().size());
    }

    @Test
    void marksThatDoNotPartCleanlyKeepTheUsualSizes() {
        fourDominoes(0.6);
        // dots spreading 2.3 to 3.45 mm, each step 15% or less: no gap of 0.15 (natural log) anywhere
        put("B1", SpaceMark.DOT, 1, 2.3);
        put("B2", SpaceMark.DOT, 1, 2.6);
        put("B3", SpaceMark.DOT, 1, 3.0);
        put("B4", SpaceMark.DOT, 1, 3.45);
        SheetHand.Result r = SheetHand.apply(marks, marks, marks, inks, Readings.noWalls());
        assertSame(marks, r.spaces());
    }

    @Test
    void aSplitNoGameCouldMakeIsNotTaken() {
        fourDominoes(0.6);
        // a dot alone at F7, with no display beside it: no tile holds it, whatever the split says
        put("F7", SpaceMark.DOT, 1, DOT);
        SheetHand.Result r = SheetHand.apply(marks, marks, marks, inks, Readings.noWalls());
        assertSame(marks, r.spaces());
    }

    /** A game the engine played, read with its walls and every dot and display as {@code read}, surely. */
    private Map<CellSide, Mark<EdgeMark>> played(long seed, SpaceMark read, Map<Cell, SpaceMark> truth) {
        var ch = ChallengeGenerator.challenge(1 + (int) (seed % 365));
        Sheet sheet = Players.random(ch, TileChartParser.standard(), seed).end().sheet();
        Map<CellSide, Mark<EdgeMark>> edges = new LinkedHashMap<>();
        for (CellSide e : Edges.ALL) edges.put(e, new Mark<>(Accuracy.edge(sheet, e), 1));
        for (Cell c : Sheet.cells()) {
            SpaceMark want = Accuracy.space(sheet.space(c));
            truth.put(c, want);
            if (want == SpaceMark.DOT || want == SpaceMark.DISPLAY)
                put(c.name(), read, 1, want == SpaceMark.DOT ? DOT : DISPLAY);
            else marks.put(c, new Mark<>(want, 1));
        }
        return edges;
    }

    @ParameterizedTest
    @ValueSource(longs = {1001, 1003, 1005, 1007})
    void aSheetNoGameFitsAsReadTakesTheOneSplitOfItsMarksThatFits(long seed) {
        Map<Cell, SpaceMark> truth = new LinkedHashMap<>();
        // a small hand read surely by the usual sizes: every display taken for a dot, no tile with a display
        Map<CellSide, Mark<EdgeMark>> edges = played(seed, SpaceMark.DOT, truth);
        SheetHand.Result r = SheetHand.apply(marks, marks, marks, inks, edges);
        assertEquals(truth, Mark.values(r.spaces()));
        long displays =
                truth.values().stream().filter(v -> v == SpaceMark.DISPLAY).count();
        assertTrue(displays > 0);
        assertEquals(displays, r.why().size());
        r.why().forEach((c, why) -> {
            assertEquals("split by this sheet's own marks so that a game fits", why);
            assertEquals(
                    new Mark<>(SpaceMark.DISPLAY, SheetHand.CUT_DOUBT),
                    r.spaces().get(c));
            assertTrue(Checksum.isRules(why), "flagged whatever its calibrated confidence");
        });
    }

    @Test
    void theRulesPlaceTheSplitWhereTheWidestGapDoesNot() {
        Map<Cell, SpaceMark> truth = new LinkedHashMap<>();
        Map<CellSide, Mark<EdgeMark>> edges = played(1001, SpaceMark.DOT, truth);
        // one display drawn narrow, 2.2 mm, just wider than the dots (1.5 mm): the widest gap, ln(4 / 2.2) = 0.60,
        // lies above it; ln(2.2 / 1.5) = 0.38 is the split where, read as a dot, it leaves a reading no game makes
        Cell narrow = noGameAs(truth, edges, SpaceMark.DISPLAY, SpaceMark.DOT);
        inks.put(narrow, new SpaceReader.Ink(2.2, 2.2));
        SheetHand.Result r = SheetHand.apply(marks, marks, marks, inks, edges);
        assertEquals(truth, Mark.values(r.spaces()));
        assertEquals(SpaceMark.DISPLAY, r.spaces().get(narrow).value());
    }

    /**
     * A display drawn 2.2 mm across and a dot {@code dot} mm: the split falls halfway between them (on a log
     * scale), each nearer to it than the clean gap (0.15); the other dots (1.5 mm) lie 0.3 or more from it.
     */
    @ParameterizedTest
    @CsvSource({
        "1.85, near the line between this sheet's dots and displays, false",
        "1.95, 'near the line between this sheet''s dots and displays, which do not part cleanly', true"
    })
    void aMarkTheSplitDoesNotPartCleanlyIsInDoubt(double dot, String reason, boolean alwaysChecked) {
        Map<Cell, SpaceMark> truth = new LinkedHashMap<>();
        Map<CellSide, Mark<EdgeMark>> edges = played(1001, SpaceMark.DOT, truth);
        Cell narrow = noGameAs(truth, edges, SpaceMark.DISPLAY, SpaceMark.DOT);
        Cell wide = noGameAs(truth, edges, SpaceMark.DOT, SpaceMark.DISPLAY);
        inks.put(narrow, new SpaceReader.Ink(2.2, 2.2));
        inks.put(wide, new SpaceReader.Ink(dot, dot));
        SheetHand.Result r = SheetHand.apply(marks, marks, marks, inks, edges);
        assertEquals(truth, Mark.values(r.spaces()));
        assertEquals(
                "split by this sheet's own marks so that a game fits", r.why().get(narrow));
        assertEquals(new Mark<>(SpaceMark.DOT, SheetHand.NEAR_DOUBT), r.spaces().get(wide));
        assertEquals(reason, r.why().get(wide));
        // a split just clean leaves the doubt to the calibration; one that is not clean is always checked
        assertEquals(alwaysChecked, Checksum.isRules(reason));
        long displays =
                truth.values().stream().filter(v -> v == SpaceMark.DISPLAY).count();
        assertEquals(displays + 1, r.why().size());
    }

    /** The first space holding {@code kind} that, read as {@code as} and all else as {@code truth}, no game fits. */
    private static Cell noGameAs(
            Map<Cell, SpaceMark> truth, Map<CellSide, Mark<EdgeMark>> edges, SpaceMark kind, SpaceMark as) {
        return truth.entrySet().stream()
                .filter(e -> e.getValue() == kind)
                .map(Map.Entry::getKey)
                .filter(c -> {
                    Map<Cell, SpaceMark> read = new LinkedHashMap<>(truth);
                    read.put(c, as);
                    return !Checksum.fits(read, edges);
                })
                .findFirst()
                .orElseThrow();
    }

    @Test
    void otsuSplitsBetweenTheTwoGroups() {
        // 0, 0.1, 0.2 | 1.0, 1.1: between-group variance 3 * 2 * (0.1 - 1.05)^2 = 5.415, the largest of the four
        assertEquals(2, SheetHand.otsu(new double[] {0.0, 0.1, 0.2, 1.0, 1.1}));
    }
}
