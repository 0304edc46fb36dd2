package pnp.fridge.model;

/**
 * One of a player's bars: its length in inches (1, 2 or 4) and the two points its ends touch.
 * An end is a junction name of the player's own, {@code base} (the player's base) or
 * {@code @color} (another player's base). {@code number} is the bar's 0-based place in the
 * player's block, which keeps every listing in file order.
 */
public record Bar(int number, int length, String from, String to) {
    public Bar {
        if (length != 1 && length != 2 && length != 4) throw new IllegalArgumentException("bar length " + length);
        if (from.equals(to)) throw new IllegalArgumentException("bar from " + from + " to itself");
    }

    /** The end other than {@code end}. */
    public String other(String end) {
        if (end.equals(from)) return to;
        if (end.equals(to)) return from;
        throw new IllegalArgumentException(end + " is not an end of " + this);
    }

    public boolean touches(String point) {
        return from.equals(point) || to.equals(point);
    }

    /** {@code FROM-TO} as written in the file. */
    public String label() {
        return from + "-" + to;
    }
}
