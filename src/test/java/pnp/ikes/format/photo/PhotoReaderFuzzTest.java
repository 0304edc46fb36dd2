package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.random.Rng;
import pnp.vision.PhotoException;

/**
 * Damaged photos, seeded: a valid photo's bytes cut short, overwritten in runs, or with its header
 * scrambled. Each either reads or is refused with a {@link PhotoException} whose one line names no Java
 * class; nothing else may escape (the command turns that exception into its exit status 2 line).
 */
class PhotoReaderFuzzTest {
    private static byte[] photo;

    @BeforeAll
    static void makePhoto() {
        photo = SyntheticPhoto.make(3, Difficulty.EASY, 1600, 1200).jpeg();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24})
    void aDamagedPhotoIsReadOrRefusedInOneLine(long seed) {
        Rng rng = new Rng(seed);
        byte[] b;
        switch ((int) (seed % 3)) {
            case 0 -> b = Arrays.copyOf(photo, 1 + rng.nextInt(photo.length - 1));
            case 1 -> {
                b = photo.clone();
                for (int run = 0; run < 1 + rng.nextInt(4); run++) {
                    int at = rng.nextInt(b.length - 64);
                    for (int i = 0; i < 1 + rng.nextInt(64); i++) b[at + i] = (byte) rng.nextInt(256);
                }
            }
            default -> {
                b = photo.clone();
                for (int i = 2; i < 2 + rng.nextInt(600); i++) b[i] = (byte) rng.nextInt(256);
            }
        }
        try {
            PhotoReader.read(b);
        } catch (PhotoException e) {
            String m = e.getMessage();
            assertFalse(m.contains("\n") || m.contains("Exception") || m.contains("java."), m);
        } catch (RuntimeException | Error e) {
            fail("seed " + seed + ": " + e);
        }
    }
}
