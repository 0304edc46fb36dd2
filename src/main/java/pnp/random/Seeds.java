package pnp.random;

import java.security.SecureRandom;
import java.util.Optional;

/** Seeds as players see them: short whole numbers printed on the page so any output can be made again. */
public final class Seeds {
    /** The largest seed a player may type. */
    public static final long MAX = 999_999_999_999L;

    private Seeds() {}

    /** A fresh seed of six digits, easy to copy from a page. */
    public static long fresh() {
        return 100_000L + new SecureRandom().nextInt(900_000);
    }

    public static Optional<Long> parse(String text) {
        try {
            long v = Long.parseLong(text.trim());
            return v >= 0 && v <= MAX ? Optional.of(v) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
