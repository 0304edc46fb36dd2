package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParallelStrokesTest {
    private static final double PER_MM = 8;

    /** The pixel centres (1/8 mm) of a straight stroke {@code width} mm wide from (x0, y0) to (x1, y1). */
    private static void stroke(List<double[]> out, double width, double x0, double y0, double x1, double y1) {
        double len = Math.hypot(x1 - x0, y1 - y0);
        double nx = -(y1 - y0) / len;
        double ny = (x1 - x0) / len;
        for (int j = 0; j < 12.4 * PER_MM; j++) {
            for (int i = 0; i < 12.4 * PER_MM; i++) {
                double x = (i + 0.5) / PER_MM;
                double y = (j + 0.5) / PER_MM;
                double t = ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / len;
                double s = (x - x0) * nx + (y - y0) * ny;
                if (t >= 0 && t <= len && Math.abs(s) <= width / 2) out.add(new double[] {x, y});
            }
        }
    }

    @Test
    void aStraightStrokeIsMeasuredAlongAndAcross() {
        List<double[]> pts = new ArrayList<>();
        stroke(pts, 0.6, 1, 2, 11, 2);
        List<ParallelStrokes.Stroke> s = ParallelStrokes.strokes(pts, PER_MM);
        assertEquals(1, s.size());
        assertEquals(10, s.get(0).length(), 0.3);
        assertEquals(0.6, s.get(0).thickness(), 0.25);
        double a = s.get(0).angle();
        assertTrue(a < 2 || a > 178, "level: " + a);
    }

    @Test
    void levelOrUprightHatchingIsSeveralSeparateStrokesOneWay() {
        List<double[]> level = new ArrayList<>();
        for (double y = 1.5; y < 12; y += 3) stroke(level, 0.6, 0.2, y, 12.2, y + 0.3);
        ParallelStrokes.Way w = ParallelStrokes.sameWay(level, PER_MM);
        assertEquals(4, w.count());
        List<double[]> upright = new ArrayList<>();
        for (double x = 2; x < 12; x += 3.5) stroke(upright, 0.7, x, 0.2, x - 0.3, 12.2);
        ParallelStrokes.Way u = ParallelStrokes.sameWay(upright, PER_MM);
        assertEquals(3, u.count());
        assertEquals(90, u.angle(), 5);
        // two spaces of one pair, both hatched upright; level and upright hatching do not run the same way
        assertTrue(u.sameAs(new ParallelStrokes.Way(2, 92), 2));
        assertFalse(u.sameAs(w, 2));
    }

    /** A bookcase's box with its shelves is one piece of ink; so is a digit; short strokes do not count. */
    @Test
    void aSketchJoinsItsStrokes() {
        List<double[]> bookcase = new ArrayList<>();
        stroke(bookcase, 0.6, 2, 1, 10, 1);
        stroke(bookcase, 0.6, 2, 1, 2, 11);
        stroke(bookcase, 0.6, 10, 1, 10, 11);
        stroke(bookcase, 0.6, 2, 11, 10, 11);
        stroke(bookcase, 0.6, 2, 4.5, 10, 4.5);
        stroke(bookcase, 0.6, 2, 8, 10, 8);
        assertEquals(1, ParallelStrokes.strokes(bookcase, PER_MM).size());
        assertEquals(0, ParallelStrokes.sameWay(bookcase, PER_MM).count());
        List<double[]> dashes = new ArrayList<>();
        for (double y = 2; y < 12; y += 3) stroke(dashes, 0.6, 3, y, 8, y);
        assertEquals(4, ParallelStrokes.strokes(dashes, PER_MM).size());
        assertEquals(0, ParallelStrokes.sameWay(dashes, PER_MM).count());
    }
}
