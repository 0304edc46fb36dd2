package pnp.bridgewars.model;

import java.util.Optional;

/**
 * How a block lies, seen from above: turned clockwise by 0, 90, 180 or 270 degrees ({@code r0} ..
 * {@code r270}), or first turned over (mirrored left to right) and then turned ({@code f0} ..
 * {@code f270}). A block is as thick on both faces, so all eight are playable.
 */
public enum Orientation {
    R0(false, 0),
    R90(false, 1),
    R180(false, 2),
    R270(false, 3),
    F0(true, 0),
    F90(true, 1),
    F180(true, 2),
    F270(true, 3);

    private final boolean flipped;
    private final int quarterTurns;

    Orientation(boolean flipped, int quarterTurns) {
        this.flipped = flipped;
        this.quarterTurns = quarterTurns;
    }

    public boolean flipped() {
        return flipped;
    }

    public int quarterTurns() {
        return quarterTurns;
    }

    /** {@code r90}, {@code f0}, ... */
    public String code() {
        return (flipped ? "f" : "r") + quarterTurns * 90;
    }

    public static Optional<Orientation> parse(String text) {
        for (Orientation o : values()) if (o.code().equalsIgnoreCase(text)) return Optional.of(o);
        return Optional.empty();
    }
}
