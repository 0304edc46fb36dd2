package pnp.testing;

import java.awt.image.BufferedImage;

/** Pixel-by-pixel comparison of two renderings of a page. */
public final class Renders {
    private Renders() {}

    /**
     * How many pixels differ in grey level by more than {@code tolerance} (0-255): a tolerance of a
     * few levels forgives antialiasing that rounds an edge differently; a shape moved, missing or
     * added changes pixels by far more. Images of different sizes differ everywhere.
     */
    public static int differingPixels(BufferedImage a, BufferedImage b, int tolerance) {
        if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) {
            return Math.max(a.getWidth() * a.getHeight(), b.getWidth() * b.getHeight());
        }
        int differing = 0;
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int ga = a.getRGB(x, y) & 0xff;
                int gb = b.getRGB(x, y) & 0xff;
                if (Math.abs(ga - gb) > tolerance) differing++;
            }
        }
        return differing;
    }
}
