package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.grid.Cell;

class ForkShapeTest {
    /**
     * Points every eighth of a millimetre along a polyline given in a unit box, the box {@code w} x
     * {@code h} mm round (6, 6) and turned by {@code degrees}; strokes half a millimetre thick.
     */
    private static void stroke(List<double[]> out, double w, double h, double degrees, double... unit) {
        double a = Math.toRadians(degrees);
        for (int i = 0; i + 3 < unit.length; i += 2) {
            double x0 = (unit[i] - 0.5) * w;
            double y0 = (unit[i + 1] - 0.5) * h;
            double x1 = (unit[i + 2] - 0.5) * w;
            double y1 = (unit[i + 3] - 0.5) * h;
            double len = Math.hypot(x1 - x0, y1 - y0);
            double nx = -(y1 - y0) / len;
            double ny = (x1 - x0) / len;
            for (double t = 0; t <= len; t += 0.125) {
                for (double k = -0.25; k <= 0.25; k += 0.125) {
                    double x = x0 + (x1 - x0) * t / len + nx * k;
                    double y = y0 + (y1 - y0) * t / len + ny * k;
                    out.add(new double[] {6 + x * Math.cos(a) - y * Math.sin(a), 6 + x * Math.sin(a) + y * Math.cos(a)
                    });
                }
            }
        }
    }

    /** The legend's fork pointing up in a box 5 x 11 mm: a handle, a crossbar and three tines. */
    private static List<double[]> fork(double degrees) {
        return fork(5, degrees, true);
    }

