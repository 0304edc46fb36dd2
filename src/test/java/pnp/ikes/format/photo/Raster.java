package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;

/** Pencil drawn by a rule on one 12 mm space, as the flattened photo holds it (8 pixels a millimetre). */
final class Raster {
    private Raster() {}

    /** The centres (x and y in mm) of the space's pixels that {@code ink} inks. */
    static List<double[]> of(BiPredicate<Double, Double> ink) {
        List<double[]> pts = new ArrayList<>();
        for (int py = 0; py < 12 * Rectified.PER_MM; py++) {
            for (int px = 0; px < 12 * Rectified.PER_MM; px++) {
                double x = (px + 0.5) / Rectified.PER_MM;
                double y = (py + 0.5) / Rectified.PER_MM;
                if (ink.test(x, y)) pts.add(new double[] {x, y});
            }
        }
        return pts;
    }
}
