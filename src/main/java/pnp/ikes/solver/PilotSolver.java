package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.function.LongSupplier;
import java.util.stream.Stream;
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
 * <p>Why: a wider beam does not find better games here: the heuristic values the sheet as it stands
 * and the room left, and the widest beams fill with positions that look good now and end badly. A
 * playout judges a move by where the game actually goes. The heuristics of the portfolio find
 * different games, so {@link #solve} lets them take turns; more candidates a turn stop paying at about
 * 16 to 32. The measurements behind these choices are in {@code docs/solver-notes.md} and
 * {@code docs/benchmarks.md}.
 *
 * <p>{@link #solve} makes passes while time remains, all keeping one best game: 4 and 8 candidates a
 * turn with the first heuristic, then from 16 candidates on one pass with each heuristic of the
 * portfolio at each count (16, 16, 16, 16, 32, 32, ...). {@link #passes} makes a fixed number of them,
 * the same game on every machine and any number of threads. Cost of a pass: turns x k playouts, each
 * turns x (ways to play a turn) evaluations of the heuristic; the k playouts of a turn run in parallel on
 * {@code threads} threads.
 */
public final class PilotSolver {
    /**
     * One heuristic's pilot: every way to play the current turn, from which the candidates are taken, and
     * the greedy player of the playouts (the same heuristic, a lighter move list; see {@link #pilot}).
     */
    record Pilot(Expander chooser, Expander player) {}

    private final int threads;
    /** The pilots {@link #solve} takes turns with, the first alone while candidates are few. */
    private final List<Pilot> portfolio;

    private final BeamSolver playouts;
    private final TileChart chart;
    private final LongSupplier clock;

    /**
     * The pilot solver with the six heuristics of {@link #PORTFOLIO}, each with the move lists of
     * {@link #pilot}.
     */
    public PilotSolver(TileChart chart, int threads) {
        this(chart, threads, PORTFOLIO);
    }

    /** A pilot solver taking turns with these heuristics, the first alone while candidates are few. */
    PilotSolver(TileChart chart, int threads, List<Heuristic> heuristics) {
        this(chart, threads, heuristics.stream().map(PilotSolver::pilot).toList(), System::nanoTime);
    }

    /**
     * The pilot {@link Par} runs: one thread, the first heuristic of the portfolio as it is pinned here (room by
     * shape, coins worth 1.5 times as much and counted up to 12), the move lists of {@link #pilot}.
     */
    static PilotSolver forPar(TileChart chart) {
        Heuristic first = Heuristic.SHAPED.get(0).withCoins(1.5, 12);
        return new PilotSolver(chart, 1, List.of(pilot(first)), System::nanoTime);
    }

    /**
     * The portfolio, in the order its heuristics get passes: the first, third and fourth of the classic
     * weights valuing the room the coming tiles could cover ({@link Heuristic#SHAPED}), then the fourth,
     * third and first valuing every empty space alike ({@link Heuristic#ROOMY}); the two kinds of room find
     * different games. Each added in turn raised the best score per challenge most. Every coin is worth 1.5
     * times the classic weight and coins count up to 12 ({@link Heuristic#withCoins}): runs of light
     * rerolls turn a big purse into small tiles.
     */
    static final List<Heuristic> PORTFOLIO = Stream.of(
                    Heuristic.SHAPED.get(0),
                    Heuristic.SHAPED.get(2),
                    Heuristic.SHAPED.get(3),
                    Heuristic.ROOMY.get(3),
                    Heuristic.ROOMY.get(2),
                    Heuristic.ROOMY.get(0))
            .map(h -> h.withCoins(1.5, 12))
            .toList();

    /**
     * One heuristic's pilot. Both move lists try runs of light rerolls ({@link Expander#withLightRuns}) and
     * leave out the reward options another matches or beats ({@link Expander#withLeanRewards}): most of
     * those are walls beside the route that a neighbour's wall duplicates, and they were half the time of a
     * pass. The chooser tries rewards on the two most promising rewarded placements of each roll; the
     * playouts on the most promising one of the whole turn ({@link Expander#withRewardsPerTurn}), which
     * plays as well in a fraction of the time.
     */
    static Pilot pilot(Heuristic h) {
        Expander chooser = new Expander(h, 2, 2).withLightRuns().withLeanRewards();
        Expander player =
                new Expander(h, 2, 1).withLightRuns().withLeanRewards().withRewardsPerTurn();
        return new Pilot(chooser, player);
    }

    /** A pilot solver with one heuristic's move lists. */
    PilotSolver(TileChart chart, int threads, Expander chooser, Expander player, LongSupplier clock) {
        this(chart, threads, List.of(new Pilot(chooser, player)), clock);
    }

    /** A pilot solver taking turns with these pilots, the first alone while candidates are few. */
    PilotSolver(TileChart chart, int threads, List<Pilot> portfolio, LongSupplier clock) {
        this.chart = chart;
        this.threads = threads;
        this.portfolio = List.copyOf(portfolio);
        this.playouts = new BeamSolver(chart, 1, portfolio.get(0).player(), clock);
        this.clock = clock;
    }

    /**
     * Passes for about {@code millis} milliseconds (the first pass is always begun), in the order of
     * {@link #schedule}: 4 and 8 candidates a turn with the first heuristic, then 16, 32, ... with each
     * heuristic in turn. All passes keep one best game, so a pass follows the best game so far wherever
     * none of its playouts does better.
     */
    public BeamSolver.Solution solve(Challenge ch, long millis) {
        return passes(ch, clock.getAsLong() + millis * 1_000_000L, Integer.MAX_VALUE);
    }

    /** The first {@code count} passes of {@link #solve}, with no time limit: the same game on every machine. */
    BeamSolver.Solution passes(Challenge ch, int count) {
        return passes(ch, Long.MAX_VALUE, count);
    }

    private BeamSolver.Solution passes(Challenge ch, long deadline, int count) {
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            BeamSolver.Best best = new BeamSolver.Best();
            List<int[]> plan = schedule(portfolio.size());
            int begun = 0;
            for (int i = 0; i < Math.min(count, plan.size()); i++) {
                if (i > 0 && clock.getAsLong() >= deadline) break;
                pass(ch, plan.get(i)[0], portfolio.get(plan.get(i)[1]), pool, best, deadline);
                begun = plan.get(i)[0];
            }
            return BeamSolver.finish(ch, best, begun); // the candidates a turn of the last pass begun
        } finally {
            pool.shutdown();
        }
    }

    /**
     * The passes of {@link #solve} in order, each as {candidates a turn, heuristic}: the first heuristic
     * alone while candidates are fewer than {@link #ALL_FROM}, then every heuristic at each count.
     */
    static List<int[]> schedule(int heuristics) {
        List<int[]> out = new ArrayList<>();
        for (int k = FIRST; k <= MAX; k *= 2) {
            for (int h = 0; h < (k < ALL_FROM ? 1 : heuristics); h++) out.add(new int[] {k, h});
        }
        return out;
    }

    /** One pass of the first heuristic with {@code k} candidates a turn, with no time limit: the same game on every machine. */
    public BeamSolver.Solution pass(Challenge ch, int k) {
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            BeamSolver.Best best = new BeamSolver.Best();
            pass(ch, k, portfolio.get(0), pool, best, Long.MAX_VALUE);
            return BeamSolver.finish(ch, best, k);
        } finally {
            pool.shutdown();
        }
    }

    private static final int FIRST = 4;
    /** From this many candidates a turn on, every heuristic gets a pass at each count. */
    private static final int ALL_FROM = 16;

    private static final int MAX = 1 << 10;

    private void pass(Challenge ch, int k, Pilot pilot, ForkJoinPool pool, BeamSolver.Best best, long deadline) {
        Node n = new Node(Position.start(ch, chart), null, null, null);
        best.offer(n);
        while (!n.position.over() && clock.getAsLong() < deadline) {
            List<Node> candidates = candidates(n, k, pilot.chooser(), best);
            if (candidates.isEmpty()) return;
            List<BeamSolver.Best> ends = playOut(candidates, pilot.player(), pool);
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
    private static List<Node> candidates(Node n, int k, Expander chooser, BeamSolver.Best best) {
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
    private List<BeamSolver.Best> playOut(List<Node> candidates, Expander player, ForkJoinPool pool) {
        return BeamSolver.map(pool, candidates, c -> {
            BeamSolver.Best end = new BeamSolver.Best();
            if (c.position.over()) end.offer(c);
            else playouts.run(c, 1, null, end, player);
            return end;
        });
    }
}
