package pnp.ikes.format.photo;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a photo shows on one item of the sheet, and how sure the reader is: in a reading, the probability that it
 * is right ({@link Calibration}); inside the reader's passes, a raw confidence (0.5 a coin toss .. 1 certain).
 */
public record Mark<T extends Enum<T>>(T value, double confidence) {
    /**
     * Below this probability of being right the draft asks the player to check the item: a look costs the
     * player about a fortieth of what a wrong item left unflagged costs (at most 6 flags a sheet against at most
     * 6 unflagged errors in 40 sheets), so an item is worth a look when it is wrong more than once in 40.
     */
    public static final double CHECK_BELOW = 0.975;

    /** Below this raw confidence a pass notes its reason for doubting an item ({@link Doubts}). */
    static final double DOUBT_BELOW = 0.75;

    /** Whether the draft asks the player to check the item (its confidence being a probability). */
    public boolean uncertain() {
        return confidence < CHECK_BELOW;
    }

    /** Whether a pass doubts the item, its confidence being raw (before {@link Calibration}). */
    boolean doubtful() {
        return confidence < DOUBT_BELOW;
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
