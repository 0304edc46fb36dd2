package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import pnp.ikes.model.PrintedSheet;
import pnp.vision.Fiducials;
import pnp.vision.GrayImage;
import pnp.vision.Homography;
import pnp.vision.Ink;
import pnp.vision.PhotoException;

/**
 * Finds a printed Ike's sheet in a photo: its four corner fiducials (at least three must show) give
 * the perspective map from the sheet's millimetres to the photo's pixels, and its QR code, when it
 * can be read, the layout version and any pre-drawn doors. Says in one sentence why when it cannot.
 */
final class SheetLocator {
    /** The long side the photo is shrunk to for finding the marks: fast, and plenty for 6 mm squares. */
    static final int FIND_SIDE = 2400;
    /** How far the corners found may lie from where the fitted map puts them, in photo pixels of the shrunk picture. */
    static final double MAX_MISFIT = 4;
    /** Standard deviation (pixels) of the blur a sharpened second look at a soft photo undoes. */
    static final double SHARPEN_SIGMA = 1.7;
    /** Pixels a millimetre the QR code's window is seen at: tried in turn until one reads. */
    static final int[] QR_PER_MM = {12, 8, 16};

    private SheetLocator() {}

    /**
     * How far (mm) the QR code's corners may lie from where the page prints them when the corner marks
     * showed only on a sharpened look.
     */
    static final double MAX_QR_MISPLACED = 2;

    /**
     * Where the sheet is: sheet millimetres to photo pixels, and what its QR code says (empty when unread);
     * {@code soft} when fewer than three corner marks showed before sharpening (the QR code then confirmed
     * the sheet's place).
     */
    record Located(Homography sheetToPhoto, Optional<PrintedSheet> printed, double pixelsPerMm, boolean soft) {}

    /** The QR code read, and how far (mm) its corners lie from where its layout prints them (infinite if unknown). */
    record Qr(PrintedSheet sheet, double misplaced) {}

    static Located locate(GrayImage photo) {
        int factor = photo.factorFor(FIND_SIDE);
        GrayImage small = photo.shrunk(factor);
        if (small.mean() < 0.12 || Ink.paperBrightness(small, 32) < 0.2) {
            throw new PhotoException("the photo is too dark to read: light the sheet evenly and photograph it again");
        }
        List<Fiducials.Found> marks = cornerMarks(Fiducials.find(small));
        int seen = marks.size();
        if (seen < 4) {
            // a soft photo: more marks often show once edges are sharpened, and four fit the sheet better
            List<Fiducials.Found> again = cornerMarks(Fiducials.find(small.sharpened(SHARPEN_SIGMA)));
            if (again.size() == 4 || (seen < 3 && again.size() == 3)) marks = again;
        }
        if (marks.size() < 3) {
            if (small.contrast() > 0.03 && small.sharpness() < 0.004) {
                throw new PhotoException(
                        "the photo is too blurred to read: hold the camera still, focus on the sheet and photograph it again");
            }
            throw new PhotoException(
                    marks.isEmpty()
                            ? "found no pnp Ike's sheet: none of its four corner marks (the small black squares at the grid's corners) is in the photo"
                            : "found only " + marks.size()
                                    + " of the sheet's four corner marks: photograph the whole grid, flat, with all four corners in view");
        }
        double[] sheet = new double[marks.size() * 8];
        double[] pixels = new double[marks.size() * 8];
        int k = 0;
        for (Fiducials.Found f : marks) {
            double[] at = PrintedSheet.fiducial(f.id());
            double s = PrintedSheet.FIDUCIAL;
            double[] corners = {at[0], at[1], at[0] + s, at[1], at[0] + s, at[1] + s, at[0], at[1] + s};
            for (int i = 0; i < 8; i++) {
                sheet[k + i] = corners[i];
                pixels[k + i] = f.corners()[i];
            }
            k += 8;
        }
        Homography h = Homography.fit(sheet, pixels);
        for (int i = 0; i < sheet.length; i += 2) {
            double[] p = h.map(sheet[i], sheet[i + 1]);
            if (Math.hypot(p[0] - pixels[i], p[1] - pixels[i + 1]) > MAX_MISFIT) {
                throw new PhotoException(
                        "the sheet's corner marks do not lie on a flat sheet: lay the sheet flat and photograph it again");
            }
        }
        double[] a = h.map(0, 0);
        double[] b = h.map(PrintedSheet.GRID, PrintedSheet.GRID);
        double perMm = Math.hypot(b[0] - a[0], b[1] - a[1]) / (PrintedSheet.GRID * Math.sqrt(2)) * factor;
        if (perMm < 3) {
            throw new PhotoException(String.format(
                    Locale.ROOT,
                    "the sheet is too small in the photo (%.1f pixels a millimetre, at least 3 are needed): come closer",
                    perMm));
        }
        Homography full = Homography.fit(sheet, scaled(pixels, factor));
        Optional<Qr> qr = qr(photo, full);
        if (seen < 3 && !qr.map(q -> q.misplaced() <= MAX_QR_MISPLACED).orElse(false)) {
            // the marks showed only sharpened: the place they give the sheet stands only where the QR code,
            // read there, lies where this layout prints it
            throw new PhotoException("found only " + seen
                    + " of the sheet's four corner marks clearly: photograph the sheet closer, flat, in focus,"
                    + " with all four corners in view");
        }
        return new Located(full, qr.map(Qr::sheet), perMm, seen < 3);
    }

