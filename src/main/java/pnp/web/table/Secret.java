package pnp.web.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * A secret of 128 bits from {@link SecureRandom}, written as 22 URL-safe base64 characters: the table's
 * token and each player's own key. Compared in constant time.
 */
final class Secret {
    private static final SecureRandom RANDOM = new SecureRandom();
    /** Bytes of randomness a secret carries. */
    static final int BYTES = 16;

    private final String text;

    private Secret(String text) {
        this.text = text;
    }

    static Secret fresh() {
        byte[] b = new byte[BYTES];
        RANDOM.nextBytes(b);
        return new Secret(Base64.getUrlEncoder().withoutPadding().encodeToString(b));
    }

    /** The secret as it travels in a URL, a cookie or a header. */
    String text() {
        return text;
    }

    /** Whether {@code given} is this secret; the time taken does not depend on where they differ. */
    boolean matches(String given) {
        if (given == null) return false;
        return MessageDigest.isEqual(
                text.getBytes(StandardCharsets.US_ASCII), given.getBytes(StandardCharsets.US_ASCII));
    }

    @Override
    public String toString() {
        return "Secret[hidden]";
    }
}
