package pnp.fridge.model;

/**
 * One of a player's bars: its length in inches (1, 2 or 4) and the two points its ends touch (a
 * junction of the player's own, the player's base or another player's base). {@code number} is the
 * bar's 0-based place in the player's block, which keeps every listing in file order.
 */
public record Bar(int number, int length, Point from, Point to) {
    public Bar {
        if (length != 1 && length != 2 && length != 4) throw new IllegalArgumentException("bar length " + length);
        if (from.equals(to)) throw new IllegalArgumentException("bar from " + from + " to itself");
    }

    /** The end other than {@code end}. */
    public Point other(Point end) {
        if (end.equals(from)) return to;
        if (end.equals(to)) return from;
        throw new IllegalArgumentException(end + " is not an end of " + this);
    }

    public boolean touches(Point point) {
        return from.equals(point) || to.equals(point);
    }

    /** {@code FROM-TO} as written in the file. */
    public String label() {
        return from + "-" + to;
    }
}
