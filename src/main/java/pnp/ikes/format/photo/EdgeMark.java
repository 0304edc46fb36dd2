package pnp.ikes.format.photo;

/** What a line between two spaces (or between a space and the outer wall) of a photographed sheet shows. */
public enum EdgeMark {
    /** No pencilled wall. */
    NONE,
    /** A wall along the whole line. */
    WALL,
    /** A wall with a doorway: its middle third left open. */
    DOORWAY
}
