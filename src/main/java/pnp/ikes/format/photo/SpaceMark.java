package pnp.ikes.format.photo;

/** What a space of a photographed sheet holds, as far as scoring cares (every display scores +1, whatever its furniture). */
public enum SpaceMark {
    /** Nothing pencilled in it. */
    EMPTY,
    /** A dot: a tile's space without a display (or a space with only a wall). */
    DOT,
    /** A furniture display. */
    DISPLAY,
    /** Half of a cafeteria's fork. */
    CAFETERIA
}
