package pnp.ikes.format.photo;

import pnp.ikes.model.PrintedSheet;
import pnp.vision.GrayImage;
import pnp.vision.Homography;
import pnp.vision.Ink;

/**
 * The photographed sheet seen flat: the grid and the bands around it resampled at {@link #PER_MM}
 * pixels a millimetre, in the sheet's own millimetres (origin at the top-left corner of A1, y down),
 * with its ink picture (how much darker than the paper around it each point is, 0..1).
 */
final class Rectified {
    /** Pixels a millimetre of the flat picture. */
    static final int PER_MM = 8;
    /** The flat picture covers this much beyond the grid on every side: the bands and the corner marks. */
    static final double MARGIN = 11;

    final GrayImage picture;
    final GrayImage ink;

    private Rectified(GrayImage picture, GrayImage ink) {
        this.picture = picture;
        this.ink = ink;
    }

    static Rectified of(GrayImage photo, Homography sheetToPhoto) {
        int side = (int) Math.round((PrintedSheet.GRID + 2 * MARGIN) * PER_MM);
        Homography pixelToPhoto = sheetToPhoto.onGrid(-MARGIN + 0.5 / PER_MM, -MARGIN + 0.5 / PER_MM, 1.0 / PER_MM);
        return of(pixelToPhoto.warp(photo, side, side));
    }

    /** The sheet already seen flat (a reading's {@link PhotoReading#flat}), with its ink picture. */
    static Rectified of(GrayImage flat) {
        return new Rectified(flat, Ink.of(flat, 8 * PER_MM).blurred(1));
    }

    /** The pixel column or row of a sheet coordinate in millimetres. */
    static int px(double mm) {
        return (int) Math.floor((mm + MARGIN) * PER_MM);
    }

    /** The sheet coordinate, in millimetres, of the centre of pixel column or row {@code p}. */
    static double mm(int p) {
        return (p + 0.5) / PER_MM - MARGIN;
    }

    /** The ink at the point (x, y) in millimetres. */
    float inkAt(double x, double y) {
        return ink.get(px(x), px(y));
    }

    /** The ink at the point {@code t} along and {@code s} across a grid line. */
    float inkAt(Edges.Line l, double t, double s) {
        return inkAt(l.x(t, s), l.y(t, s));
    }
}
