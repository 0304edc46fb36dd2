package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Function;
import java.util.function.LongSupplier;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.Move;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.Rules;

/**
 * Beam search over whole turns. Each level holds the {@code width} most promising positions at the
 * start of a turn (by {@link Heuristic}); every way to play the turn is expanded (in parallel over the
 * level, on {@code threads} threads; the result does not depend on scheduling), duplicates dropped, and
 * the best {@code width} kept. Every position reached is also a possible end of the game (the player
 * may stop at any turn): the best final score seen is kept. Runs with width 2, 4, 8, ... while the
 * time allows, keeping the best game of all runs.
 *
 * <p>Cost per run: turns x width x (moves per turn) evaluations, each a few breadth-first searches
 * on the 49 spaces.
 */
public final class BeamSolver {
    private final TileChart chart;
    private final int threads;
    private final List<Expander> portfolio;
    private final LongSupplier clock;
    /**
     * Keep one position per layout in a beam (see {@link #layout}): the children of one placement that
     * differ only in where its display went, its face or the coins would otherwise fill a narrow beam
     * with near twins.
     */
    private final boolean oneALayout;

    /**
     * The solver: the portfolio of heuristics valuing the room left ({@link Heuristic#ROOMY}), one
     * position per layout in a beam.
     */
    public BeamSolver(TileChart chart, int threads) {
        this(chart, threads, expanders(Heuristic.ROOMY), System::nanoTime, true);
    }

    private static List<Expander> expanders(List<Heuristic> heuristics) {
        return heuristics.stream().map(h -> new Expander(h, 2, 2)).toList();
    }

    BeamSolver(TileChart chart, int threads, Expander expander, LongSupplier clock) {
        this(chart, threads, List.of(expander), clock, false);
    }

    BeamSolver(TileChart chart, int threads, List<Expander> portfolio, LongSupplier clock, boolean oneALayout) {
        this.chart = chart;
        this.threads = threads;
        this.portfolio = List.copyOf(portfolio);
        this.clock = clock;
        this.oneALayout = oneALayout;
    }

    /** A game found: its moves (ending with stop unless all turns were played), and its exact score (Position.score()). */
    public record Solution(
            Challenge challenge, List<Move> moves, List<String> tileIds, Position end, int score, int widthReached) {}

