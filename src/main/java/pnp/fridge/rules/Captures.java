package pnp.fridge.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Captured bars scored in sets. A complete set is one bar of each of three different colours and
 * scores 3; after the complete sets, each different colour left scores 1 and duplicates score
 * nothing. With counts c1 &gt;= c2 &gt;= c3 over the three opponent colours (0 where a colour is not
 * in the game): {@code 3*c3 + (c1 > c3) + (c2 > c3)}.
 *
 * @param captured  per opponent colour (game order), the bars captured
 * @param sets      the sets as counted: first the complete ones, then the partial one if any
 * @param unscored  captured bars that are in no set
 * @param points    the points the sets score
 */
public record Captures(Map<String, Integer> captured, List<List<String>> sets, int unscored, int points) {
    public Captures {
        captured = Collections.unmodifiableMap(new LinkedHashMap<>(captured));
        sets = sets.stream().map(List::copyOf).toList();
    }

    /** Scores the counts given per opponent colour, in the order the sets should list them. */
    public static Captures score(Map<String, Integer> captured) {
        int[] c = new int[Math.max(3, captured.size())];
        int i = 0;
        for (int n : captured.values()) c[i++] = n;
        Arrays.sort(c); // ascending: c[len-1] = c1, c[len-2] = c2, c[len-3] = c3
        int len = c.length;
        int c1 = c[len - 1];
        int c2 = c[len - 2];
        int c3 = c[len - 3];
        int points = 3 * c3 + (c1 > c3 ? 1 : 0) + (c2 > c3 ? 1 : 0);
        List<List<String>> sets = new ArrayList<>();
        List<String> all = new ArrayList<>(captured.keySet());
        for (int k = 0; k < c3; k++) sets.add(all);
        List<String> partial = new ArrayList<>();
        int inSets = 3 * c3;
        for (Map.Entry<String, Integer> e : captured.entrySet()) {
            if (e.getValue() > c3) {
                partial.add(e.getKey());
                inSets++;
            }
        }
        if (!partial.isEmpty()) sets.add(partial);
        int total = captured.values().stream().mapToInt(Integer::intValue).sum();
        return new Captures(captured, sets, total - inSets, points);
    }

    public int total() {
        return captured.values().stream().mapToInt(Integer::intValue).sum();
    }
}
