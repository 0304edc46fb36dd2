package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class SyntheticPhotoTest {
    @Test
    void theSameSeedGivesTheSamePhoto() throws Exception {
        SyntheticPhoto a = SyntheticPhoto.make(5, Difficulty.MODERATE, 1200, 900);
        SyntheticPhoto b = SyntheticPhoto.make(5, Difficulty.MODERATE, 1200, 900);
        assertArrayEquals(a.jpeg(), b.jpeg());
        String dump = System.getProperty("photo.dump");
        if (dump != null) {
            for (Difficulty d : Difficulty.values()) {
                for (int seed = 1; seed <= 3; seed++) {
                    SyntheticPhoto p = SyntheticPhoto.make(seed, d, 2400, 1800);
                    Files.write(Path.of(dump, d + "-" + seed + ".jpg"), p.jpeg());
                    javax.imageio.ImageIO.write(
                            javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(p.jpeg())),
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
