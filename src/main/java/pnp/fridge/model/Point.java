package pnp.fridge.model;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A point a bar end touches: the player's own base ({@code base}), another player's base
 * ({@code @color}) or one of the player's junctions (a name of the player's own, case kept). The one
 * place where a point is read from its written form ({@link #parse}) and written back ({@link #toString}),
 * so the two always agree. {@code name} is the junction's name, the other player's colour (lower case),
 * or empty for the own base. Points compare and hash by their written form.
 */
public record Point(Kind kind, String name) implements Comparable<Point> {
    /** What a point is. */
    public enum Kind {
        OWN_BASE,
        OTHER_BASE,
        JUNCTION
    }

    /** The player's own base. */
    public static final Point BASE = new Point(Kind.OWN_BASE, "");

    /** How the own base is written. */
    public static final String BASE_WORD = "base";

    /** A junction name or a colour: letters, digits and underscores (a hyphen would make {@code FROM-TO} ambiguous). */
    public static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}_]+");

    public Point {
        if (kind == Kind.OWN_BASE && !name.isEmpty())
            throw new IllegalArgumentException("the own base has no name, not " + name);
        if (kind == Kind.OTHER_BASE) name = name.toLowerCase(Locale.ROOT);
        if (kind != Kind.OWN_BASE && (name.isEmpty() || name.startsWith("@") || name.contains("-")))
            throw new IllegalArgumentException(kind + " '" + name + "'");
        if (kind == Kind.JUNCTION && name.equalsIgnoreCase(BASE_WORD))
            throw new IllegalArgumentException("a junction cannot be called " + name);
    }

    /** The junction called {@code name} (case kept). */
    public static Point junction(String name) {
        return new Point(Kind.JUNCTION, name);
    }

    /** The base of the player of {@code color}, as another player's bar touches it ({@code @color}). */
    public static Point baseOf(String color) {
        return new Point(Kind.OTHER_BASE, color);
    }

    /**
     * The point written as {@code text}: {@code base} or {@code @color} (both in any case) or a junction name.
     *
     * @throws IllegalArgumentException when {@code text} is none of these; its message says so to a player
     */
    public static Point parse(String text) {
        if (text.startsWith("@")) {
            String color = text.substring(1).toLowerCase(Locale.ROOT);
            if (!WORD.matcher(color).matches())
                throw new IllegalArgumentException("'" + text + "' is not a base: write @ and a colour, like @blue");
            return baseOf(color);
        }
        if (text.equalsIgnoreCase(BASE_WORD)) return BASE;
        if (!WORD.matcher(text).matches())
            throw new IllegalArgumentException("'" + text + "' is not a junction name: use letters, digits and _");
        return junction(text);
    }

    public boolean isOwnBase() {
        return kind == Kind.OWN_BASE;
    }

    public boolean isOtherBase() {
        return kind == Kind.OTHER_BASE;
    }

    public boolean isBase() {
        return kind != Kind.JUNCTION;
    }

    public boolean isJunction() {
        return kind == Kind.JUNCTION;
    }

    /** The colour of another player's base ({@code @color}). */
    public String baseColor() {
        if (!isOtherBase()) throw new IllegalArgumentException(this + " is not another player's base");
        return name;
    }

    /** The point as written in a {@code .fridge} file: {@code base}, {@code @color} or the junction's name. */
    @Override
    public String toString() {
        return switch (kind) {
            case OWN_BASE -> BASE_WORD;
            case OTHER_BASE -> "@" + name;
            case JUNCTION -> name;
        };
    }

    /**
     * The hash of the written form (which names exactly one point), as a map keyed by the written
     * form had: a hash map of points iterates in the same order as one of their names did.
     */
    @Override
    public int hashCode() {
        return toString().hashCode();
    }

    @Override
    public int compareTo(Point other) {
        return toString().compareTo(other.toString());
    }
}
