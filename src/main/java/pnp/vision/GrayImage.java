package pnp.vision;

import boofcv.struct.image.GrayF32;

/**
 * A grey picture, 0 black to 1 white, that callers read by pixel or sample between pixels; the one
 * image type the rest of pnp sees (BoofCV's own types stay inside this package).
 */
public final class GrayImage {
    final GrayF32 pixels;

    GrayImage(GrayF32 pixels) {
        this.pixels = pixels;
    }

    /** A blank picture of the given size filled with {@code value}. */
    public static GrayImage filled(int width, int height, float value) {
        GrayF32 g = new GrayF32(width, height);
        java.util.Arrays.fill(g.data, value);
        return new GrayImage(g);
    }

    public int width() { return pixels.width; }
    public int height() { return pixels.height; }

    /** The pixel at (x, y); outside the picture, white. */
    public float get(int x, int y) {
        return pixels.isInBounds(x, y) ? pixels.unsafe_get(x, y) : 1f;
    }

    public void set(int x, int y, float v) {
        if (pixels.isInBounds(x, y)) pixels.unsafe_set(x, y, v);
    }
}
