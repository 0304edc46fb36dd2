package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import pnp.web.WebServer;

/**
 * Photos against the table, on loopback only: twenty phones post the example photo at once (one
 * refused with 503 tries again a second later, until all twenty are read), while a pad asks
 * {@code /api/ikes/parse} and a phone polls the table's state, each every 100 ms. Prints the parse's and
 * the poll's p50, p99 and slowest latency and the photos' count of 503s; fails when either p99 is
 * 200 ms or more, or a parse or poll does not answer 200. Bounded: 120 s. Run:
 * mvn -B -q -Pbench test -Dtest='PhotoLoadBench' -Dsurefire.failIfNoSpecifiedTests=false
 */
class PhotoLoadBench {
    static final int PHOTOS = 20;

    @Test
    void aPadAndAPollAnswerWhileTwentyPhotosArrive() throws Exception {
        byte[] photo = Files.readAllBytes(Path.of("docs/ikes-photo-example.jpg"));
        String text = Files.readString(TableClient.SEEDS.resolve("ikes").resolve("contract-example.ikes"));
        StringBuilder log = new StringBuilder();
        TableMode mode = new TableMode();
        try (WebServer server = TableClient.start(mode, log)) {
            TableClient phone = new TableClient(server.port(), mode.token());
            assertEquals(200, phone.join("Poller").status());
            TableClient pad = new TableClient(server.port(), mode.token());
            // warm up the JIT on the same routes, photo reader included
            assertEquals(
                    200, pad.postBytes("/api/ikes/read", photo, "image/jpeg").status());
            for (int i = 0; i < 50; i++) {
                pad.post("/api/ikes/parse", Map.of("text", text));
                phone.get("/api/table/state");
            }
            ExecutorService pool = Executors.newFixedThreadPool(PHOTOS + 2);
            AtomicBoolean photosDone = new AtomicBoolean();
            AtomicInteger refused = new AtomicInteger();
            long deadline = System.nanoTime() + 120_000_000_000L;
            try {
                List<Future<?>> photos = new ArrayList<>();
                for (int i = 0; i < PHOTOS; i++)
                    photos.add(pool.submit(() -> {
                        TableClient c = new TableClient(server.port(), mode.token());
                        while (System.nanoTime() < deadline) {
                            int status = c.postBytes("/api/ikes/read", photo, "image/jpeg")
                                    .status();
                            if (status == 200) return null;
                            assertEquals(503, status);
                            refused.incrementAndGet();
                            Thread.sleep(1_000);
                        }
                        throw new AssertionError("a photo not read within the bench's bound");
                    }));
                Future<long[]> parses = pool.submit(() -> every100ms(
                        photosDone,
                        deadline,
                        () -> pad.post("/api/ikes/parse", Map.of("text", text)).status()));
                Future<long[]> polls = pool.submit(() -> every100ms(
                        photosDone,
                        deadline,
                        () -> phone.get("/api/table/state").status()));
                long start = System.nanoTime();
                for (Future<?> f : photos) f.get();
                double secs = (System.nanoTime() - start) / 1e9;
                photosDone.set(true);
                double parseP99 = report("parse", parses.get());
                double pollP99 = report("state poll", polls.get());
                System.out.printf(
                        "PhotoLoadBench: %d photos read in %.1f s, %d answers of 503 (tried again after 1 s)%n",
                        PHOTOS, secs, refused.get());
                assertTrue(parseP99 < 200, "parse p99 " + parseP99 + " ms");
                assertTrue(pollP99 < 200, "state poll p99 " + pollP99 + " ms");
            } finally {
                pool.shutdownNow();
            }
        }
        assertEquals("", log.toString());
    }

    interface Call {
        int status() throws Exception;
    }

    /** Calls every 100 ms until {@code done}; each call's latency in nanoseconds. */
    private static long[] every100ms(AtomicBoolean done, long deadline, Call call) throws Exception {
        List<Long> out = new ArrayList<>();
        while (!done.get() && System.nanoTime() < deadline) {
            long t = System.nanoTime();
            assertEquals(200, call.status());
            out.add(System.nanoTime() - t);
            Thread.sleep(100);
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    /** Prints p50, p99 and slowest of {@code latencies}; returns p99 in milliseconds. */
    private static double report(String what, long[] latencies) {
        Arrays.sort(latencies);
        double p99 = latencies[(int) (latencies.length * 0.99)] / 1e6;
        System.out.printf(
                "PhotoLoadBench: %s, %d requests: p50 %.1f ms, p99 %.1f ms, slowest %.1f ms%n",
                what,
                latencies.length,
                latencies[latencies.length / 2] / 1e6,
                p99,
                latencies[latencies.length - 1] / 1e6);
        return p99;
    }
}
