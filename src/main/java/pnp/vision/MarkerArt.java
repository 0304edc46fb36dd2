package pnp.vision;

import boofcv.alg.drawing.FiducialRenderEngine;
import boofcv.alg.fiducial.qrcode.QrCode;
import boofcv.alg.fiducial.qrcode.QrCodeEncoder;
import boofcv.alg.fiducial.qrcode.QrCodeGenerator;
import boofcv.alg.fiducial.square.FiducialSquareHammingGenerator;
import boofcv.struct.image.GrayU8;
import georegression.struct.point.Point2D_F64;
import java.util.ArrayList;
import java.util.List;

/**
 * What to print for machine-readable marks, as black squares in a unit box (x, y from the box's
 * top-left corner, y down, 0..1): a square fiducial of BoofCV's ArUco 4 x 4 dictionary, and a QR
 * code. BoofCV's own generators draw them here, so what is printed is exactly what its detectors
 * look for; the page kit only fills the rectangles.
 */
public final class MarkerArt {
    private MarkerArt() {}

    /** A black rectangle in the unit box. */
    public record Box(double x, double y, double w, double h) {}

    /** The fiducial with the given id (0..{@link Fiducials#IDS}-1): its black border and code cells. */
    public static List<Box> fiducial(int id) {
        if (id < 0 || id >= Fiducials.IDS)
            throw new IllegalArgumentException("fiducial id " + id + " is not 0.." + (Fiducials.IDS - 1));
        Recorder r = new Recorder();
        FiducialSquareHammingGenerator g = new FiducialSquareHammingGenerator(Fiducials.config());
        g.setRenderer(r);
        g.setMarkerWidth(1.0);
        g.generate(id);
        return r.boxes;
    }

    /** A QR code for the text (error correction M): its dark modules, quiet zone not included. */
    public static List<Box> qr(String text) {
        return qr(text, 'M');
    }

    /**
     * A QR code for the text at error correction {@code level} ('L', 'M', 'Q' or 'H': 7, 15, 25 or 30% of
     * its code words can be restored), in the smallest version that holds it at that level.
     */
    public static List<Box> qr(String text, char level) {
        QrCode code = new QrCodeEncoder()
                .setError(QrCode.ErrorLevel.valueOf(String.valueOf(level)))
                .addAutomatic(text)
                .fixate();
        Recorder r = new Recorder();
        new QrCodeGenerator(1.0).setRender(r).render(code);
        return r.boxes;
    }

    /** Collects what a BoofCV generator draws in black; it draws white only as background. */
    private static final class Recorder extends FiducialRenderEngine {
        final List<Box> boxes = new ArrayList<>();
        private boolean black = true;

        @Override
        public void init() {
            boxes.clear();
        }

        @Override
        public void setGray(double value) {
            black = value < 0.5;
        }

        @Override
        public void circle(double cx, double cy, double r) {
            throw new UnsupportedOperationException("circle");
        }

        @Override
        public void square(double x, double y, double w, double thickness) {
            if (!black) return;
            boxes.add(new Box(x, y, w, thickness));
            boxes.add(new Box(x, y + w - thickness, w, thickness));
            boxes.add(new Box(x, y + thickness, thickness, w - 2 * thickness));
            boxes.add(new Box(x + w - thickness, y + thickness, thickness, w - 2 * thickness));
        }

        @Override
        public void rectangle(double x0, double y0, double x1, double y1) {
            if (black) boxes.add(new Box(x0, y0, x1 - x0, y1 - y0));
        }

        @Override
        public void draw(GrayU8 image, double x0, double y0, double x1, double y1) {
            throw new UnsupportedOperationException("image");
        }

        @Override
        public void inputToDocument(double x, double y, Point2D_F64 document) {
            document.setTo(x, y);
        }
    }
}
