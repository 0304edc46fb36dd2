package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;

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
    void displaysDrawnSmallAreToldFromTheSheetsOwnDotsAndStayFlagged() {
        fourDominoes(0.6);
        SheetHand.Result r = SheetHand.apply(marks, inks, Readings.noWalls());
        for (int row = 1; row <= 4; row++) {
            Mark<SpaceMark> a = r.spaces().get(cell("A" + row));
            assertEquals(SpaceMark.DISPLAY, a.value());
            assertEquals(SheetHand.DISAGREE, a.confidence());
            assertTrue(a.uncertain());
            assertEquals(new Mark<>(SpaceMark.DOT, 1.0), r.spaces().get(cell("B" + row)));
        }
        assertEquals(
                "the usual sizes and this sheet's own marks disagree", r.why().get(cell("A3")));
        assertEquals(4, r.why().size());
    }

    @Test
    void aSpaceReadSurelyKeepsItsReading() {
        fourDominoes(0.9);
        SheetHand.Result r = SheetHand.apply(marks, inks, Readings.noWalls());
        assertSame(marks, r.spaces());
        assertTrue(r.why().isEmpty());
    }

    @Test
    void marksThatDoNotPartCleanlyKeepTheUsualSizes() {
        fourDominoes(0.6);
        // dots spreading 2.3 to 3.45 mm, each step 15% or less: no gap of 0.15 (natural log) anywhere
        put("B1", SpaceMark.DOT, 1, 2.3);
        put("B2", SpaceMark.DOT, 1, 2.6);
        put("B3", SpaceMark.DOT, 1, 3.0);
        put("B4", SpaceMark.DOT, 1, 3.45);
        SheetHand.Result r = SheetHand.apply(marks, inks, Readings.noWalls());
        assertSame(marks, r.spaces());
    }

    @Test
    void aSplitNoGameCouldMakeIsNotTaken() {
        fourDominoes(0.6);
        // a dot alone at F7, with no display beside it: no tile holds it, whatever the split says
        put("F7", SpaceMark.DOT, 1, DOT);
        SheetHand.Result r = SheetHand.apply(marks, inks, Readings.noWalls());
        assertSame(marks, r.spaces());
    }

    @Test
    void otsuSplitsBetweenTheTwoGroups() {
        // 0, 0.1, 0.2 | 1.0, 1.1: between-group variance 3 * 2 * (0.1 - 1.05)^2 = 5.415, the largest of the four
        assertEquals(2, SheetHand.otsu(new double[] {0.0, 0.1, 0.2, 1.0, 1.1}));
    }
}
