package pnp.ikes.sheets;

import java.util.List;
import pnp.ikes.model.PrintedSheet;
import pnp.pdf.Canvas;
import pnp.pdf.Paper;
import pnp.pdf.Rect;
import pnp.pdf.Units;
import pnp.vision.MarkerArt;

/**
 * The marks a camera finds the sheet by ({@code pnp ikes read}): a square fiducial just outside each
 * corner of the grid, beyond the outer wall and clear of the labels, and a QR code naming the layout
 * version, the paper and any pre-drawn doors and their seed, at the right of the calibration band
 * under the content area (always 21 x 21 modules, at error correction Q). Where they go is
 * {@link PrintedSheet}'s; what they look like is BoofCV's (through {@link MarkerArt}), so its detector
 * finds exactly what is printed.
 */
final class RegistrationMarks {
    /**
     * The QR code stands this far (mm) left of the content's right edge: the footer's page number is there
     * ("page 121 of 125" at 7 pt is 17.9 mm long).
     */
    static final double QR_RIGHT = 21;
    /** The QR code's top stands this far (mm) below the calibration band's top: white between it and the tile chart. */
    static final double QR_TOP = 2;

    private RegistrationMarks() {}

    static void draw(Canvas c, GridGeometry g, Rect content, SheetSpec spec) {
        c.save().black();
        double side = Units.mm(PrintedSheet.FIDUCIAL);
        for (int id = 0; id < 4; id++) {
            double[] at = PrintedSheet.fiducial(id);
            Rect box = new Rect(g.x() + Units.mm(at[0]), g.y() + Units.mm(at[1]), side, side);
            fill(c, MarkerArt.fiducial(id), box);
            c.claim("registration mark " + (id + 1), box);
        }
        String text = new PrintedSheet(paper(c).id(), spec.entrance(), spec.exit(), spec.seed()).qrText();
        double qr = Units.mm(PrintedSheet.QR);
        // in the calibration band below the content area: right of the rulers and the line above them, left
        // of the page number, from just under the tile chart down to the footer's line
        Rect box = new Rect(content.right() - qr - Units.mm(QR_RIGHT), content.bottom() + Units.mm(QR_TOP), qr, qr);
        double[] told = PrintedSheet.qrBox(paper(c).id()); // where the photo reader expects it
        if (Math.abs(box.x() - g.x() - Units.mm(told[0])) > Units.mm(0.05)
                || Math.abs(box.y() - g.y() - Units.mm(told[1])) > Units.mm(0.05)) {
            throw new IllegalStateException("the QR code is drawn away from PrintedSheet.qrBox");
        }
        fill(c, MarkerArt.qr(text, 'Q'), box);
        c.claim("sheet QR code", box);
        c.restore();
    }

    /** Each unit box scaled into {@code r}, filled black. */
    private static void fill(Canvas c, List<MarkerArt.Box> boxes, Rect r) {
        for (MarkerArt.Box b : boxes)
            c.fillRect(r.x() + b.x() * r.w(), r.y() + b.y() * r.h(), b.w() * r.w(), b.h() * r.h());
    }

    /** The paper of the page being drawn, by its height. */
    private static Paper paper(Canvas c) {
        for (Paper p : Paper.values()) if (Math.abs(p.height() - c.pageHeight()) < 1) return p;
        throw new IllegalStateException("an Ike's sheet on a page " + c.pageHeight() + " pt high");
    }
}
