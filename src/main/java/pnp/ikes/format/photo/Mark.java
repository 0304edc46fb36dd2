package pnp.ikes.format.photo;

import java.util.LinkedHashMap;
import java.util.Map;

/** What a photo shows on one item of the sheet, and how sure the reader is (0.5 a coin toss .. 1 certain). */
public record Mark<T extends Enum<T>>(T value, double confidence) {
    /** Below this the draft asks the player to check the item. */
    public static final double CHECK_BELOW = 0.75;

    public boolean uncertain() {
        return confidence < CHECK_BELOW;
    }

    /** The same reading, no surer than {@code at}. */
    Mark<T> atMost(double at) {
        return new Mark<>(value, Math.min(confidence, at));
    }

    /** The confidence of a reading {@code margin} beyond its decision line, {@code scale} being a clear margin. */
    static double confidence(double margin, double scale) {
        return 0.5 + 0.5 * Math.min(1, Math.abs(margin) / scale);
    }

    /** What each mark of {@code marks} reads, in the same order. */
    static <K, T extends Enum<T>> Map<K, T> values(Map<K, Mark<T>> marks) {
        Map<K, T> out = new LinkedHashMap<>();
        marks.forEach((k, m) -> out.put(k, m.value()));
        return out;
    }
}
