package pnp.ikes.model;

import java.util.Optional;

/**
 * What a space of the finished 7x7 sheet holds, as typed in a {@code .ikes} grid:
 * {@code -} empty, {@code .} occupied without a display, {@code 1}..{@code 6} a display of that die
 * face, {@code @} one space of a cafeteria.
 */
public enum Space {
    EMPTY('-'),
    OCCUPIED('.'),
    DISPLAY_1('1'),
    DISPLAY_2('2'),
    DISPLAY_3('3'),
    DISPLAY_4('4'),
    DISPLAY_5('5'),
    DISPLAY_6('6'),
    CAFETERIA('@');

    private final char code;

    Space(char code) {
        this.code = code;
    }

    /** The character used in the text format. */
    public char code() {
        return code;
    }

    public boolean isEmpty() {
        return this == EMPTY;
    }

    public boolean isCafeteria() {
        return this == CAFETERIA;
    }

    public boolean hasDisplay() {
        return face() > 0;
    }

    /** The die face of the display, or 0 when there is none. */
    public int face() {
        return code >= '1' && code <= '6' ? code - '0' : 0;
    }

    /** What the space scores when the route passes it: +1 display, -1 empty, 0 otherwise. */
    public int points() {
        return hasDisplay() ? 1 : isEmpty() ? -1 : 0;
    }

    public static Space display(int face) {
        if (face < 1 || face > 6) throw new IllegalArgumentException("no die face " + face);
        return values()[DISPLAY_1.ordinal() + face - 1];
    }

    public static Optional<Space> parse(char c) {
        for (Space s : values()) if (s.code == c) return Optional.of(s);
        return Optional.empty();
    }
}
