package pnp.kit;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import pnp.cli.Game;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.cli.Progress;

/**
 * Every game's part of a kit, made side by side. Each game writes only its own files and shares no
 * mutable state with the others, so the files do not depend on the number of threads or on which
 * game finishes first; results come back in the order of the games.
 *
 * <p>Measured on two cores (docs/benchmarks.md): the kit's CPU time is the same with one thread or two,
 * so two save wall time when the second core is free; more threads than cores only add work (each
 * thread parses its own font, and the threads compete for the quick compiler).
 */
final class GamesInParallel {
    private GamesInParallel() {}

    /** The kit items of each game, in the order of {@code games}; the first failure is rethrown. */
    static List<List<KitItem>> kits(List<Game> games, KitRequest request, int threads, Progress progress)
            throws IOException {
        if (threads <= 1) {
            List<List<KitItem>> made = new ArrayList<>();
            for (Game g : games) {
                made.add(g.kit(request));
                progress.update(made.size(), games.size());
            }
            return made;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "pnp-kit");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<List<KitItem>>> futures = new ArrayList<>();
            for (Game g : games) futures.add(pool.submit(() -> g.kit(request)));
            List<List<KitItem>> made = new ArrayList<>();
            for (Future<List<KitItem>> f : futures) {
                made.add(result(f));
                progress.update(made.size(), games.size());
            }
            return made;
        } finally {
            pool.shutdownNow();
        }
    }

    private static List<KitItem> result(Future<List<KitItem>> f) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("the kit was interrupted");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) throw io;
            if (cause instanceof RuntimeException r) throw r;
            if (cause instanceof Error err) throw err;
            throw new IllegalStateException(cause);
        }
    }
}
