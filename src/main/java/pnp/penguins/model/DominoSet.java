package pnp.penguins.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The two sets the game is played with. Double-six: 28 dominoes, six-sided dice. Double-nine
 * (the Elbow Room variant): 55 dominoes, ten-sided dice with zeroes rerolled, so rolls run 1 to 9.
 */
public enum DominoSet {
    DOUBLE_SIX("double-six", 6),
    DOUBLE_NINE("double-nine", 9);

    private final String id;
    private final int top;

    DominoSet(String id, int top) {
        this.id = id;
        this.top = top;
    }

    public String id() {
        return id;
    }

    /** The highest number on a domino, and the highest roll of one die. */
    public int top() {
        return top;
    }

    /** Faces a roll can show: 1..top (a d10's zero is rerolled in Elbow Room). */
    public int dieFaces() {
        return top;
    }

    /** Every domino of the set once, in order 0-0, 0-1, ..., top-top. */
    public List<Domino> dominoes() {
        List<Domino> all = new ArrayList<>();
        for (int a = 0; a <= top; a++) for (int b = a; b <= top; b++) all.add(new Domino(a, b));
        return all;
    }

    public int size() {
        return (top + 1) * (top + 2) / 2;
    }

    public static Optional<DominoSet> parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        for (DominoSet s : values()) if (s.id.equals(t)) return Optional.of(s);
        return Optional.empty();
    }
}
