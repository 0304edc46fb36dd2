package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.ikes.model.Sheet;

/**
 * The exact search over every route the rule allows. For each plan the legs are walked one after
 * the other through their shortest-path DAGs; a state is (leg, space, the set of already visited
 * scoring spaces that a later part of the route could still pass again). Each state keeps the set
 * of scores its prefixes can reach (a bit set), the number of prefixes, and its predecessors, so
 * best, worst, count and a route for any reachable score come out of one pass. Spaces that no later
 * leg can reach are forgotten, which keeps the state count small: at most the number of distinct
 * prefixes, and usually far fewer: a visited space is forgotten as soon as neither the rest of the
 * current leg (the spaces still ahead in its DAG) nor a later leg can pass it again, so prefixes
 * that differ only behind the walker merge.
 */
final class RouteSearch {
    /**
     * Scores are stored as bits {@code score + OFFSET} of a {@code WORDS * 64}-bit set. A route has
     * at most 3 legs of at most 49 spaces each, so even counting every visit a score lies within
     * -147..147; counting distinct spaces within -49..49.
     */
    static final int WORDS = 5;

    static final int OFFSET = 160;

    /** A state of the search. */
    static final class State {
        final int plan;
        final int leg;
        final int cell;
        final long mask;
        final long[] bits = new long[WORDS];
        long count;
        final List<State> preds = new ArrayList<>(2);

        State(int plan, int leg, int cell, long mask) {
            this.plan = plan;
            this.leg = leg;
            this.cell = cell;
            this.mask = mask;
        }

        boolean reaches(int score) {
            int b = score + OFFSET;
            if (b < 0 || b >= WORDS * 64) return false;
            return (bits[b >>> 6] >>> (b & 63) & 1) != 0;
        }
    }

    private final int[] points = new int[Sheet.CELLS];
    private final long scoring;
    private final Variant variant;

    RouteSearch(Sheet sheet, Variant variant) {
        this.variant = variant;
        long nz = 0;
        for (int i = 0; i < Sheet.CELLS; i++) {
            points[i] = sheet.space(i).points();
            if (points[i] != 0) nz |= 1L << i;
        }
        this.scoring = nz;
    }

    /** What entering {@code cell} adds after a prefix that had visited the spaces in {@code mask}. */
    int gain(long mask, int cell) {
        if (variant == Variant.EACH_VISIT) return points[cell];
        return (mask & (1L << cell)) != 0 ? 0 : points[cell];
    }

    /** The final states of one plan (one per distinct remembered set at each end node). */
    List<State> run(int planIndex, List<LegDag> legs) {
        int m = legs.size();
        long[] later = new long[m];
        long acc = 0;
        for (int k = m - 1; k >= 0; k--) {
            later[k] = variant == Variant.EACH_VISIT ? 0 : acc & scoring;
            acc |= legs.get(k).nodes();
        }
        List<State> ends = null;
        for (int k = 0; k < m; k++) {
            LegDag dag = legs.get(k);
            int[] cellOf = dag.cellOf();
            @SuppressWarnings({"unchecked", "rawtypes"})
            Map<Long, State>[] at = new Map[dag.size()];
            for (int s : dag.sources()) at[s] = new LinkedHashMap<>();
            for (int s : dag.sources()) {
                int cell = cellOf[s];
                if (k == 0) {
                    State st = new State(planIndex, 0, cell, (1L << cell) & later[0]);
                    setScore(st, gain(0, cell));
                    st.count = 1;
                    at[s].put(st.mask, st);
                } else {
                    long keep = variant == Variant.EACH_VISIT ? 0 : (dag.ahead()[s] | later[k]) & scoring;
                    for (State e : ends) step(at, e, s, cell, (e.mask & keep) | ((1L << cell) & later[k]), k);
                }
            }
            for (int u : dag.order()) {
                if (at[u] == null) continue;
                for (State st : at[u].values()) {
                    for (int v : dag.successors()[u]) {
                        if (at[v] == null) at[v] = new LinkedHashMap<>();
                        // remember only the visited spaces that something ahead could pass again
                        long keep = variant == Variant.EACH_VISIT ? 0 : (dag.ahead()[v] | later[k]) & scoring;
                        step(at, st, v, cellOf[v], (st.mask | (1L << cellOf[v])) & keep, k);
                    }
                }
            }
            ends = new ArrayList<>();
            for (int t : dag.targets()) if (at[t] != null) ends.addAll(at[t].values());
        }
        return ends;
    }

    private void step(Map<Long, State>[] at, State from, int node, int cell, long mask, int leg) {
        State to = at[node].get(mask);
        if (to == null) {
            to = new State(from.plan, leg, cell, mask);
            at[node].put(mask, to);
        }
        int g = gain(from.mask, cell);
        long[] f = from.bits;
        long[] t = to.bits;
        if (g == 0) {
            for (int i = 0; i < WORDS; i++) t[i] |= f[i];
        } else if (g > 0) {
            for (int i = WORDS - 1; i > 0; i--) t[i] |= f[i] << 1 | f[i - 1] >>> 63;
            t[0] |= f[0] << 1;
        } else {
            for (int i = 0; i < WORDS - 1; i++) t[i] |= f[i] >>> 1 | f[i + 1] << 63;
            t[WORDS - 1] |= f[WORDS - 1] >>> 1;
        }
        to.count = Math.addExact(to.count, from.count);
        to.preds.add(from);
    }

    private static void setScore(State st, int score) {
        int b = score + OFFSET;
        st.bits[b >>> 6] |= 1L << (b & 63);
    }

    /** The spaces (row-major indexes) of one route ending in {@code end} with the given score, leg by leg. */
    Optional<List<List<Integer>>> walk(State end, int score) {
        if (!end.reaches(score)) return Optional.empty();
        List<State> back = new ArrayList<>();
        State cur = end;
        int r = score;
        while (true) {
            back.add(cur);
            if (cur.preds.isEmpty()) break;
            State next = null;
            for (State p : cur.preds) {
                int g = gain(p.mask, cur.cell);
                if (p.reaches(r - g)) {
                    next = p;
                    r -= g;
                    break;
                }
            }
            if (next == null)
                throw new IllegalStateException(
                        "route reconstruction lost its way at " + Cell.ofIndex(cur.cell, Sheet.SIZE));
            cur = next;
        }
        List<List<Integer>> legs = new ArrayList<>();
        for (int i = back.size() - 1; i >= 0; i--) {
            State s = back.get(i);
            while (legs.size() <= s.leg) legs.add(new ArrayList<>());
            legs.get(s.leg).add(s.cell);
        }
        return Optional.of(legs);
    }
}
