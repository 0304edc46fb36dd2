package pnp.fridge.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Longest trail in one component by choosing how many bars of each parallel class to use.
 *
 * <p>A set of bars is one trail exactly when it is connected and has 0 or 2 odd points (Euler).
 * Parallel bars are interchangeable, so a class of c bars between two points is either unused,
 * used an odd number of times or an even number (at least 2), and the best count for a parity is
 * the largest at most c. Dead ends (from broken junctions) are kept apart: a trail uses at most
 * two of their bars, one at each end. The search tries every class in those three states, by
 * branch and bound: the best found so far against what the remaining classes could add, and no
 * more than two points whose classes are all decided may be odd. Its cost is the product of the
 * states (2 for a single bar, 3 for a class of several), so it suits dense networks with many
 * parallel bars on few points, where a search over trails has the most trails to tell apart.
 */
final class ParitySearch {
    private final SplitNetwork net;
    private final List<int[]> classes = new ArrayList<>(); // core classes: bars in bar order
    private final List<int[]> ends = new ArrayList<>(); // per class: its two points
    private final Map<Integer, List<Integer>> pendants = new LinkedHashMap<>(); // core point -> dead-end bars
    private final int[] lastClass; // per point: the last class touching it
    private int[] suffix; // bars the classes from i on could add at most
    private int[] choice;
    private int[] bestChoice;
    private int best = -1;
    private final int[] parity;
    private int fixedOdd;
    private int maxBonus;
    long nodes;

    ParitySearch(SplitNetwork net, Set<Integer> comp) {
        this.net = net;
        this.parity = new int[net.points()];
        this.lastClass = new int[net.points()];
        Arrays.fill(lastClass, -1);
        Map<Long, List<Integer>> byPair = new LinkedHashMap<>();
        long mask = net.edgeMask(comp);
        for (int e = 0; e < net.m; e++) {
            if ((mask >>> e & 1) == 0) continue;
            int a = net.eu[e];
            int b = net.ev[e];
            boolean leafA = net.degree(a) == 1;
            boolean leafB = net.degree(b) == 1;
            if (leafA != leafB) {
                pendants.computeIfAbsent(leafA ? b : a, k -> new ArrayList<>()).add(e);
                continue;
            }
            long key = (long) Math.min(a, b) << 32 | Math.max(a, b);
            byPair.computeIfAbsent(key, k -> new ArrayList<>()).add(e);
        }
        // classes ordered so that points are completed one after another: their parity is then
        // fixed early and the "at most two odd points" test prunes high in the tree
        List<List<Integer>> ordered = new ArrayList<>(byPair.values());
        int[] rank = pointRanks(comp);
        ordered.sort(Comparator.comparingInt(
                        (List<Integer> c) -> Math.max(rank[net.eu[c.get(0)]], rank[net.ev[c.get(0)]]))
                .thenComparingInt(c -> Math.min(rank[net.eu[c.get(0)]], rank[net.ev[c.get(0)]])));
        for (List<Integer> c : ordered) {
            int e = c.get(0);
            classes.add(c.stream().mapToInt(Integer::intValue).toArray());
            ends.add(new int[] {net.eu[e], net.ev[e]});
            lastClass[net.eu[e]] = classes.size() - 1;
            lastClass[net.ev[e]] = classes.size() - 1;
        }
    }

