package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import pnp.cli.Json;
import pnp.random.Rng;

/**
 * Load on {@code pnp serve}'s score route, on loopback only: 50 concurrent clients send 10,000
 * {@code POST /api/ikes/score} requests (200 each; sheets drawn from 500 seeded random score-pad
 * sheets, valid and invalid, with claims), each waiting for its answer before the next. Prints
 * throughput and the p50, p99 and slowest latency; fails if any request does not answer 200.
 * Bounded: 10,000 requests and at most 120 s a client. Run:
 * mvn -B -q -Pbench test -Dtest='WebServerBench' -Dsurefire.failIfNoSpecifiedTests=false
 */
class WebServerBench {
    static final int CLIENTS = 50;
    static final int EACH = 200;

    @Test
    void tenThousandScoreRequestsFromFiftyClients() throws Exception {
        Rng rng = new Rng(1414);
        List<String> bodies = new ArrayList<>();
        for (int i = 0; i < 500; i++) bodies.add(Json.compact(RandomSheets.sheet(rng)));
        // fifty clients on one address: more connections than one client may hold by default
        Limits limits = new Limits(10_000, 30_000, 30_000, 2 * CLIENTS, 512, 4, 256, 8192);
        try (WebServer server = WebServer.start("127.0.0.1", 0, limits, line -> {
            throw new AssertionError(line);
        })) {
            URI uri = URI.create("http://127.0.0.1:" + server.port() + "/api/ikes/score");
            // warm up the JIT on the same route so the figures describe steady use
            run(uri, bodies, 10, 50);
            long start = System.nanoTime();
            long[] latencies = run(uri, bodies, CLIENTS, EACH);
            double secs = (System.nanoTime() - start) / 1e9;
            Arrays.sort(latencies);
            System.out.printf(
                    "WebServerBench: %d score requests from %d clients in %.2f s: %.0f requests/s;"
                            + " latency p50 %.1f ms, p99 %.1f ms, slowest %.1f ms; 0 failed%n",
                    latencies.length,
                    CLIENTS,
                    secs,
                    latencies.length / secs,
                    latencies[latencies.length / 2] / 1e6,
                    latencies[(int) (latencies.length * 0.99)] / 1e6,
                    latencies[latencies.length - 1] / 1e6);
        }
    }

    /** Each of {@code clients} threads sends {@code each} requests, one after the other; returns every latency in ns. */
    private static long[] run(URI uri, List<String> bodies, int clients, int each) throws Exception {
        HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        AtomicInteger failed = new AtomicInteger();
        List<Future<long[]>> futures = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            int client = c;
            futures.add(pool.submit(() -> {
                long[] out = new long[each];
                long deadline = System.nanoTime() + 120_000_000_000L;
                for (int i = 0; i < each && System.nanoTime() < deadline; i++) {
                    String body = bodies.get((client * each + i) % bodies.size());
                    HttpRequest req = HttpRequest.newBuilder(uri)
                            .timeout(Duration.ofSeconds(30))
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(body))
                            .build();
                    long t = System.nanoTime();
                    HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
                    out[i] = System.nanoTime() - t;
                    if (res.statusCode() != 200) failed.incrementAndGet();
                }
                return out;
            }));
        }
        List<Long> all = new ArrayList<>();
        for (Future<long[]> f : futures) for (long l : f.get()) all.add(l);
        pool.shutdown();
        assertEquals(0, failed.get(), "requests that did not answer 200");
        assertEquals((long) clients * each, all.stream().filter(l -> l > 0).count(), "every request answered in time");
        return all.stream().mapToLong(Long::longValue).toArray();
    }
}
