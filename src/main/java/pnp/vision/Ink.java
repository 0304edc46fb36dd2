package pnp.vision;

import boofcv.alg.filter.blur.BlurImageOps;
import boofcv.struct.image.GrayF32;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Pencil and print as "ink": how much darker than the paper around it each pixel is, 0 (paper) to
 * 1 (black), so uneven light and shadows across a photographed sheet do not change what counts as
 * a mark. The paper's brightness is estimated per block as a high percentile (most of a sheet is
 * blank paper), smoothed with BoofCV's mean blur, then compared pixel by pixel.
 */
public final class Ink {
    private Ink() {}

    /** The ink picture of {@code image}; {@code block} is the side, in pixels, of the blocks the paper is estimated in. */
    public static GrayImage of(GrayImage image, int block) {
        GrayF32 src = image.pixels;
        int bw = (src.width + block - 1) / block;
        int bh = (src.height + block - 1) / block;
        GrayF32 paper = new GrayF32(bw, bh);
        float[] values = new float[block * block];
        for (int by = 0; by < bh; by++) {
            for (int bx = 0; bx < bw; bx++) {
                int n = 0;
                for (int y = by * block; y < Math.min(src.height, (by + 1) * block); y++) {
                    for (int x = bx * block; x < Math.min(src.width, (bx + 1) * block); x++)
                        values[n++] = src.unsafe_get(x, y);
                }
                Arrays.sort(values, 0, n);
                paper.unsafe_set(bx, by, values[(int) (n * 0.9)]);
            }
        }
        GrayF32 smooth = BlurImageOps.mean(paper, null, 1, null, null);
        GrayF32 out = new GrayF32(src.width, src.height);
        for (int y = 0; y < src.height; y++) {
            for (int x = 0; x < src.width; x++) {
                float p = bilinear(smooth, (x + 0.5f) / block - 0.5f, (y + 0.5f) / block - 0.5f);
                float v = p <= 0.02f ? 0 : (p - src.unsafe_get(x, y)) / p;
                out.unsafe_set(x, y, Math.max(0, Math.min(1, v)));
            }
        }
        return new GrayImage(out);
    }

    /** The median paper brightness of the picture's blocks (0 black .. 1 white): how well lit it is. */
    public static float paperBrightness(GrayImage image, int block) {
        GrayF32 src = image.pixels;
        List<Float> tops = new ArrayList<>();
        for (int by = 0; by + block <= src.height; by += block) {
            for (int bx = 0; bx + block <= src.width; bx += block) {
                float max = 0;
                for (int y = by; y < by + block; y++)
                    for (int x = bx; x < bx + block; x++) max = Math.max(max, src.unsafe_get(x, y));
                tops.add(max);
            }
        }
        if (tops.isEmpty()) return 0;
        Collections.sort(tops);
        return tops.get(tops.size() / 2);
    }

    private static float bilinear(GrayF32 g, float x, float y) {
        x = Math.max(0, Math.min(g.width - 1, x));
        y = Math.max(0, Math.min(g.height - 1, y));
        int x0 = (int) x;
        int y0 = (int) y;
        int x1 = Math.min(g.width - 1, x0 + 1);
        int y1 = Math.min(g.height - 1, y0 + 1);
        float fx = x - x0;
        float fy = y - y0;
        float top = g.unsafe_get(x0, y0) * (1 - fx) + g.unsafe_get(x1, y0) * fx;
        float bottom = g.unsafe_get(x0, y1) * (1 - fx) + g.unsafe_get(x1, y1) * fx;
        return top * (1 - fy) + bottom * fy;
    }
}
