package pnp.fridge.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import pnp.random.Rng;

/**
 * Valid but hard positions for the longest-road search: red's 27 bars (9 of each length) packed
 * onto the four bases and a few junctions, so the network is dense with cycles, and blue crossing
 * through some of red's junctions. Every network is read back through {@link FridgeFormat}, so it
 * obeys every rule of the contract (connected, 1-inch start, acceleration, 9 per length).
 */
final class AdversarialNetworks {
    private AdversarialNetworks() {}

    /** The text of a four-player position whose red network has 27 bars on {@code junctions} junctions. */
    static String text(Rng rng, int junctions, int breaks) {
        List<String> points = new ArrayList<>(List.of("base", "@blue", "@yellow", "@green"));
        boolean[] fast = new boolean[junctions];
        for (int j = 0; j < junctions; j++) {
            points.add("j" + j);
            fast[j] = rng.nextBoolean();
        }
        int[] stock = {0, 9, 9, 0, 9}; // indexed by length: 9 each of 1, 2 and 4
        StringBuilder red = new StringBuilder("player red\n");
        List<String> touched = new ArrayList<>(List.of("base"));
        // the first bar: 1 inch from base to a slow junction or another base
        String first = pick(rng, points, p -> !p.equals("base") && allows(p, 1, fast));
        red.append("bar 1 base ").append(first).append('\n');
        Map<String, Integer> barsAt = new HashMap<>();
        barsAt.merge(first, 1, Integer::sum);
        stock[1]--;
        touched.add(first);
        Set<String> atJunctions = new HashSet<>();
        atJunctions.add("1" + ("base".compareTo(first) < 0 ? "base " + first : first + " base"));
        int placed = 1;
        int guard = 0;
        while (placed < 27 && guard++ < 100_000) {
            String a = rng.pick(touched);
            String b = rng.pick(points);
            if (a.equals(b)) continue;
            int length = new int[] {1, 2, 4}[rng.nextInt(3)];
            if (stock[length] == 0 || !allows(a, length, fast) || !allows(b, length, fast)) continue;
            // two bars of one length at the same junction and point would lie on each other: only bases take those
            String pair = length + (a.compareTo(b) < 0 ? a + " " + b : b + " " + a);
            if (a.startsWith("j") || b.startsWith("j")) {
                if (!atJunctions.add(pair)) continue;
            }
            stock[length]--;
            barsAt.merge(a, 1, Integer::sum);
            barsAt.merge(b, 1, Integer::sum);
            red.append("bar ")
                    .append(length)
                    .append(' ')
                    .append(a)
                    .append(' ')
                    .append(b)
                    .append('\n');
            if (!touched.contains(b)) touched.add(b);
            placed++;
        }
        if (placed < 27) throw new IllegalStateException("generator placed only " + placed + " bars");
        StringBuilder blue = new StringBuilder("player blue\nbar 1 base q\n");
        // only junctions with two or more red bars can be crossed through
        List<String> junctionsTouched = touched.stream()
                .filter(p -> p.startsWith("j") && barsAt.getOrDefault(p, 0) >= 2)
                .toList();
        for (int k = 0; k < breaks && !junctionsTouched.isEmpty(); k++) {
            blue.append("cross red ").append(rng.pick(junctionsTouched)).append('\n');
        }
        return red + blue.toString() + "player yellow\nplayer green\n";
    }

    /**
     * The densest simple network the rules allow on eight points: every pair of the four bases and
     * four junctions but one (27 bars). j0, j1 take 1- and 2-inch bars, j2, j3 take 2- and 4-inch
     * bars: slow-slow 1, slow-fast 2, fast-fast 4, slow-base 1, fast-base 4, base-base 2 (one
     * base-base pair left out): 9 bars of each length, six odd points. Blue crosses through
     * the junctions listed in {@code broken}.
     */
    static String nearlyComplete(List<String> broken) {
        List<String> bases = List.of("base", "@blue", "@yellow", "@green");
        StringBuilder red = new StringBuilder("player red\n");
        for (String b : bases)
            red.append("bar 1 ").append(b).append(" j0\nbar 1 ").append(b).append(" j1\n");
        red.append("bar 1 j0 j1\n");
        for (String slow : List.of("j0", "j1"))
            for (String fast : List.of("j2", "j3"))
                red.append("bar 2 ").append(slow).append(' ').append(fast).append('\n');
        for (int i = 0; i < 4; i++)
            for (int k = i + 1; k < 4; k++) {
                if (i == 2 && k == 3) continue; // the pair left out
                red.append("bar 2 ")
                        .append(bases.get(i))
                        .append(' ')
                        .append(bases.get(k))
                        .append('\n');
            }
        for (String b : bases)
            red.append("bar 4 ").append(b).append(" j2\nbar 4 ").append(b).append(" j3\n");
        red.append("bar 4 j2 j3\n");
        StringBuilder blue = new StringBuilder("player blue\nbar 1 base q\n");
        for (String j : broken) blue.append("cross red ").append(j).append('\n');
        return red + blue.toString() + "player yellow\nplayer green\n";
    }

    private static boolean allows(String point, int length, boolean[] fast) {
        if (!point.startsWith("j")) return true;
        boolean f = fast[Integer.parseInt(point.substring(1))];
        return f ? length != 1 : length != 4;
    }

    private static String pick(Rng rng, List<String> points, Predicate<String> ok) {
        List<String> c = points.stream().filter(ok).toList();
        return rng.pick(c);
    }
}
