package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.function.LongSupplier;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.Position;

/**
 * The pilot method over whole turns: each turn, the {@code k} most promising ways to play it (by the
 * heuristic, one a layout as in {@link BeamSolver#layout}) are each played out to the end of the game
 * by the greedy player of the same heuristic (a beam of width 1), and the turn is played as the one
 * whose playout ended best. Every playout is a whole legal game, so the best end seen anywhere is
 * kept; when the best game seen so far runs through the current position and no playout of this turn
 * did better, the turn follows it, so a pass never ends below the best playout it made.
 *
 * <p>Why: a wider beam does not find better games here (one heuristic on challenges 1..8: mean 18.0
 * at width 16, 17.4 at 64, 16.8 at 256): the heuristic values the sheet as it stands and the room
 * left, and the widest beams fill with positions that look good now and end badly. A playout judges a
 * move by where the game actually goes.
 *
 * <p>{@link #solve} makes passes with k = 4, 8, 16, ... while time remains, all keeping one best game;
 * {@link #pass} is one pass, the same game on every machine and any number of threads. Cost of a pass:
 * turns x k playouts, each turns x (ways to play a turn) evaluations of the heuristic; the k playouts
 * of a turn run in parallel on {@code threads} threads.
 */
public final class PilotSolver {
    private final int threads;
    /** Every way to play the current turn, from which the candidates are taken. */
    private final Expander chooser;
    /** The greedy player of the playouts: the same heuristic, a lighter move list (see the constructor). */
    private final Expander player;
    private final BeamSolver playouts;
    private final TileChart chart;
    private final LongSupplier clock;

    /**
     * The pilot solver with the first of the solver's heuristics (room valued: {@link Heuristic#ROOMY}).
     * The candidates come from every way to play the turn with rewards tried on the two most promising
     * rewarded placements; the playouts try rewards on the most promising one only, which plays as well
     * (challenges 1..12, 8 candidates: mean 19.33 either way) in three quarters of the time.
     */
    public PilotSolver(TileChart chart, int threads) {
        this(chart, threads, new Expander(Heuristic.ROOMY.get(0), 2, 2), new Expander(Heuristic.ROOMY.get(0), 2, 1), System::nanoTime);
    }

    PilotSolver(TileChart chart, int threads, Expander chooser, Expander player, LongSupplier clock) {
        this.chart = chart;
        this.threads = threads;
        this.chooser = chooser;
        this.player = player;
        this.playouts = new BeamSolver(chart, 1, player, clock);
        this.clock = clock;
    }

    /** Passes with 4, 8, 16, ... candidates a turn for about {@code millis} milliseconds (the first pass is always begun). */
    public BeamSolver.Solution solve(Challenge ch, long millis) {
        long deadline = clock.getAsLong() + millis * 1_000_000L;
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            BeamSolver.Best best = new BeamSolver.Best();
            int k = FIRST;
            do {
                pass(ch, k, pool, best, deadline);
                k *= 2;
            } while (clock.getAsLong() < deadline && k <= MAX);
            return BeamSolver.finish(ch, best, k / 2); // the candidates a turn of the last pass begun
        } finally {
            pool.shutdown();
        }
    }

    /** One pass with {@code k} candidates a turn, with no time limit: the same game on every machine. */
    public BeamSolver.Solution pass(Challenge ch, int k) {
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            BeamSolver.Best best = new BeamSolver.Best();
            pass(ch, k, pool, best, Long.MAX_VALUE);
            return BeamSolver.finish(ch, best, k);
        } finally {
            pool.shutdown();
        }
    }

    private static final int FIRST = 4;
    private static final int MAX = 1 << 10;

    private void pass(Challenge ch, int k, ForkJoinPool pool, BeamSolver.Best best, long deadline) {
        Node n = new Node(Position.start(ch, chart), null, null, null);
        best.offer(n);
        while (!n.position.over() && clock.getAsLong() < deadline) {
            List<Node> candidates = candidates(n, k, best);
            if (candidates.isEmpty()) return;
            List<BeamSolver.Best> ends = playOut(candidates, pool);
            Node pick = null;
            int pickScore = Integer.MIN_VALUE;
            for (int i = 0; i < candidates.size(); i++) {
                BeamSolver.Best end = ends.get(i);
                best.offer(end);
                if (end.score > pickScore) {
                    pickScore = end.score;
                    pick = candidates.get(i);
                }
            }
            // the best game seen so far may run through n: follow it when no playout did better
            Node on = best.node;
            while (on != null && on.parent != n) on = on.parent;
            if (on != null && best.score >= pickScore) pick = on;
            n = pick;
        }
    }

    /** The k best children of {@code n} by the heuristic, one a layout; every child is offered as an end. */
    private List<Node> candidates(Node n, int k, BeamSolver.Best best) {
        List<Node> kids = chooser.children(n);
        kids.sort(Comparator.comparingDouble((Node x) -> -x.value));
        Set<Long> layouts = new HashSet<>();
        List<Node> out = new ArrayList<>();
        for (Node c : kids) {
            best.offer(c);
            if (out.size() < k && layouts.add(BeamSolver.layout(c.position))) out.add(c);
        }
        return out;
    }

    /** The best end of each candidate's playout, in the candidates' order (parallel, independent of scheduling). */
    private List<BeamSolver.Best> playOut(List<Node> candidates, ForkJoinPool pool) {
        return BeamSolver.map(pool, candidates, c -> {
            BeamSolver.Best end = new BeamSolver.Best();
            if (c.position.over()) end.offer(c);
            else playouts.run(c, 1, null, end, player);
            return end;
        });
    }
}
