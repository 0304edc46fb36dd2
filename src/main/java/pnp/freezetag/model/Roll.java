package pnp.freezetag.model;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The six faces of the pyramid die: one size, or two different sizes. */
@SuppressWarnings("ImmutableEnumChecker") // sizes is a List.of, unmodifiable
public enum Roll {
    S("S", Size.S),
    M("M", Size.M),
    L("L", Size.L),
    SM("S+M", Size.S, Size.M),
    SL("S+L", Size.S, Size.L),
    ML("M+L", Size.M, Size.L);

    private final String label;
    private final List<Size> sizes;

    Roll(String label, Size... sizes) {
        this.label = label;
        this.sizes = List.of(sizes);
    }

    /** As printed on the die: {@code S}, {@code S+M}, ... */
    public String label() {
        return label;
    }

    /** The sizes to move, smallest first. */
    public List<Size> sizes() {
        return sizes;
    }

    @Override
    public String toString() {
        return label;
    }

    /** {@code S M L S+M S+L M+L}, any case, either order of a pair ({@code M+S} is {@code S+M}). */
    public static Optional<Roll> parse(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        for (Roll r : values()) {
            if (r.label.equals(t)) return Optional.of(r);
            if (r.sizes.size() == 2 && (r.sizes.get(1) + "+" + r.sizes.get(0)).equals(t)) return Optional.of(r);
        }
        return Optional.empty();
    }
}
