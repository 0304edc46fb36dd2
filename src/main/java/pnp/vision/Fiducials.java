package pnp.vision;

import boofcv.abst.fiducial.FiducialDetector;
import boofcv.abst.fiducial.QrCodeDetector;
import boofcv.alg.fiducial.qrcode.QrCode;
import boofcv.factory.fiducial.ConfigFiducialHammingDetector;
import boofcv.factory.fiducial.ConfigHammingMarker;
import boofcv.factory.fiducial.FactoryFiducial;
import boofcv.factory.fiducial.HammingDictionary;
import boofcv.struct.image.GrayF32;
import georegression.struct.shapes.Polygon2D_F64;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds printed marks in a photo with BoofCV: square fiducials of the ArUco 4 x 4 dictionary (id
 * and the four corners in the marker's own order, so the photo's rotation does not matter) and QR
 * codes (their text).
 */
public final class Fiducials {
    /** How many fiducial ids pnp uses. */
    public static final int IDS = 8;

    private Fiducials() {}

    /** One fiducial found: its id and corners (x0, y0, ... x3, y3) in photo pixels, in the order its art's corners
     * (0,0), (1,0), (1,1), (0,1) are listed. */
    public record Found(int id, double[] corners) {}

    static ConfigHammingMarker config() {
        return ConfigHammingMarker.loadDictionary(HammingDictionary.ARUCO_MIP_16h3);
    }

    /** Every fiducial of the dictionary's first {@link #IDS} ids in the picture. */
    public static List<Found> find(GrayImage image) {
        ConfigFiducialHammingDetector cd = new ConfigFiducialHammingDetector();
        FiducialDetector<GrayF32> d = FactoryFiducial.squareHamming(config(), cd, GrayF32.class);
        d.detect(scaled255(image));
        List<Found> found = new ArrayList<>();
        Polygon2D_F64 poly = new Polygon2D_F64(4);
        for (int i = 0; i < d.totalFound(); i++) {
            long id = d.getId(i);
            if (id < 0 || id >= IDS) continue;
            d.getBounds(i, poly);
            double[] c = new double[8];
            for (int k = 0; k < 4; k++) {
                c[2 * k] = poly.get(k).x;
                c[2 * k + 1] = poly.get(k).y;
            }
            found.add(new Found((int) id, c));
        }
        return found;
    }

    /** One QR code read: its text and its outer corners (x0, y0, ... x3, y3) in the picture's pixels, clockwise
     * from the corner of its top-left finder pattern as the code stands upright. */
    public record Qr(String text, double[] corners) {}

    /** The text of every QR code read in the picture. */
    public static List<String> qrTexts(GrayImage image) {
        return qrCodes(image).stream().map(Qr::text).toList();
    }

    /** Every QR code read in the picture, with where it lies. */
    public static List<Qr> qrCodes(GrayImage image) {
        QrCodeDetector<GrayF32> d = FactoryFiducial.qrcode(null, GrayF32.class);
        d.process(scaled255(image));
        List<Qr> found = new ArrayList<>();
        for (QrCode q : d.getDetections()) {
            double[] c = new double[8];
            for (int k = 0; k < 4; k++) {
                c[2 * k] = q.bounds.get(k).x;
                c[2 * k + 1] = q.bounds.get(k).y;
            }
            found.add(new Qr(q.message, c));
        }
        return found;
    }

    private static GrayF32 scaled255(GrayImage image) {
        GrayF32 g = image.pixels.clone();
        for (int i = 0; i < g.data.length; i++) g.data[i] *= 255f;
        return g;
    }
}
