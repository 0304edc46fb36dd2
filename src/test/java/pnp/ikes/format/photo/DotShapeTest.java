package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.grid.Cell;

class DotShapeTest {

    /** Within {@code half} mm of the segment from (x0, y0) to (x1, y1). */
    private static boolean near(double x, double y, double x0, double y0, double x1, double y1, double half) {
        double dx = x1 - x0;
        double dy = y1 - y0;
        double t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)));
        return Math.hypot(x - x0 - t * dx, y - y0 - t * dy) <= half;
    }

    private static double area(List<double[]> pts) {
        return pts.size() / (double) (Rectified.PER_MM * Rectified.PER_MM);
    }

    @Test
    void aSpotIsADotWhateverItsShape() {
        // a filled dot 2.6 mm across: 5.3 mm^2
        List<double[]> spot = Raster.of((x, y) -> Math.hypot(x - 6, y - 6) <= 1.3);
        assertEquals(5.3, area(spot), 0.2);
        assertTrue(DotShape.known(spot));
    }

    @Test
    void aRingIsADot() {
        // a circle 4.4 mm across drawn 0.6 mm wide: 8.3 mm^2, too much ink for a spot
        List<double[]> ring = Raster.of((x, y) -> Math.abs(Math.hypot(x - 6, y - 6) - 2.2) <= 0.3);
        assertTrue(area(ring) > DotShape.SPOT);
        assertTrue(DotShape.known(ring));
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, 20, 45, 70})
    void oneOrTwoStrokesAreADot(double degrees) {
        double a = Math.toRadians(degrees);
        double c = Math.cos(a) * 3;
        double s = Math.sin(a) * 3;
        // a cross of two strokes 6 mm long and 0.7 mm wide, turned: about 8 mm^2
        List<double[]> cross = Raster.of(
                (x, y) -> near(x, y, 6 - c, 6 - s, 6 + c, 6 + s, 0.35) || near(x, y, 6 + s, 6 - c, 6 - s, 6 + c, 0.35));
        assertTrue(area(cross) > DotShape.SPOT);
        assertTrue(DotShape.known(cross), "cross");
        // a tick: a short stroke and a long one
        List<double[]> tick = Raster.of((x, y) -> near(x, y, 3, 6, 5, 8.5, 0.45) || near(x, y, 5, 8.5, 9.5, 2.5, 0.45));
        assertTrue(area(tick) > DotShape.SPOT);
        assertTrue(DotShape.known(tick), "tick");
    }

    @Test
    void aSmallScribbleIsNoKnownDot() {
        // five strokes this way and that, 4 mm across, as a quick scribble: no ring, no two strokes
        double[][] path = {{4, 4}, {8, 5}, {4.5, 7.5}, {8, 8}, {5, 4.5}, {7, 8.2}};
        List<double[]> scribble = Raster.of((x, y) -> {
            for (int i = 0; i + 1 < path.length; i++)
                if (near(x, y, path[i][0], path[i][1], path[i + 1][0], path[i + 1][1], 0.35)) return true;
            return false;
        });
        assertTrue(area(scribble) > DotShape.SPOT);
        assertFalse(DotShape.known(scribble));
    }

    /**
     * Seed 1 of the scribbled-displays hand: B3 holds a scribble about 4 mm across, as much pencil as a
     * small circle; read as a display, flagged, not as a dot.
     */
    @Test
    void aSmallScribbleOnAPhotoIsReadAsADisplayFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(1, Difficulty.MODERATE, 2400, 1800, Hand.Style.DISPLAY_SCRIBBLE);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell b3 = Cell.parse("B3", 7, 7).orElseThrow();
        assertEquals(SpaceMark.DISPLAY, Accuracy.space(p.truth().space(b3)));
        assertEquals(new Mark<>(SpaceMark.DISPLAY, DotShape.UNKNOWN), r.spaces().get(b3));
    }
}
