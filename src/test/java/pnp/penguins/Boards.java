package pnp.penguins;

import pnp.io.TextSource;
import pnp.penguins.format.StateFormat;
import pnp.penguins.model.State;

/** Hand-built states for the rule tests. */
public final class Boards {
    private Boards() {}

    public static State parse(String text) {
        return StateFormat.parse(new TextSource("test", text));
    }

    /**
     * A single row of squares A1..J1 (grid 10x1) from five dominoes, no blanks and no 6:
     * A1=1 B1=2 | C1=1 D1=3 | E1=1 F1=4 | G1=1 H1=5 | I1=2 J1=3. Red (no buddies on the row) and
     * blue; extra lines go after.
     */
    public static String row(String extra) {
        return """
                set double-six
                grid 10x1
                players red blue
                domino 1-2 A1 B1
                domino 1-3 C1 D1
                domino 1-4 E1 F1
                domino 1-5 G1 H1
                domino 2-3 I1 J1
                nest red 1-2
                nest blue 2-3
                """ + extra;
    }
}