    /** A fork pointing up in a box {@code w} x 11 mm: a handle, a crossbar, the outer tines and the middle one if asked. */
    private static List<double[]> fork(double w, double degrees, boolean middle) {
        List<double[]> pts = new ArrayList<>();
        stroke(pts, w, 11, degrees, 0.5, 1, 0.5, 0.45);
        stroke(pts, w, 11, degrees, 0.1, 0.45, 0.9, 0.45);
        stroke(pts, w, 11, degrees, 0.1, 0.45, 0.1, 0);
        if (middle) stroke(pts, w, 11, degrees, 0.5, 0.45, 0.5, 0);
        stroke(pts, w, 11, degrees, 0.9, 0.45, 0.9, 0);
        return pts;
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, 90, 180, 270, 15, 200, 305})
    void aForkShowsThreeTinesWhicheverWayItPoints(double degrees) {
        assertEquals(3, ForkShape.read(fork(degrees)).tines());
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, 90, 33})
    void aChairHasTwoLegsAtMostAndABoxNoHandle(double degrees) {
        // the legend's chair, an "h": a back the whole height and a seat with a front leg
        List<double[]> chair = new ArrayList<>();
        stroke(chair, 6, 10, degrees, 0.2, 0, 0.2, 1);
        stroke(chair, 6, 10, degrees, 0.2, 0.5, 0.8, 0.5, 0.8, 1);
        assertTrue(ForkShape.read(chair).tines() < 3, "chair");
        // a bed or bookcase: a box is two strokes across at both ends
        List<double[]> box = new ArrayList<>();
        stroke(box, 5, 10, degrees, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0);
        stroke(box, 5, 10, degrees, 0, 0.5, 1, 0.5);
        assertEquals(0, ForkShape.read(box).tines(), "box");
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, 45, 90})
    void aStrokeADotAndATinyForkAreNoForks(double degrees) {
        List<double[]> one = new ArrayList<>();
        stroke(one, 2, 10, degrees, 0.3, 0.2, 0.6, 0, 0.6, 1);
        assertTrue(ForkShape.read(one).tines() < 2, "a figure one");
        List<double[]> dot = new ArrayList<>();
        stroke(dot, 1, 1, degrees, 0, 0.5, 1, 0.5);
        assertEquals(0, ForkShape.read(dot).tines(), "dot");
        List<double[]> tiny = new ArrayList<>();
        for (double[] p : fork(degrees)) tiny.add(new double[] {6 + (p[0] - 6) * 0.35, 6 + (p[1] - 6) * 0.35});
        assertEquals(0, ForkShape.read(tiny).tines(), "shorter than " + ForkShape.MIN_LENGTH + " mm");
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, 90, 15, 200})
    void aForkHasASlimHandleAndFurnitureAndNumbersHaveNone(double degrees) {
        // a fork 4 x 11 mm: its handle holds a sixth of the ink, in one stroke
        assertTrue(ForkShape.read(fork(4, degrees, true)).slim(), "fork");
        // the legend's fork is as wide as 5 x 11 mm: too squat to count
        assertFalse(ForkShape.read(fork(degrees)).slim(), "squat fork");
        List<double[]> twoTines = fork(4, degrees, false);
        ForkShape.Fork two = ForkShape.read(twoTines);
        assertEquals(2, two.tines());
        assertTrue(two.slim(), "a fork of two tines");
        // the legend's chair: too squat
        List<double[]> chair = new ArrayList<>();
        stroke(chair, 6, 10, degrees, 0.2, 0, 0.2, 1);
        stroke(chair, 6, 10, degrees, 0.2, 0.5, 0.8, 0.5, 0.8, 1);
        assertFalse(ForkShape.read(chair).slim(), "chair");
        // a figure one: long and thin, but its ink runs evenly along it
        List<double[]> one = new ArrayList<>();
        stroke(one, 2, 10, degrees, 0.3, 0.2, 0.6, 0, 0.6, 1);
        assertFalse(ForkShape.read(one).slim(), "a figure one");
        // a bed or bookcase: a box
        List<double[]> box = new ArrayList<>();
        stroke(box, 5, 12, degrees, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0);
        assertFalse(ForkShape.read(box).slim(), "box");
    }

    @Test
    void forksLieAlongsideWhenTheirAxesAreCloseEitherWayRound() {
        assertTrue(new ForkShape.Fork(3, 10).alongside(new ForkShape.Fork(2, 170), 30), "20 degrees apart across 0");
        assertTrue(new ForkShape.Fork(3, 80).alongside(new ForkShape.Fork(2, 100), 30));
        assertFalse(new ForkShape.Fork(3, 0).alongside(new ForkShape.Fork(2, 90), 30));
        assertFalse(new ForkShape.Fork(3, 45).alongside(new ForkShape.Fork(2, 100), 30), "55 degrees apart");
    }

    @Test
    void ofTwoViewsOfASpaceTheOneWithMoreTinesCounts() {
        List<double[]> cut = new ArrayList<>();
        for (double[] p : fork(0)) if (p[1] > 5.2) cut.add(p); // the tines hidden
        assertTrue(ForkShape.read(cut).tines() < 3);
        assertEquals(3, ForkShape.better(cut, fork(0)).tines());
        assertEquals(3, ForkShape.better(fork(0), cut).tines());
    }

    @Test
    void aHandleIsSlimOrSlimButForAWobble() {
        ForkShape.Fork slim = new ForkShape.Fork(2, 0, 0.3);
        ForkShape.Fork wobbly = new ForkShape.Fork(2, 0, 0.45);
        ForkShape.Fork none = new ForkShape.Fork(2, 0);
        assertTrue(slim.slim() && slim.nearlySlim());
        assertFalse(wobbly.slim(), "0.45 mm is more than 0.35");
        assertTrue(wobbly.nearlySlim(), "but at most 0.52");
        assertFalse(none.slim() || none.nearlySlim(), "no handle");
    }

    /**
     * Seed 5120 of the legend hand, moderate: C2-D2 is a cafeteria drawn as a fork in each space, each
     * showing two tines; C2's handle is slim (0.23 mm), D2's wobbles (0.39 mm). Read as a cafeteria,
     * flagged.
     */
    @Test
    void twoForksOfTwoTinesPairWhenOneHandleIsSlimAndTheOtherNearly() {
        SyntheticPhoto p = SyntheticPhoto.make(5120, Difficulty.MODERATE, 2400, 1800, Hand.Style.DISPLAY_LEGEND);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        for (String s : new String[] {"C2", "D2"}) {
            Cell c = Cell.parse(s, 7, 7).orElseThrow();
            assertEquals(SpaceMark.CAFETERIA, Accuracy.space(p.truth().space(c)), s);
            assertEquals(SpaceMark.CAFETERIA, r.spaces().get(c).value(), s);
            assertTrue(r.spaces().get(c).doubtful(), s + " flagged");
        }
    }

    /**
     * Seed 5060 of the fork-each hand, moderate: B3-B4 is the cafeteria, but B4 paired with C4 (three
     * tines each; C4 holds a sketch that looks like a fork). B3's fork shows one tine and a handle slim
     * but for a wobble (0.39 mm), lying B4's way: it could be B4's partner, so it is flagged.
     */
    @Test
    void aWobblyForkBesideAForkPairIsFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(5060, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_FORK_EACH);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell b3 = Cell.parse("B3", 7, 7).orElseThrow();
        assertEquals(SpaceMark.CAFETERIA, Accuracy.space(p.truth().space(b3)));
        assertTrue(r.spaces().get(b3).doubtful(), r.spaces().get(b3).toString());
    }

    /**
     * Seed 5122 of the circle-dot hand (its cafeteria drawn as a fork in each space), moderate: B2-B3 is the
     * cafeteria, but B2 paired with B1 (a 4 that shows two tines). B3's fork shows neither tines nor a slim
     * handle, only its length: 2.2 times as long as wide, lying within a degree of B2's fork. It could be
     * B2's partner, so it is flagged; it was a sure display.
     */
    @Test
    void aLongMarkLyingAlongAForkPairIsFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(5122, Difficulty.MODERATE, 2400, 1800, Hand.Style.DOT_CIRCLE);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell b3 = Cell.parse("B3", 7, 7).orElseThrow();
        assertEquals(SpaceMark.CAFETERIA, Accuracy.space(p.truth().space(b3)));
        assertEquals(SpaceMark.DISPLAY, r.spaces().get(b3).value());
        assertTrue(r.spaces().get(b3).doubtful(), r.spaces().get(b3).toString());
    }

    @Test
    void elongationIsLengthOverWidth() {
        List<double[]> bar = new ArrayList<>();
        for (double x = 0; x < 10; x += 0.125) for (double y = 0; y < 2; y += 0.125) bar.add(new double[] {x, y});
        double e = ForkShape.read(bar).elongation();
        assertTrue(e > 4.5 && e < 5.5, "a 10 x 2 mm bar: " + e);
    }
}
