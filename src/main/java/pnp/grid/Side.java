package pnp.grid;

import java.util.Locale;
import java.util.Optional;

/** The four sides of a square: N up, E right, S down, W left (as on a printed sheet). */
public enum Side {
    N(0, -1),
    E(1, 0),
    S(0, 1),
    W(-1, 0);

    private final int dx;
    private final int dy;

    Side(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    /** Column step of a move through this side. */
    public int dx() {
        return dx;
    }
    /** Row step of a move through this side (rows grow downwards). */
    public int dy() {
        return dy;
    }

    public Side opposite() {
        return values()[(ordinal() + 2) % 4];
    }

    /** The side in words: {@code north}, {@code east}, {@code south}, {@code west}. */
    public String word() {
        return switch (this) {
            case N -> "north";
            case E -> "east";
            case S -> "south";
            case W -> "west";
        };
    }

    /** The side turned 90 degrees clockwise. */
    public Side clockwise() {
        return values()[(ordinal() + 1) % 4];
    }

    /** Parses {@code N E S W}, any case. */
    public static Optional<Side> parse(String text) {
        if (text.length() != 1) return Optional.empty();
        return switch (text.toUpperCase(Locale.ROOT).charAt(0)) {
            case 'N' -> Optional.of(N);
            case 'E' -> Optional.of(E);
            case 'S' -> Optional.of(S);
            case 'W' -> Optional.of(W);
            default -> Optional.empty();
        };
    }
}
