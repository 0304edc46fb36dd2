package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.function.LongSupplier;
import pnp.ikes.chart.TileChart;
import pnp.ikes.engine.Challenge;
import pnp.ikes.engine.Move;
import pnp.ikes.engine.Position;
import pnp.ikes.engine.RouteScorer;

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
    private final Expander expander;
    private final LongSupplier clock;

    public BeamSolver(TileChart chart, int threads) {
        this(chart, threads, new Expander(Heuristic.STANDARD, 2, 2), System::nanoTime);
    }

    BeamSolver(TileChart chart, int threads, Expander expander, LongSupplier clock) {
        this.chart = chart;
        this.threads = threads;
        this.expander = expander;
        this.clock = clock;
    }

    /** A game found: its moves (ending with stop unless all turns were played), and the engine's score of it. */
    public record Solution(Challenge challenge, List<Move> moves, List<String> tileIds, Position end, int score, int widthReached) {}

    /** Searches for at most about {@code millis} milliseconds (at least one run of width 2 is always done). */
    public Solution solve(Challenge ch, long millis) {
        long start = clock.getAsLong();
        long deadline = start + millis * 1_000_000L;
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            Best best = new Best();
            int width = 2;
            int reached = 0;
            while (true) {
                long t0 = clock.getAsLong();
                run(ch, width, pool, best);
                reached = width;
                long took = clock.getAsLong() - t0;
                long now = clock.getAsLong();
                // the next run is about twice as wide, so it takes a bit more than twice as long
                if (now + 2.3 * took > deadline || width >= 1 << 14) break;
                width *= 2;
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
            run(ch, width, pool, best);
            return finish(ch, best, width);
        } finally {
            pool.shutdown();
        }
    }

    private Solution finish(Challenge ch, Best best, int width) {
        Node n = best.node;
        List<Move> moves = new ArrayList<>(n.moves());
        List<String> ids = new ArrayList<>(n.tileIds());
        Position end = n.position;
        if (!end.over()) {
            moves.add(new Move.Stop());
            ids.add(null);
            end = pnp.ikes.engine.Rules.apply(end, new Move.Stop());
        }
        return new Solution(ch, moves, ids, end, best.score, width);
    }

    private static final class Best {
        Node node;
        int score = Integer.MIN_VALUE;

        void offer(Node n) {
            int est = RouteScorer.estimate(n.position);
            if (node != null && est < score) return;
            // without a cafeteria the estimate is exact; with one, legs may overlap
            int exact = n.position.cafeteriaCount() == 0 ? est : RouteScorer.best(n.position).score();
            if (exact > score) {
                score = exact;
                node = n;
            }
        }
    }

    private void run(Challenge ch, int width, ForkJoinPool pool, Best best) {
        Node root = new Node(Position.start(ch, chart), null, null, null);
        best.offer(root);
        List<Node> level = List.of(root);
        while (!level.isEmpty()) {
            List<Node> parents = level;
            List<List<Node>> kids;
            try {
                kids = pool.submit(() -> parents.parallelStream().map(expander::children).toList()).get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
            List<Node> all = new ArrayList<>();
            for (List<Node> k : kids) all.addAll(k);
            all.sort(Comparator.comparingDouble((Node x) -> -x.value));
            Set<Long> seen = new HashSet<>();
            List<Node> next = new ArrayList<>();
            for (Node c : all) {
                if (!seen.add(c.position.fingerprint())) continue;
                best.offer(c);
                if (next.size() < width && !c.position.over()) next.add(c);
                if (next.size() >= width && seen.size() > 4 * width) break;
            }
            level = next;
        }
    }
}
