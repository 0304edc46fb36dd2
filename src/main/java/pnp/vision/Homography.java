package pnp.vision;

import boofcv.abst.distort.FDistort;
import boofcv.abst.geo.Estimate1ofEpipolar;
import boofcv.alg.distort.PixelTransformHomography_F32;
import boofcv.alg.interpolate.InterpolationType;
import boofcv.factory.geo.FactoryMultiView;
import boofcv.struct.geo.AssociatedPair;
import boofcv.struct.image.GrayF32;
import georegression.struct.homography.Homography2D_F64;
import java.util.ArrayList;
import java.util.List;
import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.CommonOps_DDRM;

/**
 * A plane-to-plane perspective map (3 x 3 homography) fitted with BoofCV's normalised direct linear
 * transform to point pairs, and the warp of a picture through it.
 */
public final class Homography {
    private final DMatrixRMaj h;

    private Homography(DMatrixRMaj h) {
        this.h = h;
    }

    /**
     * The map taking each {@code from} point to its {@code to} point as closely as possible
     * (x0, y0, x1, y1, ...; at least four pairs).
     */
    public static Homography fit(double[] from, double[] to) {
        if (from.length != to.length || from.length < 8)
            throw new IllegalArgumentException("need four or more point pairs");
        List<AssociatedPair> pairs = new ArrayList<>();
        for (int i = 0; i + 1 < from.length; i += 2)
            pairs.add(new AssociatedPair(from[i], from[i + 1], to[i], to[i + 1]));
        Estimate1ofEpipolar dlt = FactoryMultiView.homographyDLT(true);
        DMatrixRMaj m = new DMatrixRMaj(3, 3);
        if (!dlt.process(pairs, m)) throw new PhotoException("the marks found do not fit a flat sheet");
        return new Homography(m);
    }

    /**
     * This map applied after the grid map (u, v) -> (x0 + step * u, y0 + step * v): so pixel (u, v) of
     * a picture sampled every {@code step} units from (x0, y0) goes where that point goes.
     */
    public Homography onGrid(double x0, double y0, double step) {
        DMatrixRMaj a = new DMatrixRMaj(new double[][] {{step, 0, x0}, {0, step, y0}, {0, 0, 1}});
        DMatrixRMaj out = new DMatrixRMaj(3, 3);
        CommonOps_DDRM.mult(h, a, out);
        return new Homography(out);
    }

    /** Where (x, y) goes: {x', y'}. */
    public double[] map(double x, double y) {
        double w = h.get(2, 0) * x + h.get(2, 1) * y + h.get(2, 2);
        return new double[] {
            (h.get(0, 0) * x + h.get(0, 1) * y + h.get(0, 2)) / w, (h.get(1, 0) * x + h.get(1, 1) * y + h.get(1, 2)) / w
        };
    }

    /**
     * A {@code width} x {@code height} picture whose pixel (u, v) shows {@code source} at this map of
     * (u, v) (bilinear, white outside the source): the photo seen flat.
     */
    public GrayImage warp(GrayImage source, int width, int height) {
        GrayF32 out = new GrayF32(width, height);
        Homography2D_F64 hm = new Homography2D_F64(
                h.get(0, 0),
                h.get(0, 1),
                h.get(0, 2),
                h.get(1, 0),
                h.get(1, 1),
                h.get(1, 2),
                h.get(2, 0),
                h.get(2, 1),
                h.get(2, 2));
        new FDistort(source.pixels, out)
                .interp(InterpolationType.BILINEAR)
                .border(1.0)
                .transform(new PixelTransformHomography_F32(hm))
                .apply();
        return new GrayImage(out);
    }
}
