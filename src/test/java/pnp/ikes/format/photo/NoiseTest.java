package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link Noise} draws what {@link Random} draws for the same seed, bit for bit. */
class NoiseTest {
    @ParameterizedTest
    @ValueSource(longs = {0, 1, -1, 42, 0x5DEECE66DL, Long.MIN_VALUE, Long.MAX_VALUE, 7_919_000_123L})
    void theSameDrawsAsJavaUtilRandom(long seed) {
        Random want = new Random(seed);
        Noise got = new Noise(seed);
        for (int i = 0; i < 100_000; i++) {
            if (i % 1000 == 999) assertEquals(want.nextDouble(), got.nextDouble(), 0, "double " + i);
            else assertEquals(want.nextGaussian(), got.nextGaussian(), 0, "draw " + i);
        }
    }
}
