package pnp.fridge.model;

/**
 * A part of a position a rule can object to: a player's colour, a bar or one of its ends, a
 * capture or its colour or junction ({@code player} and {@code item} are 0-based places in file
 * order). The format knows where each part was written, so a rule's objection gets a line and column.
 */
public record Ref(Part part, int player, int item) {
    public enum Part {
        WHOLE,
        PLAYER,
        BAR,
        BAR_FROM,
        BAR_TO,
        CROSS,
        CROSS_COLOR,
        CROSS_JUNCTION
    }

    /** The position as a whole (a missing player, say). */
    public static final Ref WHOLE = new Ref(Part.WHOLE, 0, 0);

    public static Ref player(int p) {
        return new Ref(Part.PLAYER, p, 0);
    }
}
