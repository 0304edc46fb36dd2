package pnp.pdf;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pnp.io.InputException;

/** Real lengths. Everything on a page is in PostScript points: 72 to the inch, 25.4 mm to the inch. */
public final class Units {
    public static final double POINTS_PER_INCH = 72.0;
    public static final double POINTS_PER_MM = 72.0 / 25.4;

    private static final Pattern LENGTH = Pattern.compile("(\\d+(?:\\.\\d+)?|\\.\\d+)\\s*(mm|cm|in|pt)");

    private Units() {}

    public static double mm(double mm) {
        return mm * POINTS_PER_MM;
    }

    public static double in(double inches) {
        return inches * POINTS_PER_INCH;
    }

    public static double toMm(double points) {
        return points / POINTS_PER_MM;
    }

    public static double toIn(double points) {
        return points / POINTS_PER_INCH;
    }

    /**
     * Parses a length such as {@code 19mm}, {@code 1.5cm}, {@code 0.75in} or {@code 54pt} into points.
     * The unit is required, so a bare number is never misread.
     */
    public static double parseLength(String text, String what) {
        Matcher m = LENGTH.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new InputException(
                    what + " takes a length with its unit, like 19mm, 1.5cm, 0.75in or 54pt, not '" + text + "'");
        }
        double v = Double.parseDouble(m.group(1));
        return switch (m.group(2)) {
            case "mm" -> mm(v);
            case "cm" -> mm(10 * v);
            case "in" -> in(v);
            default -> v;
        };
    }

    /** A length for people: millimetres with one decimal, e.g. {@code 19.1 mm}. */
    public static String describeMm(double points) {
        return String.format(Locale.ROOT, "%.1f mm", toMm(points));
    }
}
