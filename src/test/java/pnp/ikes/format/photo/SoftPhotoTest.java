package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import pnp.vision.Photo;

/**
 * A hard photo (seed 42: steep, shaded, soft) where the first look finds three of the four corner
 * marks: the sharpened second look finds the fourth, and with the better fit the QR code is read.
 */
class SoftPhotoTest {
    @Test
    void theFourthMarkAndTheQrCodeAreFoundInASoftPhoto() {
        SyntheticPhoto p = SyntheticPhoto.make(42, Difficulty.HARD, 2400, 1800);
        SheetLocator.Located l = SheetLocator.locate(Photo.decode(p.jpeg(), PhotoReader.MAX_SIDE));
        assertTrue(l.printed().isPresent(), "the QR code is read");
    }
}
