package pnp.penguins.model;

import java.util.Optional;

/** A domino by its two numbers, smaller first: {@code 2-5}. Which half lies where is a {@link Placed} matter. */
public record Domino(int low, int high) implements Comparable<Domino> {
    public Domino {
        if (low < 0 || high > 9 || low > high) throw new IllegalArgumentException("no domino " + low + "-" + high);
    }

    public static Domino of(int a, int b) {
        return new Domino(Math.min(a, b), Math.max(a, b));
    }

    public boolean isDouble() {
        return low == high;
    }

    public boolean shows(int n) {
        return low == n || high == n;
    }

    public String name() {
        return low + "-" + high;
    }

    @Override
    public String toString() {
        return name();
    }

    /** {@code 2-5} or {@code 5-2}; empty when malformed. */
    public static Optional<Domino> parse(String text) {
        // exactly DIGIT-DIGIT in ASCII: no trimming (a control character is not a blank of the format)
        // and no other script's digits, whose values Character.isDigit would let through
        if (text.length() != 3 || text.charAt(1) != '-' || !ascii(text.charAt(0)) || !ascii(text.charAt(2))) {
            return Optional.empty();
        }
        return Optional.of(of(text.charAt(0) - '0', text.charAt(2) - '0'));
    }

    private static boolean ascii(char c) {
        return c >= '0' && c <= '9';
    }

    @Override
    public int compareTo(Domino o) {
        return low != o.low ? Integer.compare(low, o.low) : Integer.compare(high, o.high);
    }
}
