package pnp.ikes.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Sheet;

/**
 * A deliberately plain reference: lists every route the rule allows, walk by walk, and scores each
 * one. Shares nothing with the scorer but the sheet's movement rule ({@link Sheet#open}).
 */
final class BruteForce {
    record Outcome(boolean reachable, long count, int best, int worst, Set<Integer> scores) {}

    private static final int INF = Integer.MAX_VALUE;
    private final Sheet sheet;
    private final Variant variant;

    BruteForce(Sheet sheet, Variant variant) {
        this.sheet = sheet;
        this.variant = variant;
    }

    int[] bfs(List<Cell> from) {
        int[] d = new int[Sheet.CELLS];
        Arrays.fill(d, INF);
        ArrayDeque<Cell> q = new ArrayDeque<>();
        for (Cell c : from) {
            d[c.index(7)] = 0;
            q.add(c);
        }
        while (!q.isEmpty()) {
            Cell u = q.poll();
            for (Side s : Side.values()) {
                u.step(s, 7, 7)
                        .filter(v -> sheet.open(u, v) && d[v.index(7)] == INF)
                        .ifPresent(v -> {
                            d[v.index(7)] = d[u.index(7)] + 1;
                            q.add(v);
                        });
            }
        }
        return d;
    }

    /** Every shortest walk from the nearest of {@code from} to the nearest of {@code to}; null when none. */
    List<List<Cell>> walks(List<Cell> from, List<Cell> to) {
        int[] dTo = bfs(to);
        int best = INF;
        for (Cell f : from) best = Math.min(best, dTo[f.index(7)]);
        if (best == INF) return null;
        List<List<Cell>> out = new ArrayList<>();
        for (Cell f : from) {
            if (dTo[f.index(7)] != best) continue;
            List<Cell> path = new ArrayList<>(List.of(f));
            extend(path, best, to, dTo, out);
        }
        return out;
    }

    private void extend(List<Cell> path, int left, List<Cell> to, int[] dTo, List<List<Cell>> out) {
        Cell u = path.get(path.size() - 1);
        if (left == 0) {
            if (to.contains(u)) out.add(List.copyOf(path));
            return;
        }
        for (Side s : Side.values()) {
            Cell v = u.step(s, 7, 7).orElse(null);
            if (v == null || !sheet.open(u, v) || dTo[v.index(7)] > left - 1) continue;
            path.add(v);
            extend(path, left - 1, to, dTo, out);
            path.remove(path.size() - 1);
        }
    }

    /** The legs' start and end sets of each allowed cafeteria order. */
    List<List<List<List<Cell>>>> plans() {
        Cell in = sheet.entrance().cell();
        Cell out = sheet.exit().cell();
        List<Cafeteria> k = sheet.cafeterias();
        List<List<List<List<Cell>>>> plans = new ArrayList<>();
        if (k.isEmpty()) {
            plans.add(List.of(List.of(List.of(in), List.of(out))));
        } else if (k.size() == 1) {
            plans.add(List.of(
                    List.of(List.of(in), k.get(0).spaces()), List.of(k.get(0).spaces(), List.of(out))));
        } else {
            int[] d = bfs(List.of(in));
            int d0 = Math.min(d[k.get(0).a().index(7)], d[k.get(0).b().index(7)]);
            int d1 = Math.min(d[k.get(1).a().index(7)], d[k.get(1).b().index(7)]);
            for (int i = 0; i < 2; i++) {
                if ((i == 0 ? d0 : d1) != Math.min(d0, d1)) continue;
                List<Cell> x = k.get(i).spaces();
                List<Cell> y = k.get(1 - i).spaces();
                plans.add(List.of(List.of(List.of(in), x), List.of(x, y), List.of(y, List.of(out))));
            }
        }
        return plans;
    }

    /** The number of routes, without listing them (for skipping sheets too large to enumerate). */
    long size() {
        if (!sheet.usable(sheet.entrance()) || !sheet.usable(sheet.exit())) return 0;
        long n = 0;
        for (List<List<List<Cell>>> plan : plans()) {
            long p = 1;
            for (List<List<Cell>> leg : plan) {
                List<List<Cell>> w = walks(leg.get(0), leg.get(1));
                if (w == null) return 0;
                p *= w.size();
            }
            n += p;
        }
        return n;
    }

    Outcome run() {
        if (!sheet.usable(sheet.entrance()) || !sheet.usable(sheet.exit()))
            return new Outcome(false, 0, 0, 0, Set.of());
        long count = 0;
        Set<Integer> scores = new TreeSet<>();
        for (List<List<List<Cell>>> plan : plans()) {
            List<List<List<Cell>>> legWalks = new ArrayList<>();
            for (List<List<Cell>> leg : plan) {
                List<List<Cell>> w = walks(leg.get(0), leg.get(1));
                if (w == null) return new Outcome(false, 0, 0, 0, Set.of());
                legWalks.add(w);
            }
            int[] idx = new int[legWalks.size()];
            while (true) {
                List<Cell> route = new ArrayList<>();
                for (int k = 0; k < idx.length; k++) {
                    List<Cell> w = legWalks.get(k).get(idx[k]);
                    // a leg that starts where the last ended does not pass that space again
                    int from = !route.isEmpty() && route.get(route.size() - 1).equals(w.get(0)) ? 1 : 0;
                    route.addAll(w.subList(from, w.size()));
                }
                scores.add(score(route));
                count++;
                int k = idx.length - 1;
                while (k >= 0 && ++idx[k] == legWalks.get(k).size()) idx[k--] = 0;
                if (k < 0) break;
            }
        }
        int best = scores.stream().max(Integer::compare).orElse(0);
        int worst = scores.stream().min(Integer::compare).orElse(0);
        return new Outcome(true, count, best, worst, scores);
    }

    private int score(List<Cell> route) {
        int s = 0;
        Set<Cell> seen = new HashSet<>();
        for (Cell c : route) {
            if (variant == Variant.DISTINCT && !seen.add(c)) continue;
            s += sheet.space(c).points();
        }
        return s;
    }
}
