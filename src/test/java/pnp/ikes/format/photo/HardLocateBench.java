package pnp.ikes.format.photo;

import org.junit.jupiter.api.Test;
import pnp.vision.Photo;
import pnp.vision.PhotoException;

/**
 * How often the sheet is found and its QR code read in hard synthetic photos (a steep angle, a strong
 * shadow, a soft focus, noise), seeds {@code photo.bench.from} (default 1) on, {@code photo.bench.count}
 * (default 60) of them, at 2400 x 1800; how many of the sheets found were soft (corner marks showing only
 * sharpened, every item flagged), and the confident misreads (wrong items not flagged) of the photos read.
 * {@code nice -n 10 mvn -B -q -Pbench test -Dtest=HardLocateBench -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class HardLocateBench {
    @Test
    void locateAndQr() {
        long from = Long.getLong("photo.bench.from", 1);
        int n = Integer.getInteger("photo.bench.count", 60);
        FamilyScore sharp = new FamilyScore();
        FamilyScore soft = new FamilyScore();
        for (long seed = from; seed < from + n; seed++) {
            SyntheticPhoto p = SyntheticPhoto.make(seed, Difficulty.HARD, 2400, 1800);
            try {
                PhotoReading r = PhotoReader.read(Photo.decode(p.jpeg(), PhotoReader.MAX_SIDE));
                (r.soft() ? soft : sharp).add(r, p.truth());
            } catch (PhotoException e) {
                // not found: counted as neither
            }
        }
        System.out.printf(
                "HardLocateBench: %d hard photos (seeds %d-%d), sheet found in %d (%d of them soft), QR code read"
                        + " in %d; confident misreads %d of %d items on the others, %d of %d on the soft%n",
                n,
                from,
                from + n - 1,
                sharp.sheets + soft.sheets,
                soft.sheets,
                sharp.qr + soft.qr,
                sharp.confidentWrong,
                sharp.spaces + sharp.edges + sharp.doors,
                soft.confidentWrong,
                soft.spaces + soft.edges + soft.doors);
    }
}
