package pnp.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongFunction;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Move;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.solver.BeamSolver;
import pnp.ikes.solver.Par;
import pnp.ikes.solver.UpperBound;
import pnp.random.Seeds;

/**
 * Par's game for a solo challenge, for the page to step through: {@link Par#game}, the search behind the par
 * table (a fixed budget on one thread, about 5 to 20 s of one core). No request waits for it: the first ask
 * starts the search on one background thread and answers "not ready"; the page asks again until the game is
 * there. The last {@value #KEPT} games are kept, so asking again costs a lookup. At most one search runs at a
 * time and at most {@value #WAITING} wait for it; past that a request is refused with 503. The thread ends
 * when it has been idle for {@value #IDLE_SECONDS} seconds.
 */
final class ParGames {
    static final int KEPT = 64;
    static final int WAITING = 4;
    static final int IDLE_SECONDS = 5;

    /** Par's game for the page: its moves as {@code .ikeslog} lines, once {@code ready}. */
    record ParOut(long seed, boolean ready, Integer par, int bound, Integer score, List<String> moves, String log) {}

    private static final ParGames SHARED =
            new ParGames(seed -> Par.game(ChallengeGenerator.challenge(seed), TileChartParser.standard()));

    private final LongFunction<BeamSolver.Solution> search;
    private final ThreadPoolExecutor thread;
    private final Map<Long, Future<BeamSolver.Solution>> games = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Future<BeamSolver.Solution>> eldest) {
            return size() > KEPT && eldest.getValue().isDone();
        }
    };

    ParGames(LongFunction<BeamSolver.Solution> search) {
        this.search = search;
        thread = new ThreadPoolExecutor(1, 1, IDLE_SECONDS, TimeUnit.SECONDS, new ArrayBlockingQueue<>(WAITING), r -> {
            Thread t = new Thread(r, "pnp-serve-par");
            t.setDaemon(true);
            return t;
        });
        thread.allowCoreThreadTimeOut(true);
    }

    /** Par's game for {@code in.seed()}, or "not ready" while it is being searched for. */
    static ParOut of(SoloIn in) {
        if (in.seed() == null || in.seed() < 0 || in.seed() > Seeds.MAX) {
            throw new BadRequest("seed: expected a challenge number from 0 to " + Seeds.MAX);
        }
        return SHARED.get(in.seed());
    }

    ParOut get(long seed) {
        Future<BeamSolver.Solution> f = future(seed);
        Integer par =
                ParTableFormat.standard().of(seed).stream().boxed().findFirst().orElse(null);
        int bound = UpperBound.of(ChallengeGenerator.challenge(seed), TileChartParser.standard())
                .score();
        if (!f.isDone()) return new ParOut(seed, false, par, bound, null, null, null);
        BeamSolver.Solution s;
        try {
            s = f.get();
        } catch (ExecutionException | InterruptedException e) {
            synchronized (games) {
                games.remove(seed);
            }
            if (e instanceof InterruptedException) Thread.currentThread().interrupt();
            throw new IllegalStateException("par's search failed: " + e.getCause(), e);
        }
        List<String> lines = new ArrayList<>();
        for (Move m : s.moves()) lines.add(m.toString());
        String log = MoveLog.write(seed, s.moves(), s.tileIds(), "par's game for Ike's solo challenge " + seed);
        return new ParOut(seed, true, par, bound, s.score(), lines, log);
    }

    private Future<BeamSolver.Solution> future(long seed) {
        synchronized (games) {
            Future<BeamSolver.Solution> f = games.get(seed);
            if (f != null) return f;
            CompletableFuture<BeamSolver.Solution> started;
            try {
                started = CompletableFuture.supplyAsync(() -> search.apply(seed), thread);
            } catch (RejectedExecutionException e) {
                throw new BadRequest(503, "busy finding par's game for other challenges: ask again in a minute");
            }
            games.put(seed, started);
            return started;
        }
    }

    /** Ends the search thread now (tests; the server's thread ends by itself when idle). */
    void close() {
        thread.shutdownNow();
    }
}
