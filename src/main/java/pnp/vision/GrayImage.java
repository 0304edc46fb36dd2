package pnp.vision;

import boofcv.alg.filter.blur.BlurImageOps;
import boofcv.alg.filter.blur.GBlurImageOps;
import boofcv.alg.filter.misc.AverageDownSampleOps;
import boofcv.struct.image.GrayF32;
import java.util.Arrays;

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
        Arrays.fill(g.data, value);
        return new GrayImage(g);
    }

    public int width() {
        return pixels.width;
    }

    public int height() {
        return pixels.height;
    }

    /** The pixel at (x, y); outside the picture, white. */
    public float get(int x, int y) {
        return pixels.isInBounds(x, y) ? pixels.unsafe_get(x, y) : 1f;
    }

    public void set(int x, int y, float v) {
        if (pixels.isInBounds(x, y)) pixels.unsafe_set(x, y, v);
    }

    /**
     * This picture shrunk by a whole factor, each output pixel the mean of a factor x factor block
     * (see {@link #factorFor}).
     */
    public GrayImage shrunk(int factor) {
        if (factor <= 1) return this;
        GrayF32 out = new GrayF32((pixels.width + factor - 1) / factor, (pixels.height + factor - 1) / factor);
        AverageDownSampleOps.down(pixels, factor, out);
        return new GrayImage(out);
    }

    /** The whole factor that brings the long side to at most {@code maxSide}. */
    public int factorFor(int maxSide) {
        return Math.max(1, (int) Math.ceil(Math.max(width(), height()) / (double) maxSide));
    }

    /**
     * How sharp the picture is: the mean absolute Laplacian (4-neighbour), on the 0..1 scale. A sharp
     * photo of a printed sheet is well above 0.01; a badly blurred one is far below.
     */
    public double sharpness() {
        double sum = 0;
        long n = 0;
        for (int y = 1; y < height() - 1; y += 2) {
            for (int x = 1; x < width() - 1; x += 2) {
                float c = pixels.unsafe_get(x, y);
                sum += Math.abs(4 * c
                        - pixels.unsafe_get(x - 1, y)
                        - pixels.unsafe_get(x + 1, y)
                        - pixels.unsafe_get(x, y - 1)
                        - pixels.unsafe_get(x, y + 1));
                n++;
            }
        }
        return n == 0 ? 0 : sum / n;
    }

    /** This picture smoothed by the mean of each (2r+1) x (2r+1) neighbourhood. */
    public GrayImage blurred(int r) {
        return new GrayImage(BlurImageOps.mean(pixels, null, r, null, null));
    }

    /**
     * This picture with its edges brought out (an unsharp mask: each pixel plus its difference from a
     * Gaussian blur of standard deviation {@code sigma} pixels, kept within 0..1). Small marks softened by
     * a blurred or distant photo regain edges a detector can follow.
     */
    public GrayImage sharpened(double sigma) {
        GrayF32 blur = GBlurImageOps.gaussian(pixels, null, sigma, -1, null);
        GrayF32 out = pixels.createSameShape();
        for (int i = 0; i < out.data.length; i++) {
            float v = 2 * pixels.data[i] - blur.data[i];
            out.data[i] = v < 0 ? 0 : v > 1 ? 1 : v;
        }
        return new GrayImage(out);
    }

    /** The standard deviation of the pixels: near 0 for a blank picture. */
    public double contrast() {
        double m = mean();
        double sum = 0;
        for (float v : pixels.data) sum += (v - m) * (v - m);
        return pixels.data.length == 0 ? 0 : Math.sqrt(sum / pixels.data.length);
    }

    /** The mean of the pixels: 0 black .. 1 white. */
    public double mean() {
        double sum = 0;
        for (float v : pixels.data) sum += v;
        return pixels.data.length == 0 ? 0 : sum / pixels.data.length;
    }
}
