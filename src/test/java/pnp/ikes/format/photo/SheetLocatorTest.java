package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.PrintedSheet;
import pnp.ikes.sheets.SheetDocument;
import pnp.ikes.sheets.SheetSpec;
import pnp.pdf.Paper;
import pnp.pdf.Png;
import pnp.vision.GrayImage;
import pnp.vision.Photo;
import pnp.vision.PhotoException;

/**
 * The QR code stands where {@link PrintedSheet#qrBox} says, and it vouches for the sheet's place in a
 * soft photo whose corner marks show only sharpened: such a photo is read with every item flagged, and
 * refused without its code.
 */
class SheetLocatorTest {
    /** Hard seed 5008 (a tuning seed): one corner mark shows at first, all four once sharpened. */
    private static final long SOFT_SEED = 5008;

    private static SyntheticPhoto softPhoto;

    private static synchronized SyntheticPhoto softPhoto() {
        if (softPhoto == null) softPhoto = SyntheticPhoto.make(SOFT_SEED, Difficulty.HARD, 2400, 1800);
        return softPhoto;
    }

    @ParameterizedTest
    @EnumSource(Paper.class)
    void theQrCodeIsPrintedWhereTheReaderExpectsIt(Paper paper) throws Exception {
        byte[] pdf = SheetDocument.render(paper, TileChartParser.standard(), 1, SheetSpec.blank("qr"), false, null);
        GrayImage page = Photo.decode(Png.bytes(pdf, 0, 200), PhotoReader.MAX_SIDE);
        SheetLocator.Located at = SheetLocator.locate(page);
        SheetLocator.Qr qr = SheetLocator.qr(page, at.sheetToPhoto()).orElseThrow();
        assertEquals(paper.id(), qr.sheet().paper());
        // at 200 dpi a pixel is 0.13 mm: the corners found lie within a few pixels of the box
        assertTrue(qr.misplaced() < 0.4, "the QR code's corners are " + qr.misplaced() + " mm from its box");
        assertTrue(!at.soft());
    }

    @Test
    void aSoftPhotoIsReadWhereItsQrCodeConfirmsThePlaceWithEveryItemDoubted() {
        SyntheticPhoto p = softPhoto();
        PhotoReading raw = PhotoReader.readRaw(p.jpeg());
        assertTrue(raw.soft());
        assertTrue(raw.printed().isPresent());
        // all 49 spaces and 112 wall lines are doubted, each with a reason; the calibration then says how sure
        assertEquals(49, raw.spaces().values().stream().filter(Mark::doubtful).count());
        assertEquals(112, raw.edges().values().stream().filter(Mark::doubtful).count());
        assertEquals(49, raw.spaceWhy().size());
        assertEquals(112, raw.edgeWhy().size());
        // the two doors are pencilled on this sheet, so read from the arrows, and doubted too
        assertEquals(false, p.printedDoors());
        assertTrue(raw.entranceConfidence() < Mark.DOUBT_BELOW && raw.exitConfidence() < Mark.DOUBT_BELOW);
        PhotoReading r = Calibration.fitted().apply(raw);
        assertTrue(DraftWriter.write(r, "soft.jpg").contains("\n# soft: the photo is soft"));
    }

    @Test
    void aSoftPhotoWithoutItsQrCodeIsRefused() {
        SyntheticPhoto p = softPhoto();
        GrayImage photo = Photo.decode(p.jpeg(), PhotoReader.MAX_SIDE);
        SheetLocator.Located at = SheetLocator.locate(photo);
        // paper-grey over the QR code's place in the photo, with a margin
        double[] b = PrintedSheet.qrBox(at.printed().orElseThrow().paper());
        double x0 = Double.MAX_VALUE, y0 = Double.MAX_VALUE, x1 = 0, y1 = 0;
        for (double[] c : new double[][] {{b[0], b[1]}, {b[2], b[1]}, {b[2], b[3]}, {b[0], b[3]}}) {
            double[] q = at.sheetToPhoto().map(c[0], c[1]);
            x0 = Math.min(x0, q[0]);
            y0 = Math.min(y0, q[1]);
            x1 = Math.max(x1, q[0]);
            y1 = Math.max(y1, q[1]);
        }
        for (int y = Math.max(0, (int) y0 - 15); y <= Math.min(photo.height() - 1, y1 + 15); y++)
            for (int x = Math.max(0, (int) x0 - 15); x <= Math.min(photo.width() - 1, x1 + 15); x++)
                photo.set(x, y, 0.6f);
        PhotoException e = assertThrows(PhotoException.class, () -> SheetLocator.locate(photo));
        assertEquals(
                "found only 1 of the sheet's four corner marks clearly: photograph the sheet closer, flat, in focus,"
                        + " with all four corners in view",
                e.getMessage());
    }

    @Test
    void aSoftPhotosConfidenceKeepsItsOrderBelowTheCheckLine() {
        assertEquals(0.5, PhotoReader.discounted(0.5), 1e-12);
        assertEquals(0.74, PhotoReader.discounted(1.0), 1e-12);
        assertTrue(PhotoReader.discounted(1.0) < Mark.DOUBT_BELOW);
        assertTrue(PhotoReader.discounted(0.9) > PhotoReader.discounted(0.8));
    }
}
