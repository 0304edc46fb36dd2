package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.vision.GrayImage;
import pnp.vision.Photo;

class SpaceReaderTest {
    /** Points every eighth of a millimetre over the box x0..x1, y0..y1 (mm from the space's corner). */
    private static List<double[]> box(double x0, double y0, double x1, double y1) {
        List<double[]> out = new ArrayList<>();
        for (double y = y0; y < y1; y += 0.125) for (double x = x0; x < x1; x += 0.125) out.add(new double[] {x, y});
        return out;
    }

    /**
     * The inside starts 2.8 mm from the lines. A dot in the middle stays; on a walled west side, a
     * stroke just inside the edge along most of the side, or a sliver at the very edge however short,
     * is the wall's; a short stroke a millimetre in is not.
     */
    @Test
    void aWallsStrokeReachingIntoTheSpaceIsNotItsMark() {
        List<double[]> dot = box(8.5, 8.5, 9.5, 9.5);
        List<double[]> along = box(3.8, 3, 4.4, 15); // 1.0-1.6 mm in, along all of the side
        List<double[]> sliver = box(2.8, 9, 3.3, 11); // 0-0.5 mm in, 2 mm long
        List<double[]> shortStroke = box(3.8, 9, 4.4, 12); // 1.0-1.6 mm in, 3 mm long
        List<double[]> all = new ArrayList<>(dot);
        all.addAll(along);
        all.addAll(sliver);
        all.addAll(shortStroke);
        List<double[]> left = SpaceReader.withoutWallStroke(all, Side.W);
        assertEquals(dot.size(), left.size());
        List<double[]> some = new ArrayList<>(dot);
        some.addAll(sliver);
        some.addAll(shortStroke);
        assertEquals(
                dot.size() + shortStroke.size(),
                SpaceReader.withoutWallStroke(some, Side.W).size());
        // on the east side nothing of it is near the edge
        assertEquals(all.size(), SpaceReader.withoutWallStroke(all, Side.E).size());
    }

    /**
     * Doubled outer walls whose inner stroke reaches into the space (seed 5014, A7 with walls on its
     * west and south sides): the dot there is read as a dot, not a display.
     */
    @Test
    void aDotBesideADoubledOuterWallIsADot() {
        SyntheticPhoto p = SyntheticPhoto.make(5014, Difficulty.MODERATE, 2400, 1800, Hand.Style.WALL_DOUBLED);
        PhotoReading r = PhotoReader.read(p.jpeg());
        Cell a7 = new Cell(0, 6);
        assertEquals(SpaceMark.DOT, Accuracy.space(p.truth().space(a7)));
        assertEquals(SpaceMark.DOT, r.spaces().get(a7).value());
    }

    /**
     * Dot or display from the pencil's area (mm^2) and spread (mm), and how sure: a dot is small by both
     * (area under 13, spread under 5), its area's certainty rising over 8 mm^2 below 13 and its spread's
     * over 1.6 mm below 5; a display large by one measure only is as sure as that one.
     */
    @ParameterizedTest(name = "area {0}, spread {1}: {2} at {3}")
    @CsvSource({
        // a filled dot: 0.5 + 0.5 * min(1, 9/8) and 0.5 + 0.5 * min(1, 3/1.6)
        "4, 2, DOT, 1.0",
        // a dot spreading 4.25 mm: 0.5 + 0.5 * (0.75/1.6), flagged; 4.125 mm: 0.5 + 0.5 * (0.875/1.6)
        "6, 4.25, DOT, 0.734375",
        "6, 4.125, DOT, 0.7734375",
        // a compact scribble: as much pencil as the largest dots, so 0.5 + 0.5 * (1/8), flagged
        "12, 3, DOT, 0.5625",
        // large but not wide: only the area says display, 0.5 + 0.5 * (1/4)
        "14, 3, DISPLAY, 0.625",
        // wide but light (a thin number): only the spread says display, 0.5 + 0.5 * (0.5/1.5)
        "3, 5.5, DISPLAY, 0.6666666666666666",
        // large and wide: the surer of the two
        "20, 8, DISPLAY, 1.0"
    })
    void dotOrDisplayIsAsSureAsTheMeasuresThatDecideIt(double area, double span, SpaceMark kind, double sure) {
        Mark<SpaceMark> m = SpaceReader.classify(new SpaceReader.Ink(area, span));
        assertEquals(kind, m.value());
        assertEquals(sure, m.confidence(), 1e-9);
    }

