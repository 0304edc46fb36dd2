package pnp.vision;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.imageio.ImageIO;

/**
 * A colour picture over a grey one, for showing what was read: filled and outlined axis-aligned
 * boxes in translucent colours, then PNG bytes. Pixels only (no Java2D), so it stays outside the
 * page kit's business.
 */
public final class Overlay {
    private final BufferedImage image;

    public Overlay(GrayImage base) {
        image = new BufferedImage(base.width(), base.height(), BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < base.height(); y++) {
            for (int x = 0; x < base.width(); x++) {
                int v = Math.round(Math.max(0, Math.min(1, base.get(x, y))) * 255);
                image.setRGB(x, y, v << 16 | v << 8 | v);
            }
        }
    }

    /** Blends {@code rgb} over the box with the given opacity (0..1). */
    public Overlay fill(int x, int y, int w, int h, int rgb, double alpha) {
        for (int yy = Math.max(0, y); yy < Math.min(image.getHeight(), y + h); yy++) {
            for (int xx = Math.max(0, x); xx < Math.min(image.getWidth(), x + w); xx++) {
                int old = image.getRGB(xx, yy);
                int r = blend(old >> 16 & 255, rgb >> 16 & 255, alpha);
                int g = blend(old >> 8 & 255, rgb >> 8 & 255, alpha);
                int b = blend(old & 255, rgb & 255, alpha);
                image.setRGB(xx, yy, r << 16 | g << 8 | b);
            }
        }
        return this;
    }

    /** The box's outline, {@code t} pixels thick. */
    public Overlay outline(int x, int y, int w, int h, int t, int rgb) {
        fill(x, y, w, t, rgb, 1);
        fill(x, y + h - t, w, t, rgb, 1);
        fill(x, y, t, h, rgb, 1);
        fill(x + w - t, y, t, h, rgb, 1);
        return this;
    }

    private static int blend(int a, int b, double alpha) {
        return (int) Math.round(a * (1 - alpha) + b * alpha);
    }

    public byte[] png() {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(image, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
