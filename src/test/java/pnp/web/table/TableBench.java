package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import pnp.random.Rng;
import pnp.web.WebServer;

/**
 * Load on a table, on loopback only: eight players at once for a minute, each sending an edit of their
 * own sheet (a worked-example sheet with a random claim, finished or not) every 50 ms and asking for the
 * table's state every 2 s as the phone page does. Prints every request's p50, p99 and slowest latency and
 * fails when p99 is over 100 ms or any request does not answer 200. Bounded: 60 s (the system property
 * {@code table.bench.seconds} changes it). Run:
 * mvn -B -q -Pbench test -Dtest='TableBench' -Dsurefire.failIfNoSpecifiedTests=false
 */
class TableBench {
    static final int PLAYERS = 8;
    static final String[] SHEETS = {
        "contract-example.ikes",
        "door-in-one-wall.ikes",
        "tied-cafeterias.ikes",
        "dead-end-cafeteria.ikes",
        "wrong-cafeteria-first.ikes",
        "entrance-covered.ikes"
    };

    @Test
    void eightPlayersEditingForAMinute() throws Exception {
        long seconds = Long.getLong("table.bench.seconds", 60);
        List<String> texts = new ArrayList<>();
        for (String s : SHEETS)
            texts.add(Files.readString(TableClient.SEEDS.resolve("ikes").resolve(s)));
        StringBuilder log = new StringBuilder();
        TableMode mode = new TableMode();
        try (WebServer server = TableClient.start(mode, log)) {
            List<TableClient> players = new ArrayList<>();
            for (int i = 0; i < PLAYERS; i++) {
                TableClient c = new TableClient(server.port(), mode.token());
                assertEquals(200, c.join("Player " + (i + 1)).status());
                players.add(c);
            }
            play(players, texts, 5); // warm up the JIT on the same routes
            long start = System.nanoTime();
            long[] latencies = play(players, texts, seconds);
            double secs = (System.nanoTime() - start) / 1e9;
            Arrays.sort(latencies);
            double p99 = latencies[(int) (latencies.length * 0.99)] / 1e6;
            System.out.printf(
                    "TableBench: %d players, %d requests in %.1f s (%.0f/s); latency p50 %.1f ms, p99 %.1f ms,"
                            + " slowest %.1f ms; 0 failed%n",
                    PLAYERS,
                    latencies.length,
                    secs,
                    latencies.length / secs,
                    latencies[latencies.length / 2] / 1e6,
                    p99,
                    latencies[latencies.length - 1] / 1e6);
            assertTrue(p99 < 100, "p99 " + p99 + " ms");
        }
        assertEquals("", log.toString());
    }

    /** Every player edits and polls for {@code seconds}; the latency of every request, in nanoseconds. */
    private static long[] play(List<TableClient> players, List<String> texts, long seconds) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(players.size());
        try {
            long end = System.nanoTime() + seconds * 1_000_000_000L;
            List<Future<List<Long>>> runs = new ArrayList<>();
            for (int i = 0; i < players.size(); i++) {
                TableClient c = players.get(i);
                Rng rng = new Rng(31L * i + 7);
                runs.add(pool.submit(() -> {
                    List<Long> out = new ArrayList<>();
                    long nextPoll = System.nanoTime();
                    while (System.nanoTime() < end) {
                        String text = texts.get(rng.nextInt(texts.size()));
                        Map<String, Object> body =
                                Map.of("text", text, "claim", rng.between(-5, 10), "done", rng.nextInt(2) == 0);
                        long t = System.nanoTime();
                        assertEquals(200, c.post("/api/table/sheet", body).status());
                        out.add(System.nanoTime() - t);
                        if (System.nanoTime() >= nextPoll) {
                            t = System.nanoTime();
                            assertEquals(200, c.get("/api/table/state").status());
                            out.add(System.nanoTime() - t);
                            nextPoll += 2_000_000_000L;
                        }
                        Thread.sleep(50);
                    }
                    return out;
                }));
            }
            List<Long> all = new ArrayList<>();
            for (Future<List<Long>> f : runs) all.addAll(f.get());
            return all.stream().mapToLong(Long::longValue).toArray();
        } finally {
            pool.shutdownNow();
        }
    }
}
