package pnp.ikes.format.photo;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Why each flagged item is flagged, in a few words: the first of the reader's passes that left it in doubt
 * names its reason. A pass's marks are noted as they come out of it, so a pass needs no bookkeeping of its own.
 */
final class Doubts<K> {
    private final Map<K, String> why = new LinkedHashMap<>();

    /** Notes {@code reason} for every item of {@code marks} in doubt that has none yet; returns {@code marks}. */
    <T extends Enum<T>> Map<K, Mark<T>> note(Map<K, Mark<T>> marks, String reason) {
        marks.forEach((k, m) -> {
            if (m.doubtful()) why.putIfAbsent(k, reason);
        });
        return marks;
    }

    /** Notes the reasons of a check that outranks every other (the rules'), in place of any noted before. */
    void noteFirst(Map<K, String> reasons) {
        why.putAll(reasons);
    }

    /** The reasons of the items still in doubt in {@code marks}. */
    <T extends Enum<T>> Map<K, String> of(Map<K, Mark<T>> marks) {
        Map<K, String> out = new LinkedHashMap<>();
        marks.forEach((k, m) -> {
            if (m.doubtful()) out.put(k, why.getOrDefault(k, "unclear"));
        });
        return out;
    }
}
