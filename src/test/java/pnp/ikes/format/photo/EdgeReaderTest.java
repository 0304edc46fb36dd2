package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;

class EdgeReaderTest {
    /** Steps a quarter millimetre apart from 2.5 mm to 15.5 mm along the 18 mm line. */
    private static final int STEPS = 53;

    /** A profile with {@code ink} where the line is pencilled (from .. to, in mm along it) and 0.05 elsewhere. */
    private static float[] profile(float ink, double... fromTo) {
        float[] p = new float[STEPS];
        for (int i = 0; i < STEPS; i++) {
            double t = 2.5 + i * 0.25;
            p[i] = 0.05f;
            for (int k = 0; k < fromTo.length; k += 2) if (t >= fromTo[k] && t <= fromTo[k + 1]) p[i] = ink;
        }
        return p;
    }

    @Test
    void aWallAndADoorwayAndNothing() {
        assertEquals(new Mark<>(EdgeMark.WALL, 1.0), EdgeReader.classify(profile(0.5f, 0, 18), 0.2));
        // the middle third left open: 6 .. 12 mm
        assertEquals(new Mark<>(EdgeMark.DOORWAY, 1.0), EdgeReader.classify(profile(0.5f, 0, 6, 12, 18), 0.2));
        assertEquals(new Mark<>(EdgeMark.NONE, 1.0), EdgeReader.classify(profile(0.5f), 0.2));
    }

    /**
     * A line read as no wall though pencil runs along a good part of it (a short wall whose ends stop
     * early, a broken one) is flagged; a blank line or a crossing stroke is not.
     */
    @Test
    void aPartlyPencilledLineReadAsNoneIsFlagged() {
        // pencil from 5.5 to 11.5 mm: ends 5.5-6 inked (2 of 28 steps), the middle fully: 25 of 53 steps in all
        Mark<EdgeMark> m = EdgeReader.classify(profile(0.5f, 5.5, 11.5), 0.2);
        assertEquals(EdgeMark.NONE, m.value());
        assertTrue(m.doubtful(), m.toString());
        Mark<EdgeMark> crossing = EdgeReader.classify(profile(0.5f, 8.5, 9.5), 0.2);
        assertEquals(new Mark<>(EdgeMark.NONE, 1.0), crossing);
    }

    /**
     * A wall whose pencil is barely darker than the threshold (a stroke rubbed out, a smudge) is
     * flagged; one twice as far above the print as the threshold is sure. Print 0.1, threshold 0.17.
     */
    @Test
    void aFaintWallIsFlagged() {
        Mark<EdgeMark> sure = new Mark<>(EdgeMark.WALL, 1.0);
        Mark<EdgeMark> faint = EdgeReader.faint(profile(0.19f, 0, 18), 0.1, 0.07, sure);
        assertEquals(EdgeMark.WALL, faint.value());
        assertTrue(faint.doubtful(), faint.toString());
        // (0.19 - 0.1) / 0.07 = 1.29 times the threshold's height: 0.5 + 0.5 * 0.29
        assertEquals(0.643, faint.confidence(), 0.01);
        assertEquals(sure, EdgeReader.faint(profile(0.3f, 0, 18), 0.1, 0.07, sure));
        Mark<EdgeMark> none = new Mark<>(EdgeMark.NONE, 1.0);
        assertEquals(none, EdgeReader.faint(profile(0.19f, 0, 18), 0.1, 0.07, none));
    }

    /**
     * Walls drawn a little inside their space that drift further off the line in the middle (seed
     * 5002, F1 S and C2 S): read as walls, not as doorways with full confidence.
     */
    @Test
    void aWallDriftingOffTheLineInTheMiddleIsNoSureDoorway() {
        SyntheticPhoto p = SyntheticPhoto.shared(5002, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_HATCH);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        for (CellSide e : new CellSide[] {new CellSide(new Cell(5, 0), Side.S), new CellSide(new Cell(2, 1), Side.S)}) {
            assertEquals(EdgeMark.WALL, Accuracy.edge(p.truth(), e), e.toString());
            Mark<EdgeMark> m = r.edges().get(e);
            assertFalse(m.value() == EdgeMark.DOORWAY && !m.doubtful(), e + " " + m);
            assertEquals(EdgeMark.WALL, m.value(), e.toString());
        }
    }

    /**
     * A line read as no wall with pencil too light to count along most of it is flagged: print 0.1,
     * threshold 0.07 above it; pencil at 0.13 is (0.13 - 0.1) / 0.07 = 0.43 of the way, at 0.12 only
     * 0.29. Pencil along a third of the line leaves the median on the print.
     */
    @Test
    void aLightStrokeAlongALineReadAsNoneIsFlagged() {
        Mark<EdgeMark> none = new Mark<>(EdgeMark.NONE, 1.0);
        Mark<EdgeMark> shadowed = EdgeReader.shadowed(profile(0.13f, 0, 18), 0.1, 0.07, none);
        assertEquals(new Mark<>(EdgeMark.NONE, EdgeReader.UNSURE), shadowed);
        assertEquals(none, EdgeReader.shadowed(profile(0.12f, 0, 18), 0.1, 0.07, none));
        assertEquals(none, EdgeReader.shadowed(profile(0.13f, 6, 10), 0.1, 0.07, none));
        Mark<EdgeMark> wall = new Mark<>(EdgeMark.WALL, 1.0);
        assertEquals(wall, EdgeReader.shadowed(profile(0.13f, 0, 18), 0.1, 0.07, wall));
    }

