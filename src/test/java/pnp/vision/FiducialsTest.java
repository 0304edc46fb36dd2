package pnp.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class FiducialsTest {
    /** Paints the boxes (unit coordinates) at the quadrilateral {@code quad} (the unit square's corners (0,0), (1,0), (1,1), (0,1)). */
    static void paint(GrayImage img, List<MarkerArt.Box> boxes, double[] quad) {
        Homography toUnit = Homography.fit(quad, new double[] {0, 0, 1, 0, 1, 1, 0, 1});
        for (int y = 0; y < img.height(); y++) {
            for (int x = 0; x < img.width(); x++) {
                double[] u = toUnit.map(x + 0.5, y + 0.5);
                for (MarkerArt.Box b : boxes) {
                    if (u[0] >= b.x() && u[0] < b.x() + b.w() && u[1] >= b.y() && u[1] < b.y() + b.h())
                        img.set(x, y, 0f);
                }
            }
        }
    }

    @Test
    void aFiducialTurnedAQuarterIsFoundWithItsIdAndItsOwnCornerOrder() {
        GrayImage img = GrayImage.filled(200, 200, 1f);
        // the art's (0,0) corner placed at (140, 40): the marker turned a quarter clockwise
        double[] quad = {140, 40, 140, 140, 40, 140, 40, 40};
        paint(img, MarkerArt.fiducial(2), quad);
        List<Fiducials.Found> found = Fiducials.find(img);
        assertEquals(1, found.size());
        assertEquals(2, found.get(0).id());
        double[] c = found.get(0).corners();
        for (int k = 0; k < 8; k++) assertEquals(quad[k], c[k], 1.5, "coordinate " + k);
    }

    @Test
    void aQrCodeIsReadBack() {
        GrayImage img = GrayImage.filled(300, 300, 1f);
        paint(img, MarkerArt.qr("PNP IKES 1 A4 A4W G4E S17"), new double[] {50, 50, 250, 50, 250, 250, 50, 250});
        assertEquals(List.of("PNP IKES 1 A4 A4W G4E S17"), Fiducials.qrTexts(img));
    }

    @Test
    void aQrCodesCornersAreWhereItIsPainted() {
        GrayImage img = GrayImage.filled(300, 300, 1f);
        // upright: its top-left finder pattern's corner at (60, 40), 180 pixels a side
        double[] quad = {60, 40, 240, 40, 240, 220, 60, 220};
        paint(img, MarkerArt.qr("IKES2L--", 'Q'), quad);
        List<Fiducials.Qr> found = Fiducials.qrCodes(img);
        assertEquals(1, found.size());
        assertEquals("IKES2L--", found.get(0).text());
        for (int k = 0; k < 8; k++) assertEquals(quad[k], found.get(0).corners()[k], 1.5, "coordinate " + k);
    }
}