    /** One fiducial of each corner id 0..3 (a second of the same id is a reflection or a stray print: dropped). */
    private static List<Fiducials.Found> cornerMarks(List<Fiducials.Found> found) {
        List<Fiducials.Found> out = new ArrayList<>();
        for (int id = 0; id < 4; id++) {
            List<Fiducials.Found> same = new ArrayList<>();
            for (Fiducials.Found f : found) if (f.id() == id) same.add(f);
            if (same.size() == 1) out.add(same.get(0));
        }
        return out;
    }

    private static double[] scaled(double[] pixels, int factor) {
        double[] out = new double[pixels.length];
        // a shrunk pixel (x, y) covers full pixels factor * x .. factor * (x + 1): its centre is at factor * (x + 0.5)
        for (int i = 0; i < pixels.length; i++) out[i] = (pixels[i] + 0.5) * factor - 0.5;
        return out;
    }

    /**
     * The sheet's QR code, looked for where the page puts it (on Letter or A4), seen flat at
     * {@link #QR_PER_MM} pixels a millimetre (its modules are 1.1 mm, or 0.7 to 1 mm on a layout 1
     * sheet), then the same windows sharpened.
     */
    static Optional<Qr> qr(GrayImage photo, Homography sheetToPhoto) {
        double[] w = PrintedSheet.qrSearch();
        for (boolean sharpen : new boolean[] {false, true}) { // a soft photo: the same windows sharpened
            for (int perMm : QR_PER_MM) {
                int width = (int) Math.round((w[2] - w[0]) * perMm);
                int height = (int) Math.round((w[3] - w[1]) * perMm);
                GrayImage window = sheetToPhoto.onGrid(w[0], w[1], 1.0 / perMm).warp(photo, width, height);
                for (Fiducials.Qr code : Fiducials.qrCodes(sharpen ? window.sharpened(perMm / 8.0) : window)) {
                    Optional<PrintedSheet> p = parse(code.text());
                    if (p.isPresent()) return Optional.of(new Qr(p.get(), misplaced(p.get(), code, w, perMm)));
                }
            }
        }
        return Optional.empty();
    }

    /** The farthest of the code's corners from where the page prints them, in millimetres. */
    private static double misplaced(PrintedSheet p, Fiducials.Qr code, double[] window, int perMm) {
        if (p.version() != PrintedSheet.VERSION) return Double.POSITIVE_INFINITY;
        double[] b = PrintedSheet.qrBox(p.paper());
        double[] expected = {b[0], b[1], b[2], b[1], b[2], b[3], b[0], b[3]};
        double worst = 0;
        for (int i = 0; i < 8; i += 2) {
            double x = window[0] + code.corners()[i] / perMm;
            double y = window[1] + code.corners()[i + 1] / perMm;
            worst = Math.max(worst, Math.hypot(x - expected[i], y - expected[i + 1]));
        }
        return worst;
    }

    private static Optional<PrintedSheet> parse(String text) {
        try {
            return PrintedSheet.parseQr(text);
        } catch (IllegalArgumentException e) {
            throw new PhotoException(e.getMessage());
        }
    }
}