    /**
     * Seed 5199 in the hand without corrections, moderate: the wall on A3's west side, the building's outer
     * line, is drawn light about 1.7 mm inside it, too light to count as pencil. It reads as no wall, and
     * its median ink lies 0.65 of the way from the print to the threshold, so it is flagged, as on an
     * inner line; the outer lines beside it with no wall stay sure.
     */
    @Test
    void aLightStrokeAlongAnOuterLineIsFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(5199, Difficulty.MODERATE, 2400, 1800, Hand.Style.CORRECTIONS_NONE);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        CellSide a3w = new CellSide(new Cell(0, 2), Side.W);
        assertEquals(EdgeMark.WALL, Accuracy.edge(p.truth(), a3w));
        assertEquals(EdgeMark.NONE, r.edges().get(a3w).value());
        assertTrue(r.edges().get(a3w).doubtful(), r.edges().get(a3w).toString());
        for (int row : new int[] {0, 3, 4, 5}) {
            CellSide w = new CellSide(new Cell(0, row), Side.W);
            assertEquals(EdgeMark.NONE, Accuracy.edge(p.truth(), w), w.toString());
            assertEquals(new Mark<>(EdgeMark.NONE, 1.0), r.edges().get(w), w.toString());
        }
    }

    /**
     * Walls drawn about 2.1 mm inside their space, beyond the strip read along the line (seed 5007 of
     * the hatching hand, F6 E; of the open-arrow hand, B2 E): flagged, while a line with no pencil
     * beside it stays sure. So are walls drawn light about 2 mm inside (held-out crosses hand, seeds
     * measured before this rule: 126, D4 S, whose stroke is darker than the threshold at 4 of 53 steps;
     * 186, E4 S, a stroke slanting from 1.5 to 2.25 mm off the line).
     */
    @ParameterizedTest
    @CsvSource({"CAFETERIA_HATCH, 5007, F6, E", "ARROW_V, 5007, B2, E", "DOT_CROSS, 126, D4, S", "DOT_CROSS, 186, E4, S"
    })
    void aStrokeRunningJustBeyondTheStripIsFlagged(Hand.Style family, long seed, String cell, Side side) {
        SyntheticPhoto p = SyntheticPhoto.make(seed, Difficulty.MODERATE, 2400, 1800, family);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        CellSide e = Edges.canonical(new CellSide(Cell.parse(cell, 7, 7).orElseThrow(), side));
        assertEquals(EdgeMark.WALL, Accuracy.edge(p.truth(), e), e.toString());
        assertTrue(r.edges().get(e).doubtful(), e + " " + r.edges().get(e));
        long sureBlank = r.edges().values().stream()
                .filter(m -> m.value() == EdgeMark.NONE && !m.doubtful())
                .count();
        assertTrue(sureBlank > 40, sureBlank + " lines read as sure blanks");
    }

    /**
     * A shaded cafeteria's pencil runs along the lines round it just inside, as light as a light wall's: it
     * does not end within a millimetre, so those lines stay sure blanks (shading hand, seeds 36 D6 S and
     * 39 A2 E, flagged before the stroke had to end).
     */
    @ParameterizedTest
    @CsvSource({"36, D6, S", "39, A2, E"})
    void aLineBesideAShadedSpaceStaysSure(long seed, String cell, Side side) {
        SyntheticPhoto p = SyntheticPhoto.make(seed, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_SHADED);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        CellSide e = Edges.canonical(new CellSide(Cell.parse(cell, 7, 7).orElseThrow(), side));
        assertEquals(EdgeMark.NONE, Accuracy.edge(p.truth(), e), e.toString());
        Cell beyond = Edges.beyond(e).orElseThrow();
        assertTrue(
                p.truth().cafeteriaAt(e.cell()).isPresent()
                        || p.truth().cafeteriaAt(beyond).isPresent(),
                "a cafeteria beside " + e);
        assertEquals(new Mark<>(EdgeMark.NONE, 1.0), r.edges().get(e), e.toString());
    }

    /**
     * Hand-worked: 53 steps from 2.5 to 15.5 mm. A stroke slanting from 1.5 to 2.25 mm off the line lies on a
     * straight line (spread about it 0): steady. One zigzagging between 2 and 2.6 mm has a spread of 0.3
     * about its best line (nearly its mean), above 0.2: not steady. Counted at 37 steps (70% of 53 is 37.1)
     * the slanting stroke is too short; at 38, long enough. A step the predicate drops (its stroke does not
     * end) does not count.
     */
    @Test
    void aStrokeBesideALineIsSteadyAlongAStraightLine() {
        int n = STEPS;
        double[] ts = new double[n];
        double[] slant = new double[n];
        double[] zigzag = new double[n];
        double[] dark = new double[n];
        for (int k = 0; k < n; k++) {
            ts[k] = 2.5 + k * 0.25;
            slant[k] = 1.5 + 0.75 * k / (n - 1);
            zigzag[k] = k % 2 == 0 ? 2.0 : 2.6;
            dark[k] = 0.3;
        }
        assertTrue(EdgeReader.steady(ts, dark, slant, n, 0.2, k -> true));
        assertFalse(EdgeReader.steady(ts, dark, zigzag, n, 0.2, k -> true));
        assertFalse(EdgeReader.steady(ts, dark, slant, n, 0.3, k -> true), "no ink above the threshold");
        assertFalse(EdgeReader.steady(ts, dark, slant, n, 0.2, k -> k < 37));
        assertTrue(EdgeReader.steady(ts, dark, slant, n, 0.2, k -> k < 38));
    }
}
