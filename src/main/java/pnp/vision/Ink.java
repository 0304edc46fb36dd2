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
        return ofPaper(image, paper(image, block), block);
    }

    /** Each block's paper brightness: the 90th percentile of its pixels. */
    private static GrayImage paper(GrayImage image, int block) {
        GrayF32 src = image.pixels;
        int bw = (src.width + block - 1) / block;
        int bh = (src.height + block - 1) / block;
        GrayF32 paper = new GrayF32(bw, bh);
        int[] keys = new int[block * block];
        for (int by = 0; by < bh; by++) {
            for (int bx = 0; bx < bw; bx++) {
                int n = 0;
                for (int y = by * block; y < Math.min(src.height, (by + 1) * block); y++) {
                    for (int x = bx * block; x < Math.min(src.width, (bx + 1) * block); x++)
                        keys[n++] = key(src.unsafe_get(x, y));
                }
                paper.unsafe_set(bx, by, value(select(keys, n, (int) (n * 0.9))));
            }
        }
        return new GrayImage(paper);
    }

    /** The ink picture of {@code image} given each block's paper brightness. */
    static GrayImage ofPaper(GrayImage image, GrayImage paper, int block) {
        GrayF32 src = image.pixels;
        GrayF32 smooth = BlurImageOps.mean(paper.pixels, null, 1, null, null);
        GrayF32 out = new GrayF32(src.width, src.height);
        // bilinear sampling of the smoothed paper at ((x + 0.5) / block - 0.5, (y + 0.5) / block - 0.5), with
        // the columns' cells and weights worked out once: the same arithmetic as sampling pixel by pixel
        Axis columns = new Axis(src.width, block, smooth.width);
        Axis rows = new Axis(src.height, block, smooth.height);
        for (int y = 0; y < src.height; y++) {
            int top = rows.lo[y] * smooth.stride + smooth.startIndex;
            int bottom = rows.hi[y] * smooth.stride + smooth.startIndex;
            float fy = rows.f[y];
            for (int x = 0; x < src.width; x++) {
                int x0 = columns.lo[x];
                int x1 = columns.hi[x];
                float fx = columns.f[x];
                float t = smooth.data[top + x0] * (1 - fx) + smooth.data[top + x1] * fx;
                float b = smooth.data[bottom + x0] * (1 - fx) + smooth.data[bottom + x1] * fx;
                float p = t * (1 - fy) + b * fy;
                float v = p <= 0.02f ? 0 : (p - src.unsafe_get(x, y)) / p;
                out.unsafe_set(x, y, Math.max(0, Math.min(1, v)));
            }
        }
        return new GrayImage(out);
    }

    /** For each pixel along one side: the two paper cells it samples between, and the weight of the second. */
    private static final class Axis {
        final int[] lo;
        final int[] hi;
        final float[] f;

        Axis(int pixels, int block, int cells) {
            lo = new int[pixels];
            hi = new int[pixels];
            f = new float[pixels];
            for (int i = 0; i < pixels; i++) {
                float c = Math.max(0, Math.min(cells - 1, (i + 0.5f) / block - 0.5f));
                lo[i] = (int) c;
                hi[i] = Math.min(cells - 1, lo[i] + 1);
                f[i] = c - lo[i];
            }
        }
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

    /**
     * An int that orders as {@link Float#compare} orders the float (-0 below +0, NaN last), so the
     * k-th smallest key is the float {@link Arrays#sort(float[])} puts at index k.
     */
    static int key(float v) {
        int bits = Float.floatToIntBits(v);
        return bits ^ ((bits >> 31) & 0x7fffffff);
    }

    /** The float of a {@link #key}. */
    static float value(int key) {
        return Float.intBitsToFloat(key ^ ((key >> 31) & 0x7fffffff));
    }

    /**
     * The k-th smallest of {@code a[0..n)} (0-based), as a full sort would place it, found by
     * selection (Hoare's partition, median-of-three pivot) in linear time on average; {@code a} is
     * reordered.
     */
    static int select(int[] a, int n, int k) {
        int lo = 0;
        int hi = n - 1;
        while (hi > lo) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < a[lo]) swap(a, mid, lo);
            if (a[hi] < a[lo]) swap(a, hi, lo);
            if (a[hi] < a[mid]) swap(a, hi, mid);
            int pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) i++;
                while (a[j] > pivot) j--;
                if (i <= j) swap(a, i++, j--);
            }
            if (k <= j) hi = j;
            else if (k >= i) lo = i;
            else return a[k];
        }
        return a[k];
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
