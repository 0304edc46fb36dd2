package pnp.ikes.format.photo;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Letters and digits as real people write them: Debian's handwriting fonts, fonts-bwht (six hands) and
 * fonts-dkg-handwriting (one hand, four ways). The faces are split in two: the generator's written families
 * draw with the {@link Face#tuned} faces, their held-out twins with the others, so a reader tuned on some hands is
 * measured on hands it never saw.
 */
final class Handwriting {
    private static final Path FONTS = Path.of("/usr/share/fonts");

    /** One person's hand, as a font file under /usr/share/fonts. */
    enum Face {
        LEARN("opentype/bwht/BecauseWeLearn-Regular.otf", true),
        ORGANIZE("opentype/bwht/BecauseWeOrganize-Regular.otf", true),
        MENTOR("opentype/bwht/BecauseWeMentor-Regular.otf", true),
        DKG("truetype/fifthhorseman/dkg.ttf", true),
        DKG_BOLD("truetype/fifthhorseman/dkgBd.ttf", true),
        CONNECT("opentype/bwht/BecauseWeConnect-Regular.otf", false),
        BUILD("opentype/bwht/BecauseWeBuild-Regular.otf", false),
        CREATE("opentype/bwht/BecauseWeCreate-Regular.otf", false),
        DKG_OBLIQUE("truetype/fifthhorseman/dkgIt.ttf", false),
        DKG_BOLD_OBLIQUE("truetype/fifthhorseman/dkgBI.ttf", false);

        final String file;
        final boolean tuned;

        Face(String file, boolean tuned) {
            this.file = file;
            this.tuned = tuned;
        }

        static List<Face> of(boolean tuned) {
            return Arrays.stream(values()).filter(f -> f.tuned == tuned).toList();
        }
    }

    private static final Map<Face, Font> LOADED = new EnumMap<>(Face.class);
    private static final FontRenderContext FRC = new FontRenderContext(null, true, true);

    private Handwriting() {}

    /** Whether every face is installed (apt-get install fonts-bwht fonts-dkg-handwriting). */
    static boolean installed() {
        return Arrays.stream(Face.values()).allMatch(f -> Files.isRegularFile(FONTS.resolve(f.file)));
    }

    /**
     * {@code text} in {@code face}, its ink {@code height} pixels high and at most {@code width} long, centred on
     * (cx, cy) and turned by {@code angle} radians, leaning by {@code shear} (a hand's slant).
     */
    static Shape outline(
            Face face, String text, double cx, double cy, double height, double width, double angle, double shear) {
        GlyphVector gv = font(face).createGlyphVector(FRC, text);
        Rectangle2D b = gv.getVisualBounds();
        double scale = Math.min(height / b.getHeight(), width / b.getWidth());
        AffineTransform at = new AffineTransform();
        at.translate(cx, cy);
        at.rotate(angle);
        at.shear(shear, 0);
        at.scale(scale, scale);
        at.translate(-b.getCenterX(), -b.getCenterY());
        return at.createTransformedShape(gv.getOutline());
    }

    private static synchronized Font font(Face face) {
        return LOADED.computeIfAbsent(face, f -> {
            Path p = FONTS.resolve(f.file);
            if (!Files.isRegularFile(p))
                throw new IllegalStateException(p + " is missing: apt-get install fonts-bwht fonts-dkg-handwriting");
            try {
                return Font.createFont(Font.TRUETYPE_FONT, p.toFile()).deriveFont(100f);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (FontFormatException e) {
                throw new IllegalStateException(p + ": " + e.getMessage(), e);
            }
        });
    }
}