    /** Points ranked by breadth-first order from the highest-degree point, so neighbours come close together. */
    private int[] pointRanks(Set<Integer> comp) {
        int[] rank = new int[net.points()];
        Arrays.fill(rank, Integer.MAX_VALUE);
        int start = comp.stream()
                .max(Comparator.comparingInt((Integer v) -> net.degree(v)).thenComparingInt(v -> -v))
                .orElseThrow();
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(start));
        rank[start] = 0;
        int next = 1;
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (int e : net.incident[x]) {
                int y = net.other(e, x);
                if (rank[y] == Integer.MAX_VALUE) {
                    rank[y] = next++;
                    queue.add(y);
                }
            }
        }
        return rank;
    }

    /** The product of the states of the classes: how big the search can get (saturates). */
    long cost() {
        long cost = 1;
        for (int[] c : classes) {
            cost *= c.length == 1 ? 2 : 3;
            if (cost > 1L << 40) return 1L << 40;
        }
        return cost;
    }

    Chain longest() {
        int k = classes.size();
        suffix = new int[k + 1];
        for (int i = k - 1; i >= 0; i--) suffix[i] = suffix[i + 1] + classes.get(i).length;
        choice = new int[k];
        int pendantBars = pendants.values().stream().mapToInt(List::size).sum();
        maxBonus = Math.min(2, pendantBars);
        dfs(0, 0);
        return rebuild();
    }

    /** Bars used from class i in state s: 0 none, 1 the most with odd count, 2 the most with even count. */
    private int count(int i, int s) {
        int c = classes.get(i).length;
        return switch (s) {
            case 0 -> 0;
            case 1 -> c % 2 == 1 ? c : c - 1;
            default -> c % 2 == 0 ? c : c - 1;
        };
    }

    private void dfs(int i, int sum) {
        nodes++;
        if (sum + suffix[i] + maxBonus <= best) return;
        if (i == classes.size()) {
            int value = evaluate(sum);
            if (value > best) {
                best = value;
                bestChoice = choice.clone();
            }
            return;
        }
        int[] e = ends.get(i);
        int c = classes.get(i).length;
        // states in order of most bars first
        int[] order = c % 2 == 1 ? new int[] {1, 2, 0} : new int[] {2, 1, 0};
        for (int s : order) {
            int n = count(i, s);
            if (s != 0 && n == 0) continue;
            choice[i] = s;
            int flip = n % 2;
            parity[e[0]] ^= flip;
            parity[e[1]] ^= flip;
            int before = fixedOdd;
            for (int p : e) if (lastClass[p] == i && parity[p] == 1) fixedOdd++;
            if (fixedOdd <= 2) dfs(i + 1, sum + n);
            fixedOdd = before;
            parity[e[0]] ^= flip;
            parity[e[1]] ^= flip;
        }
        choice[i] = 0;
    }

    /** The trail length of the current choice with the best dead ends added, or -1 if it is no trail. */
    private int evaluate(int sum) {
        List<Integer> odd = new ArrayList<>();
        for (int i = 0; i < classes.size(); i++) {
            if (choice[i] == 0) continue;
            for (int p : ends.get(i)) if (parity[p] == 1 && !odd.contains(p)) odd.add(p);
        }
        if (odd.size() > 2 || !connected()) return -1;
        return sum + deadEndBonus(odd, sum);
    }

    private int deadEndBonus(List<Integer> odd, int sum) {
        if (odd.size() == 2) return Math.min(1, pend(odd.get(0))) + Math.min(1, pend(odd.get(1)));
        int bonus = 0;
        for (int p : pendants.keySet()) {
            if (sum == 0 || touched(p)) bonus = Math.max(bonus, Math.min(2, pend(p)));
        }
        return bonus;
    }

    private int pend(int p) {
        return pendants.getOrDefault(p, List.of()).size();
    }

    private boolean touched(int p) {
        for (int i = 0; i < classes.size(); i++) {
            if (choice[i] != 0 && (ends.get(i)[0] == p || ends.get(i)[1] == p)) return true;
        }
        return false;
    }

    /** Whether the used classes form one connected piece (union-find over their points). */
    private boolean connected() {
        int[] root = new int[net.points()];
        for (int p = 0; p < root.length; p++) root[p] = p;
        int pieces = 0;
        boolean[] in = new boolean[net.points()];
        for (int i = 0; i < classes.size(); i++) {
            if (choice[i] == 0) continue;
            int[] e = ends.get(i);
            for (int p : e)
                if (!in[p]) {
                    in[p] = true;
                    pieces++;
                }
            int a = find(root, e[0]);
            int b = find(root, e[1]);
            if (a != b) {
                root[a] = b;
                pieces--;
            }
        }
        return pieces <= 1;
    }

    private static int find(int[] root, int p) {
        while (root[p] != p) {
            root[p] = root[root[p]];
            p = root[p];
        }
        return p;
    }

    private Chain rebuild() {
        if (best <= 0) return Chain.EMPTY;
        choice = bestChoice;
        long used = 0;
        int sum = 0;
        Arrays.fill(parity, 0);
        for (int i = 0; i < classes.size(); i++) {
            int n = count(i, choice[i]);
            sum += n;
            int[] c = classes.get(i);
            for (int j = 0; j < n; j++) used |= 1L << c[j];
            for (int p : ends.get(i)) parity[p] ^= n % 2;
        }
        List<Integer> odd = new ArrayList<>();
        for (int p = 0; p < parity.length; p++) if (parity[p] == 1) odd.add(p);
        if (sum == 0) {
            int p = pendants.entrySet().stream()
                    .max((x, y) -> Integer.compare(
                            Math.min(2, x.getValue().size()),
                            Math.min(2, y.getValue().size())))
                    .orElseThrow()
                    .getKey();
            return withEnds(p, p, List.of(), Math.min(2, pend(p)));
        }
        int start;
        int finish;
        if (odd.size() == 2) {
            start = odd.get(0);
            finish = odd.get(1);
        } else {
            start = -1;
            for (int p : pendants.keySet()) {
                if (touched(p) && (start < 0 || Math.min(2, pend(p)) > Math.min(2, pend(start)))) start = p;
            }
            if (start < 0) start = ends.get(firstUsed())[0];
            finish = start;
        }
        List<Integer> core = net.eulerTrail(start, used);
        int pendantsWanted =
                odd.size() == 2 ? Math.min(1, pend(start)) + Math.min(1, pend(finish)) : Math.min(2, pend(start));
        return withEnds(start, finish, core, pendantsWanted);
    }

    private int firstUsed() {
        for (int i = 0; i < classes.size(); i++) if (choice[i] != 0) return i;
        throw new IllegalStateException("no class used");
    }

    /** A dead-end bar into {@code start}, the core trail, then a dead-end bar out of {@code finish}. */
    private Chain withEnds(int start, int finish, List<Integer> core, int wanted) {
        List<Chain.Step> steps = new ArrayList<>();
        List<Integer> atStart = pendants.getOrDefault(start, List.of());
        List<Integer> atFinish = pendants.getOrDefault(finish, List.of());
        boolean first = wanted > 0 && !atStart.isEmpty();
        if (first) {
            int e = atStart.get(0);
            steps.add(net.step(e, net.other(e, start), start));
        }
        steps.addAll(net.walk(start, core));
        int usedAtFinish = start == finish && first ? 1 : 0;
        if ((first ? 1 : 0) < wanted && atFinish.size() > usedAtFinish) {
            int e = atFinish.get(usedAtFinish);
            steps.add(net.step(e, finish, net.other(e, finish)));
        }
        return new Chain(steps);
    }
}
