package pnp.fridge.sheets;

import java.util.Locale;
import java.util.Map;
import pnp.pdf.Canvas;

/** Light print tints for the usual player colours; any other colour word prints light grey. */
final class PieceColors {
    private PieceColors() {}

    /** A print tint, each channel from 0 to 1. */
    record Tint(double r, double g, double b) {
        /** Sets this tint as the canvas's colour, for the fill that follows. */
        Canvas on(Canvas c) {
            return c.rgb(r, g, b);
        }
    }

    private static final Tint OTHER = new Tint(0.9, 0.9, 0.9);

    private static final Map<String, Tint> TINTS = Map.of(
            "red", new Tint(1.0, 0.78, 0.78),
            "blue", new Tint(0.78, 0.86, 1.0),
            "yellow", new Tint(1.0, 0.96, 0.62),
            "green", new Tint(0.78, 0.94, 0.78),
            "black", new Tint(0.7, 0.7, 0.7),
            "white", new Tint(1.0, 1.0, 1.0),
            "orange", new Tint(1.0, 0.86, 0.7),
            "purple", new Tint(0.9, 0.8, 1.0));

    static Tint tint(String color) {
        return TINTS.getOrDefault(color.toLowerCase(Locale.ROOT), OTHER);
    }
}
