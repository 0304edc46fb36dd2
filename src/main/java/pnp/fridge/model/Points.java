package pnp.fridge.model;

import java.util.Locale;

/** Names of the points bars touch: the own base, other players' bases, and junctions. */
public final class Points {
    /** The player's own base. */
    public static final String BASE = "base";

    private Points() {}

    public static boolean isOwnBase(String point) {
        return point.equals(BASE);
    }

    public static boolean isOtherBase(String point) {
        return point.startsWith("@");
    }

    public static boolean isBase(String point) {
        return isOwnBase(point) || isOtherBase(point);
    }

    public static boolean isJunction(String point) {
        return !isBase(point);
    }

    /** The colour of an {@code @color} point. */
    public static String baseColor(String point) {
        if (!isOtherBase(point)) throw new IllegalArgumentException(point + " is not another player's base");
        return point.substring(1);
    }

    public static String otherBase(String color) {
        return "@" + color.toLowerCase(Locale.ROOT);
    }
}
