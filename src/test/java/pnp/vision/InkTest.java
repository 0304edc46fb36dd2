package pnp.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Ink}'s paper estimate takes a block's 90th percentile by selection: checked against a full
 * sort of the same values, ties, signed zeros and NaN included, and {@link Ink#of} against the same
 * picture computed with the sort.
 */
class InkTest {
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void selectionFindsWhatASortPutsAtEachIndex(long seed) {
        Random rng = new Random(seed);
        for (int round = 0; round < 200; round++) {
            int n = 1 + rng.nextInt(300);
            float[] values = new float[n];
            int kinds = 1 + rng.nextInt(6); // few kinds: many ties
            for (int i = 0; i < n; i++) values[i] = pick(rng, kinds);
            float[] sorted = values.clone();
            Arrays.sort(sorted);
            int k = rng.nextInt(n);
            int[] keys = new int[n];
            for (int i = 0; i < n; i++) keys[i] = Ink.key(values[i]);
            float got = Ink.value(Ink.select(keys, n, k));
            assertEquals(Float.floatToIntBits(sorted[k]), Float.floatToIntBits(got), "n " + n + " k " + k);
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13})
    void theInkPictureIsTheOneASortGives(long seed) {
        Random rng = new Random(seed);
        int w = 100 + rng.nextInt(90);
        int h = 100 + rng.nextInt(90);
        GrayImage g = GrayImage.filled(w, h, 0);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                g.set(x, y, rng.nextInt(4) == 0 ? rng.nextFloat() : 0.8f + rng.nextInt(5) * 0.05f);
        int block = 16;
        GrayImage ink = Ink.of(g, block);
        GrayImage expected = sorted(g, block);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) assertEquals(expected.get(x, y), ink.get(x, y), 0, x + "," + y);
    }

    private static float pick(Random rng, int kinds) {
        return switch (rng.nextInt(kinds)) {
            case 0 -> rng.nextFloat();
            case 1 -> 0.9f;
            case 2 -> -0f;
            case 3 -> 0f;
            case 4 -> -rng.nextFloat();
            default -> rng.nextInt(20) == 0 ? Float.NaN : 1f;
        };
    }

    /** The ink picture with each block's paper taken by sorting the block, then the same steps as {@link Ink#of}. */
    private static GrayImage sorted(GrayImage image, int block) {
        int w = image.width();
        int h = image.height();
        int bw = (w + block - 1) / block;
        int bh = (h + block - 1) / block;
        float[][] paper = new float[bh][bw];
        for (int by = 0; by < bh; by++) {
            for (int bx = 0; bx < bw; bx++) {
                float[] v = new float[block * block];
                int n = 0;
                for (int y = by * block; y < Math.min(h, (by + 1) * block); y++)
                    for (int x = bx * block; x < Math.min(w, (bx + 1) * block); x++) v[n++] = image.get(x, y);
                Arrays.sort(v, 0, n);
                paper[by][bx] = v[(int) (n * 0.9)];
            }
        }
        GrayImage p = GrayImage.filled(bw, bh, 0);
        for (int by = 0; by < bh; by++) for (int bx = 0; bx < bw; bx++) p.set(bx, by, paper[by][bx]);
        return Ink.ofPaper(image, p, block);
    }
}