    /** Searches for at most about {@code millis} milliseconds (the runs of width 2 are always done). */
    public Solution solve(Challenge ch, long millis) {
        long start = clock.getAsLong();
        long deadline = start + millis * 1_000_000L;
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            Best best = new Best();
            long[] lastTook = new long[portfolio.size()];
            int reached = 0;
            for (int width = 2; width <= 1 << 14; width *= 2) {
                boolean skipped = false;
                for (int k = 0; k < portfolio.size(); k++) {
                    // a run twice as wide as the last one with this heuristic takes a bit more than twice as long
                    if (width > 2 && clock.getAsLong() + 2.3 * lastTook[k] > deadline) {
                        skipped = true;
                        continue;
                    }
                    long t0 = clock.getAsLong();
                    run(ch, width, pool, best, portfolio.get(k));
                    lastTook[k] = clock.getAsLong() - t0;
                    reached = width;
                }
                if (skipped) break;
            }
            return finish(ch, best, reached);
        } finally {
            pool.shutdown();
        }
    }

    /** One run of the given width (for tests and the benchmark). */
    public Solution solveWidth(Challenge ch, int width) {
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            Best best = new Best();
            run(ch, width, pool, best, portfolio.get(0));
            return finish(ch, best, width);
        } finally {
            pool.shutdown();
        }
    }

    static Solution finish(Challenge ch, Best best, int width) {
        return ending(ch, best.node, width);
    }

    /** The game that ends at {@code n} (a stop added unless every turn was played), scored by the exact scorer. */
    static Solution ending(Challenge ch, Node n, int width) {
        List<Move> moves = new ArrayList<>(n.moves());
        List<String> ids = new ArrayList<>(n.tileIds());
        Position end = n.position;
        if (!end.over()) {
            moves.add(new Move.Stop());
            ids.add(null);
            end = Rules.apply(end, new Move.Stop());
        }
        return new Solution(ch, moves, ids, end, end.score().score(), width);
    }

    /** The best end of the game seen so far, ranked by {@link BestRoute} (the solution is then scored exactly). */
    static final class Best {
        Node node;
        int score = Integer.MIN_VALUE;

        /** Takes the other's game when it ranks higher. */
        void offer(Best other) {
            if (other.node != null && other.score > score) {
                score = other.score;
                node = other.node;
            }
        }

        void offer(Node n) {
            int est = RouteEstimate.estimate(n.position);
            if (node != null && est < score) return;
            // without a cafeteria the estimate is exact; with one, legs may overlap
            int exact = n.position.cafeteriaCount() == 0
                    ? est
                    : BestRoute.best(n.position).score();
            if (exact > score) {
                score = exact;
                node = n;
            }
        }
    }

    /** How much search a {@link #solveWide} may do. */
    public sealed interface Budget {
        /** About this many positions evaluated (children generated and ranked): the same game on every machine. */
        record Positions(long count) implements Budget {}
        /** About this many milliseconds, converted to a beam width from the probe's measured speed. */
        record Millis(long millis) implements Budget {}
    }

    /**
     * The stronger search: short runs at widths 2 and 8 with each heuristic, then ONE run per heuristic
     * at the widest beam the rest of the budget allows, instead of doubling the width from 2 (which
     * spends about half of the time on runs that a wider one supersedes, and often stops short of the
     * last width). A run costs about linearly in its width, so the runs at width 8 set the final width:
     * {@code 8 x rest / (positions the width-8 runs evaluated)}. With a {@link Budget.Positions} budget
     * every quantity is a count, so the same challenge and budget give the same game on any machine
     * and any number of threads; with {@link Budget.Millis} the rest is converted to positions at the
     * speed measured so far.
     */
    public Solution solveWide(Challenge ch, Budget budget) {
        long start = clock.getAsLong();
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            Best best = new Best();
            long spent = 0;
            for (Expander e : portfolio) spent += run(ch, PROBE, pool, best, e);
            long atEight = 0;
            for (Expander e : portfolio) atEight += run(ch, CALIBRATE, pool, best, e);
            spent += atEight;
            double rest;
            if (budget instanceof Budget.Positions p) {
                rest = p.count() - spent;
            } else {
                long elapsed = Math.max(1, clock.getAsLong() - start);
                rest = (((Budget.Millis) budget).millis() * 1_000_000.0 - elapsed) * spent / elapsed * WIDE_TIME_SHARE;
            }
            int width = (int) Math.min(1 << 14, Math.floor(CALIBRATE * rest / atEight));
            if (width <= CALIBRATE) return finish(ch, best, CALIBRATE);
            for (Expander e : portfolio) run(ch, width, pool, best, e);
            return finish(ch, best, width);
        } finally {
            pool.shutdown();
        }
    }

    private static final int PROBE = 2;
    private static final int CALIBRATE = 8;
    /** A wide run costs a little more than linearly (sorting, a bigger duplicate set): aim a bit short of the time. */
    private static final double WIDE_TIME_SHARE = 0.85;

    /** One run; returns the positions evaluated (children generated), a count that does not depend on threads or timing. */
    private long run(Challenge ch, int width, ForkJoinPool pool, Best best, Expander expander) {
        return run(new Node(Position.start(ch, chart), null, null, null), width, pool, best, expander);
    }

    /**
     * One run from {@code root} (a position reached in play) to the end of the game, offering every
     * position it reaches to {@code best}; on {@code pool}, or on the calling thread when it is null.
     */
    long run(Node root, int width, ForkJoinPool pool, Best best, Expander expander) {
        best.offer(root);
        List<Node> level = List.of(root);
        long evaluated = 0;
        while (!level.isEmpty()) {
            List<List<Node>> kids = pool == null
                    ? level.stream().map(expander::children).toList()
                    : map(pool, level, expander::children);
            List<Node> all = new ArrayList<>();
            for (List<Node> k : kids) all.addAll(k);
            evaluated += all.size();
            all.sort(Comparator.comparingDouble((Node x) -> -x.value));
            Set<Long> seen = new HashSet<>();
            Set<Long> layouts = new HashSet<>();
            List<Node> next = new ArrayList<>();
            for (Node c : all) {
                if (!seen.add(c.position.fingerprint())) continue;
                best.offer(c);
                if (next.size() < width && !c.position.over() && (!oneALayout || layouts.add(layout(c.position))))
                    next.add(c);
                if (next.size() >= width && seen.size() > 4 * width) break;
            }
            level = next;
        }
        return evaluated;
    }

    /** {@code f} of each node on {@code pool}'s threads, in the nodes' order (so the result does not depend on scheduling). */
    static <T> List<T> map(ForkJoinPool pool, List<Node> nodes, Function<Node, T> f) {
        try {
            return pool.submit(() -> nodes.parallelStream().map(f).toList()).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * A hash of a position's layout: its walls and doorways, which spaces are covered, the turn, the
     * cafeterias and the reserve values used; not which display is where, its face, nor the coins.
     */
    static long layout(Position p) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < Board.CELLS; i++) {
            h = (h ^ ((p.wallBits(i) & 0xff) | (p.content(i) == Board.EMPTY ? 0 : 256))) * 0x100000001B3L + i;
        }
        return (h
                        ^ (p.turnsPlayed()
                                | (long) p.cafeteriaCount() << 8
                                | (long) p.lightUsed() << 16
                                | (long) p.darkUsed() << 24))
                * 0x100000001B3L;
    }
}
