package pnp.ikes.format.photo;

import boofcv.abst.distort.FDistort;
import boofcv.abst.geo.Estimate1ofEpipolar;
import boofcv.alg.distort.PixelTransformHomography_F32;
import boofcv.alg.filter.blur.BlurImageOps;
import boofcv.alg.interpolate.InterpolationType;
import boofcv.factory.geo.FactoryMultiView;
import boofcv.io.image.ConvertBufferedImage;
import boofcv.struct.geo.AssociatedPair;
import boofcv.struct.image.GrayF32;
import georegression.struct.homography.Homography2D_F64;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.MemoryCacheImageOutputStream;
import org.ejml.data.DMatrixRMaj;
import pnp.random.Rng;

/**
 * Photographs a picture of a page lying on a table: turned and tilted (a random perspective), lit
 * unevenly, out of focus a little, noisy, saved as a JPEG. Test material for the photo reader.
 */
final class Camera {
    private Camera() {}

    static byte[] photograph(BufferedImage page, int width, int height, Difficulty d, Rng rng) {
        GrayF32 src = ConvertBufferedImage.convertFrom(page, (GrayF32) null);
        for (int i = 0; i < src.data.length; i++) src.data[i] /= 255f;
        double[] pageCorners = {0, 0, src.width, 0, src.width, src.height, 0, src.height};
        double[] photoCorners = pose(src.width, src.height, width, height, d, rng);
        Homography2D_F64 photoToPage = fit(photoCorners, pageCorners);
        GrayF32 photo = new GrayF32(width, height);
        new FDistort(src, photo)
                .interp(InterpolationType.BILINEAR)
                .border(-1f)
                .transform(new PixelTransformHomography_F32(photoToPage))
                .apply();
        Noise noise = new Noise(rng.nextLong());
        double base = 0.3 + rng.nextDouble() * 0.25;
        double f1 = 0.01 + rng.nextDouble() * 0.03;
        double angle = rng.nextDouble() * 2 * Math.PI;
        double exposure = 0.86 + rng.nextDouble() * 0.1;
        double cos = Math.cos(angle);
        double sin = Math.sin(angle);
        for (int y = 0; y < height; y++) {
            double wave = 4 * Math.sin(y * 0.004); // the table's grain, a row at a time
            for (int x = 0; x < width; x++) {
                float v = photo.unsafe_get(x, y);
                if (v < 0) v = (float) (base + 0.06 * Math.sin(x * f1 + wave));
                double gx = ((x - width / 2.0) * cos + (y - height / 2.0) * sin) / Math.max(width, height);
                double rx = (x - width / 2.0) / width;
                double ry = (y - height / 2.0) / height;
                double light = exposure * (1 - d.shade * (0.5 + gx)) * (1 - 0.25 * (rx * rx + ry * ry));
                photo.unsafe_set(x, y, (float) (v * light));
            }
        }
        GrayF32 blurred = d.blur > 0 ? BlurImageOps.gaussian(photo, null, d.blur, -1, null) : photo;
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_3BYTE_BGR);
        // a 3BYTE_BGR picture's pixels are blue, green, red bytes, row by row: written directly (the JPEG
        // writer takes them as they are, where it copied an INT_RGB picture's pixels one by one)
        byte[] bgr = ((DataBufferByte) out.getRaster().getDataBuffer()).getData();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                double v = blurred.unsafe_get(x, y) + noise.nextGaussian() * d.noise;
                int i = 3 * (y * width + x);
                bgr[i] = (byte) clamp(v * 235);
                bgr[i + 1] = (byte) clamp(v * 250);
                bgr[i + 2] = (byte) clamp(v * 255);
            }
        }
        return jpeg(out, d.jpegQuality);
    }

    /** Where the page's corners land: turned, scaled to fill most of the frame, each corner moved a little. */
    private static double[] pose(int pw, int ph, int width, int height, Difficulty d, Rng rng) {
        double theta = d == Difficulty.EASY
                ? rng.nextInt(4) * Math.PI / 2 + (rng.nextDouble() - 0.5) * 0.06
                : rng.nextDouble() * 2 * Math.PI;
        double cos = Math.cos(theta);
        double sin = Math.sin(theta);
        double bw = Math.abs(pw * cos) + Math.abs(ph * sin);
        double bh = Math.abs(pw * sin) + Math.abs(ph * cos);
        double fill = (d == Difficulty.EASY ? 0.9 : 0.78) + rng.nextDouble() * 0.08;
        double scale = fill * Math.min(width / bw, height / bh);
        double cx = width / 2.0 + (rng.nextDouble() - 0.5) * width * (1 - fill) * 0.8;
        double cy = height / 2.0 + (rng.nextDouble() - 0.5) * height * (1 - fill) * 0.8;
        double size = Math.max(pw, ph) * scale;
        double[] c = {0, 0, pw, 0, pw, ph, 0, ph};
        double[] out = new double[8];
        for (int i = 0; i < 8; i += 2) {
            double x = (c[i] - pw / 2.0) * scale;
            double y = (c[i + 1] - ph / 2.0) * scale;
            out[i] = cx + x * cos - y * sin + (rng.nextDouble() * 2 - 1) * d.tilt * size;
            out[i + 1] = cy + x * sin + y * cos + (rng.nextDouble() * 2 - 1) * d.tilt * size;
        }
        return out;
    }

    private static Homography2D_F64 fit(double[] from, double[] to) {
        List<AssociatedPair> pairs = new ArrayList<>();
        for (int i = 0; i < 8; i += 2) pairs.add(new AssociatedPair(from[i], from[i + 1], to[i], to[i + 1]));
        Estimate1ofEpipolar dlt = FactoryMultiView.homographyDLT(true);
        DMatrixRMaj m = new DMatrixRMaj(3, 3);
        if (!dlt.process(pairs, m)) throw new IllegalStateException("no homography");
        return new Homography2D_F64(
                m.get(0, 0),
                m.get(0, 1),
                m.get(0, 2),
                m.get(1, 0),
                m.get(1, 1),
                m.get(1, 2),
                m.get(2, 0),
                m.get(2, 1),
                m.get(2, 2));
    }

    private static int clamp(double v) {
        return (int) Math.max(0, Math.min(255, Math.round(v)));
    }

    static byte[] jpeg(BufferedImage image, int quality) {
        try {
            ImageWriter w = ImageIO.getImageWritersByFormatName("jpeg").next();
            ImageWriteParam p = w.getDefaultWriteParam();
            p.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            p.setCompressionQuality(quality / 100f);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (MemoryCacheImageOutputStream out = new MemoryCacheImageOutputStream(bytes)) {
                w.setOutput(out);
                w.write(null, new IIOImage(image, null, null), p);
            }
            w.dispose();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
