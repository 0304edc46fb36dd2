package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;

/** Cafeterias marked with a fork in each of their two spaces ({@link ForkShape}), one of the cafeteria rules. */
final class ForkPairs {
    /** Two forks lie the same way when their long axes are within this many degrees. */
    static final double ALONGSIDE = 30;
    /**
     * A mark beside half a fork pair at least this many times as long as wide, lying within {@link #CLOSELY}
     * degrees of the half's fork, is flagged: a fork whose tines ran together shows no tines or handle, only
     * its length.
     */
    static final double LONG_BESIDE = 2;

    static final double CLOSELY = 15;
    /** The confidence at most of the spaces of two fork pairs that share a space: which is the cafeteria? */
    static final double RIVAL = 0.5;

    private ForkPairs() {}

    /**
     * Two side-by-side spaces with no wall between, each holding a fork ({@link ForkShape}), are a
     * cafeteria marked with a fork in each space: read as one, flagged (a furniture sketch with a door's
     * arrow running into it can show three tines). Both show three tines or more, or one shows two and
     * both lie the same way; two forks of two tines each pair when both lie the same way, one has a
     * slim handle and the other one slim but for a wobble. Pairs lying the same way are taken first, then
     * those with the most tines. A fork with three tines or more that no pair takes is flagged: the legend
     * draws no furniture as a fork. A mark with a slim handle beside a pair so taken is flagged ({@link
     * #slimBeside}).
     */
    static void take(
            Pencil p, Map<Cell, Mark<SpaceMark>> spaces, Map<CellSide, Mark<EdgeMark>> edges, List<Cafeteria> pairs) {
        Map<Cell, ForkShape.Fork> forks = new LinkedHashMap<>();
        spaces.forEach((c, m) -> {
            if (CafeteriaRules.bigger(spaces, c) && !CafeteriaRules.used(pairs, c))
                forks.put(c, ForkShape.better(p.in(c), p.clearOfArrows(c)));
        });
        List<CellSide> candidates = new ArrayList<>();
        for (CellSide e : Edges.ALL) {
            Optional<Cell> b = Edges.beyond(e);
            if (b.isEmpty() || edges.get(e).value() != EdgeMark.NONE) continue;
            int x = tines(forks, e.cell());
            int y = tines(forks, b.get());
            if (Math.min(x, y) >= 3) candidates.add(e);
            // a fork half seen (two tines) pairs only with one lying the same way, as a player draws both
            else if (Math.min(x, y) == 2
                    && forks.get(e.cell()).alongside(forks.get(b.get()), ALONGSIDE)
                    && (Math.max(x, y) >= 3 || slimPair(forks.get(e.cell()), forks.get(b.get())))) candidates.add(e);
        }
        // forks lying the same way first (a player draws both alike), then the most alike in shape, then the most tines
        Map<Cell, double[]> shapes = new HashMap<>();
        forks.keySet().forEach(c -> shapes.put(c, DotsAlike.shape(p.clearOfArrows(c))));
        candidates.sort(Comparator.comparing((CellSide e) ->
                        !forks.get(e.cell()).alongside(forks.get(Edges.beyond(e).orElseThrow()), ALONGSIDE))
                .thenComparingDouble(e -> unlike(shapes, e))
                .thenComparingInt(e ->
                        -tines(forks, e.cell()) - tines(forks, Edges.beyond(e).orElseThrow()))
                .thenComparing(Edges.ALL::indexOf));
        int before = pairs.size();
        CafeteriaRules.take(candidates, spaces, pairs);
        rivals(candidates, spaces, pairs.subList(before, pairs.size()));
        forks.forEach((c, f) -> {
            if (f.tines() >= 3 && !CafeteriaRules.used(pairs, c)) CafeteriaRules.cap(spaces, c, CafeteriaRules.BY_RULE);
        });
        for (Cafeteria pair : List.copyOf(pairs.subList(before, pairs.size()))) {
            for (Cell half : pair.spaces()) slimBeside(half, forks, spaces, edges, pairs);
        }
    }

    /**
     * Each pair taken whose space another candidate pair shares (a fork beside a fork pair, or a mark read as a
     * fork) is in doubt which two spaces the cafeteria is: its two spaces and the other candidate's are flagged
     * ({@link #RIVAL}).
     */
    private static void rivals(List<CellSide> candidates, Map<Cell, Mark<SpaceMark>> spaces, List<Cafeteria> taken) {
        for (CellSide e : candidates) {
            Cafeteria c = new Cafeteria(e.cell(), Edges.beyond(e).orElseThrow());
            for (Cafeteria t : taken) {
                if (t.equals(c) || (!t.contains(c.a()) && !t.contains(c.b()))) continue;
                for (Cell s : List.of(t.a(), t.b(), c.a(), c.b())) CafeteriaRules.cap(spaces, s, RIVAL);
            }
        }
    }

    /**
     * A space beside {@code half} of a fork pair, with no wall between, whose mark has a handle slim at
     * least but for a wobble and lies the same way as the half's fork, or is long ({@link #LONG_BESIDE})
     * and lies closely the same way, is flagged: it may be the half's true partner.
     */
    private static void slimBeside(
            Cell half,
            Map<Cell, ForkShape.Fork> forks,
            Map<Cell, Mark<SpaceMark>> spaces,
            Map<CellSide, Mark<EdgeMark>> edges,
            List<Cafeteria> pairs) {
        ForkShape.Fork h = forks.get(half);
        for (Side s : Side.values()) {
            Optional<Cell> n = Edges.beyond(new CellSide(half, s));
            if (n.isEmpty()
                    || CafeteriaRules.used(pairs, n.get())
                    || edges.get(CafeteriaRules.between(half, n.get())).value() != EdgeMark.NONE) continue;
            ForkShape.Fork f = forks.get(n.get());
            if (f != null
                    && ((f.nearlySlim() && f.alongside(h, ALONGSIDE))
                            || (f.elongation() >= LONG_BESIDE && f.alongside(h, CLOSELY))))
                CafeteriaRules.cap(spaces, n.get(), CafeteriaRules.BY_RULE);
        }
    }

    /** Whether one fork has a slim handle and the other a handle slim but for a wobble. */
    private static boolean slimPair(ForkShape.Fork a, ForkShape.Fork b) {
        return (a.slim() && b.nearlySlim()) || (a.nearlySlim() && b.slim());
    }

    /**
     * How unlike in shape the marks on the two sides of {@code e} are ({@link DotsAlike#distance}), to a tenth:
     * marks nearly alike count the same; 1 where either has too little pencil to tell.
     */
    private static double unlike(Map<Cell, double[]> shapes, CellSide e) {
        double[] a = shapes.get(e.cell());
        double[] b = shapes.get(Edges.beyond(e).orElseThrow());
        return a == null || b == null ? 1 : Math.floor(DotsAlike.distance(a, b) * 10) / 10;
    }

    /** The tines of the fork read in space {@code c}; 0 where none was looked for. */
    private static int tines(Map<Cell, ForkShape.Fork> forks, Cell c) {
        ForkShape.Fork f = forks.get(c);
        return f == null ? 0 : f.tines();
    }
}