    /**
     * Hard photos of seed 5002 (light pencil, soft focus): a dot in D5 (the outlined-cafeteria hand)
     * drawn so light that little of it counts as pencil is read as an empty space, and a sketch in E1
     * (the letters hand) as a dot. Counting lighter pencil reads them otherwise, so both are flagged.
     */
    @ParameterizedTest(name = "{0}: {1} {2} read as {3}, flagged")
    @CsvSource({"CAFETERIA_OUTLINE, 3, 4, EMPTY", "CAFETERIA_LETTER, 4, 0, DOT"})
    void aSpaceThatReadsOtherwiseWithLighterPencilIsFlagged(Hand.Style hand, int col, int row, SpaceMark read) {
        SyntheticPhoto p = SyntheticPhoto.make(5002, Difficulty.HARD, 2400, 1800, hand);
        PhotoReading r = PhotoReader.read(p.jpeg());
        Mark<SpaceMark> m = r.spaces().get(new Cell(col, row));
        // read otherwise and flagged; or read right (the sheet's own hand tells the sketch from its dots)
        SpaceMark drawn = Accuracy.space(p.truth().space(new Cell(col, row)));
        assertTrue(m.value() == drawn || (m.value() == read && m.uncertain()), m.toString());
    }

    /**
     * A fork from the legend's size to one space long, lying across the line or mostly in one space with its
     * end across (the tuned short-fork hand): every cafeteria space drawn is read as one, or flagged. Seed
     * 5009 holds two with no pencil inside either space, read from the crossing alone.
     */
    @ParameterizedTest
    @CsvSource({"5001", "5002", "5003", "5004", "5009"})
    void aShortForkAcrossTheLineIsACafeteria(long seed) {
        SyntheticPhoto p = SyntheticPhoto.make(seed, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_FORK_SHORT);
        PhotoReading r = PhotoReader.read(p.jpeg());
        int cafeterias = 0;
        for (Cell c : pnp.ikes.model.Sheet.cells()) {
            if (Accuracy.space(p.truth().space(c)) != SpaceMark.CAFETERIA) continue;
            cafeterias++;
            Mark<SpaceMark> m = r.spaces().get(c);
            assertTrue(m.value() == SpaceMark.CAFETERIA || m.uncertain(), c + " " + m);
        }
        assertTrue(cafeterias > 0, "the sheet has a cafeteria");
    }

    /**
     * Seed 5009's two cafeterias read from the crossing alone are cafeterias drawn, and the reader gives that as
     * the reason they are in doubt.
     */
    @Test
    void aCafeteriaReadFromTheCrossingAloneIsNotedSo() {
        SyntheticPhoto p = SyntheticPhoto.make(5009, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_FORK_SHORT);
        GrayImage photo = Photo.decode(p.jpeg(), PhotoReader.MAX_SIDE);
        Rectified flat = Rectified.of(photo, SheetLocator.locate(photo).sheetToPhoto());
        PhotoReading read = PhotoReader.read(p.jpeg());
        SpaceReader.Spaces seen =
                SpaceReader.read(flat, EdgeReader.read(flat).marks(), List.of(read.entrance(), read.exit()));
        assertEquals(4, seen.crossingOnly().size(), seen.crossingOnly().toString());
        for (Cell c : seen.crossingOnly()) {
            assertEquals(SpaceMark.CAFETERIA, Accuracy.space(p.truth().space(c)), c.toString());
            assertEquals(SpaceMark.CAFETERIA, seen.marks().get(c).value());
            assertTrue(
                    seen.marks().get(c).confidence() <= SpaceReader.LIGHTLY,
                    seen.marks().get(c).toString());
        }
    }
}
