package pnp.ikes.format.photo;

/**
 * How hard a synthetic photo is to read: the camera's pose (tilt, as corner displacement), light,
 * focus, noise and JPEG quality, and how carelessly the pencil was used.
 */
public enum Difficulty {
    /** A flatbed scan or a photo straight from above: little tilt, even light, sharp. */
    EASY(0.02, 0.05, 0.6, 0.01, 92, 0.55, 0.75, 0.25, 0.3, 0),
    /** A phone held over the table: any rotation, some perspective, a light gradient, a little blur. */
    MODERATE(0.05, 0.25, 1.1, 0.025, 85, 0.4, 0.7, 0.45, 0.5, 2),
    /** A steep angle, a strong shadow, a soft focus, noise, light pencil and smudges. */
    HARD(0.08, 0.45, 1.7, 0.04, 75, 0.32, 0.6, 0.6, 0.7, 4);

    /** Each page corner moves up to this share of the page's size: the perspective. */
    final double tilt;
    /** Up to this much darker on one side than the other (uneven light, shadow). */
    final double shade;
    /** Gaussian blur, in photo pixels at the sweep's resolution. */
    final double blur;
    /** Gaussian pixel noise, 0..1 scale. */
    final double noise;

    final int jpegQuality;
    /** Pencil darkness from .. to (0 paper, 1 black). */
    final double pencilFrom;

    final double pencilTo;
    /** How far a stroke wanders from where it was aimed (mm). */
    final double wobble;
    /** How far walls are drawn off their line (mm). */
    final double offset;
    /** Smudges per sheet. */
    final int smudges;

    Difficulty(
            double tilt,
            double shade,
            double blur,
            double noise,
            int jpegQuality,
            double pencilFrom,
            double pencilTo,
            double wobble,
            double offset,
            int smudges) {
        this.tilt = tilt;
        this.shade = shade;
        this.blur = blur;
        this.noise = noise;
        this.jpegQuality = jpegQuality;
        this.pencilFrom = pencilFrom;
        this.pencilTo = pencilTo;
        this.wobble = wobble;
        this.offset = offset;
        this.smudges = smudges;
    }
}
