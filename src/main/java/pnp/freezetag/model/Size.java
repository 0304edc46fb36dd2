package pnp.freezetag.model;

import java.util.Optional;

/** The three pyramid sizes, smallest first; a larger size compares greater. */
public enum Size {
    S("small"),
    M("medium"),
    L("large");

    private final String word;

    Size(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    /** {@code S}, {@code M} or {@code L}; empty for anything else. */
    public static Optional<Size> parse(char c) {
        return switch (c) {
            case 'S' -> Optional.of(S);
            case 'M' -> Optional.of(M);
            case 'L' -> Optional.of(L);
            default -> Optional.empty();
        };
    }
}
