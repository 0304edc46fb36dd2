package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

class SyntheticPhotoTest {
    @Test
    void eachFamilyDrawsItsOwnWayAndTheSameSeedDrawsTheSame() {
        byte[] classic = SyntheticPhoto.make(4, Difficulty.EASY, 800, 600).jpeg();
        for (Hand.Style f : new Hand.Style[] {Hand.Style.CAFETERIA_HATCH, Hand.Style.DOT_CROSS}) {
            byte[] a = SyntheticPhoto.make(4, Difficulty.EASY, 800, 600, f).jpeg();
            assertArrayEquals(
                    a, SyntheticPhoto.make(4, Difficulty.EASY, 800, 600, f).jpeg());
            assertFalse(Arrays.equals(a, classic), f.name());
        }
    }

    @Test
    void theSameSeedGivesTheSamePhoto() throws Exception {
        SyntheticPhoto a = SyntheticPhoto.make(5, Difficulty.MODERATE, 1200, 900);
        SyntheticPhoto b = SyntheticPhoto.make(5, Difficulty.MODERATE, 1200, 900);
        assertArrayEquals(a.jpeg(), b.jpeg());
        String dump = System.getProperty("photo.dump");
        if (dump != null) {
            for (Hand.Style f : Hand.Style.values()) {
                SyntheticPhoto p = SyntheticPhoto.make(2, Difficulty.EASY, 2400, 1800, f);
                PhotoReading r = PhotoReader.read(p.jpeg());
                Files.write(Path.of(dump, "family-" + f + ".png"), DebugPicture.png(r));
                System.out.println(f + " " + Accuracy.of(r, p.truth()) + " uncertain " + r.uncertain());
            }
            for (Difficulty d : Difficulty.values()) {
                for (int seed = 1; seed <= 3; seed++) {
                    SyntheticPhoto p = SyntheticPhoto.make(seed, d, 2400, 1800);
                    Files.write(Path.of(dump, d + "-" + seed + ".jpg"), p.jpeg());
                    ImageIO.write(
                            ImageIO.read(new ByteArrayInputStream(p.jpeg())),
                            "png",
                            Path.of(dump, d + "-" + seed + ".png").toFile());
                    try {
                        PhotoReading r = PhotoReader.read(p.jpeg());
                        Accuracy acc = Accuracy.of(r, p.truth());
                        System.out.println(d + " " + seed + " " + acc + " uncertain " + r.uncertain());
                    } catch (RuntimeException e) {
                        System.out.println(d + " " + seed + " FAILED " + e);
                    }
                }
            }
        }
    }
}
