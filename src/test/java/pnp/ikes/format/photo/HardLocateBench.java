package pnp.ikes.format.photo;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import pnp.ikes.model.PrintedSheet;
import pnp.vision.Photo;

/**
 * How often the sheet is found and its QR code read in hard synthetic photos (a steep angle, a strong
 * shadow, a soft focus, noise), seeds 1 to {@code photo.bench.count} (default 60) at 2400 x 1800.
 * {@code nice -n 10 mvn -B -q -Pbench test -Dtest=HardLocateBench -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class HardLocateBench {
    @Test
    void locateAndQr() {
        int n = Integer.getInteger("photo.bench.count", 60);
        int located = 0;
        int qr = 0;
        for (long seed = 1; seed <= n; seed++) {
            SyntheticPhoto p = SyntheticPhoto.make(seed, Difficulty.HARD, 2400, 1800);
            try {
                Optional<PrintedSheet> printed = SheetLocator.locate(Photo.decode(p.jpeg(), PhotoReader.MAX_SIDE))
                        .printed();
                located++;
                if (printed.isPresent()) qr++;
            } catch (RuntimeException e) {
                // not found: counted as neither
            }
        }
        System.out.printf("HardLocateBench: %d hard photos, sheet found in %d, QR code read in %d%n", n, located, qr);
    }
}
