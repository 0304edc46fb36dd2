package pnp.vision;

import boofcv.io.image.ConvertBufferedImage;
import boofcv.struct.image.GrayF32;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * Decodes a JPEG or PNG photo into a {@link GrayImage} of bounded size: the picture's dimensions are
 * read from its header first, a picture larger than {@link #MAX_PIXELS} is refused before decoding,
 * and one whose long side exceeds the wanted size is subsampled while it is decoded, so memory stays
 * bounded whatever the file claims.
 */
public final class Photo {
    /** The most pixels a photo may have: 100 megapixels (a 12 MP phone photo is far below). */
    public static final long MAX_PIXELS = 100_000_000L;

    private Photo() {}

    /**
     * The photo as grey, its long side at most about {@code maxSide} pixels.
     *
     * @throws PhotoException when the bytes are not a readable JPEG or PNG, or the picture is too large or too small
     */
    public static GrayImage decode(byte[] bytes, int maxSide) {
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes))) {
            Iterator<ImageReader> readers = in == null ? null : ImageIO.getImageReaders(in);
            if (readers == null || !readers.hasNext()) throw new PhotoException("not a JPEG or PNG picture");
            ImageReader reader = readers.next();
            try {
                reader.setInput(in, true, true);
                String format = reader.getFormatName().toLowerCase(Locale.ROOT);
                if (!format.equals("jpeg") && !format.equals("png"))
                    throw new PhotoException("a " + format + " picture; give a JPEG or PNG photo");
                int w = reader.getWidth(0);
                int h = reader.getHeight(0);
                if ((long) w * h > MAX_PIXELS)
                    throw new PhotoException(
                            w + " x " + h + " pixels is more than a photo of a sheet needs (at most 100 megapixels)");
                if (w < 200 || h < 200)
                    throw new PhotoException(
                            w + " x " + h + " pixels is too small to read a sheet from (at least 200 x 200)");
                ImageReadParam param = reader.getDefaultReadParam();
                int step = Math.max(1, (int) Math.ceil(Math.max(w, h) / (double) maxSide));
                param.setSourceSubsampling(step, step, 0, 0);
                List<String> warnings = new ArrayList<>();
                reader.addIIOReadWarningListener((source, warning) -> warnings.add(warning));
                BufferedImage image = reader.read(0, param);
                if (!warnings.isEmpty()) {
                    throw new PhotoException("not a readable JPEG or PNG picture (the file is cut short or damaged: "
                            + warnings.get(0) + ")");
                }
                GrayF32 gray = ConvertBufferedImage.convertFrom(image, (GrayF32) null);
                for (int i = 0; i < gray.data.length; i++) gray.data[i] /= 255f;
                return new GrayImage(gray);
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            if (e instanceof PhotoException p) throw p;
            throw new PhotoException("not a readable JPEG or PNG picture (" + plain(e) + ")");
        }
    }

    private static String plain(Exception e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? "its data is damaged" : m.strip().split("\n")[0];
    }
}
