package pnp.penguins.format;

import java.util.Optional;
import pnp.io.Templates;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.Layout;

/** The layouts bundled in {@code templates/penguins/}: {@code compact} (double-six) and {@code elbow-room} (double-nine). */
public final class Layouts {
    private Layouts() {}

    /** The default layout of a set. */
    public static Layout builtIn(DominoSet set) {
        return named(set == DominoSet.DOUBLE_SIX ? "compact" : "elbow-room").orElseThrow();
    }

    /** A bundled layout by name, or empty when there is none by that name. */
    public static Optional<Layout> named(String name) {
        if (!name.matches("[a-z0-9-]+") || !Templates.exists("penguins/" + name + ".txt")) return Optional.empty();
        return Optional.of(LayoutFormat.parse(Templates.read("penguins/" + name + ".txt")));
    }
}
