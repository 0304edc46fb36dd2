package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
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
 * Load of a live game on loopback only: eight phones play a whole live Ike's game (seed 11) over HTTP,
 * each asking for the state every 200 ms (ten times as often as the phone page) and playing a random
 * fitting tile as soon as the state says it is to play; the host rolls as soon as everyone has played.
 * Prints every request's p50, p99 and slowest latency, and fails when p99 is over 100 ms or a request
 * answers other than 200 or 409 (a refused move). Bounded: 40 rolls, then the host ends the game. Run:
 * mvn -B -q -Pbench test -Dtest='LiveTableBench' -Dsurefire.failIfNoSpecifiedTests=false
 */
class LiveTableBench {
    static final int PHONES = 8;

    @Test
    void eightPhonesPlayAWholeLiveGame() throws Exception {
        StringBuilder log = new StringBuilder();
        TableMode warm = new TableMode();
        try (WebServer server = TableClient.start(warm, log)) {
            game(server, warm, 3); // warm up the JIT on the same routes
        }
        TableMode mode = new TableMode();
        try (WebServer server = TableClient.start(mode, log)) {
            long start = System.nanoTime();
            long[] latencies = game(server, mode, 11);
            double secs = (System.nanoTime() - start) / 1e9;
            Arrays.sort(latencies);
            double p99 = latencies[(int) (latencies.length * 0.99)] / 1e6;
            System.out.printf(
                    "LiveTableBench: %d phones, a whole game, %d requests in %.1f s; latency p50 %.1f ms, p99 %.1f ms,"
                            + " slowest %.1f ms%n",
                    PHONES,
                    latencies.length,
                    secs,
                    latencies[latencies.length / 2] / 1e6,
                    p99,
                    latencies[latencies.length - 1] / 1e6);
            assertTrue(p99 < 100, "p99 " + p99 + " ms");
        }
        assertEquals("", log.toString());
    }

    private static long[] game(WebServer server, TableMode mode, long seed) throws Exception {
        TableClient host = new TableClient(server.port(), mode.token());
        List<TableClient> phones = new ArrayList<>();
        for (int i = 0; i < PHONES; i++) {
            TableClient c = new TableClient(server.port(), mode.token());
            TableClient.Reply j = c.join("Phone " + seed + "-" + (i + 1));
            assertEquals(200, j.status(), j.body());
            phones.add(c);
        }
        assertEquals(200, host.newRound("live", seed).status());
        assertEquals(200, host.post("/api/table/doors", Map.of()).status());
        ExecutorService pool = Executors.newFixedThreadPool(PHONES);
        List<Long> all = new ArrayList<>();
        try {
            List<Future<List<Long>>> runs = new ArrayList<>();
            for (int i = 0; i < PHONES; i++) {
                TableClient c = phones.get(i);
                Rng rng = new Rng(seed * 100 + i);
                runs.add(pool.submit(() -> phone(c, rng)));
            }
            while (true) {
                long t = System.nanoTime();
                JsonNode live = host.get("/api/table/state").json().get("live");
                all.add(System.nanoTime() - t);
                if (live.get("over").asBoolean()) break;
                if (live.get("phase").asText().equals("roll")) {
                    t = System.nanoTime();
                    int status = host.post(
                                    live.get("turn").asInt() >= 40 ? "/api/table/end" : "/api/table/roll", Map.of())
                            .status();
                    all.add(System.nanoTime() - t);
                    assertEquals(200, status);
                }
                Thread.sleep(50);
            }
            for (Future<List<Long>> f : runs) all.addAll(f.get());
        } finally {
            pool.shutdownNow();
        }
        return all.stream().mapToLong(Long::longValue).toArray();
    }

    /** One phone: the state every 200 ms, and a random fitting tile (coins when a reward is asked) when it is to play. */
    private static List<Long> phone(TableClient c, Rng rng) throws Exception {
        List<Long> out = new ArrayList<>();
        while (true) {
            long t = System.nanoTime();
            TableClient.Reply r = c.get("/api/table/state");
            out.add(System.nanoTime() - t);
            assertEquals(200, r.status());
            JsonNode live = r.json().get("live");
            if (live.get("over").asBoolean()) return out;
            JsonNode mine = r.json().get("mine");
            if (mine.get("toPlay").asBoolean() && !mine.get("canReroll").asBoolean()) {
                String tile = LivePhone.tile(mine, rng);
                String move = tile == null ? "stop" : tile;
                for (String m : new String[] {move, move + " reward coins", "stop"}) {
                    t = System.nanoTime();
                    TableClient.Reply p = c.post("/api/table/live", Map.of("move", m));
                    out.add(System.nanoTime() - t);
                    assertTrue(p.status() == 200 || p.status() == 409, p.body());
                    if (p.status() == 200) break;
                }
            } else if (mine.get("canReroll").asBoolean()) {
                t = System.nanoTime();
                assertEquals(
                        200, c.post("/api/table/live", Map.of("move", "keep")).status());
                out.add(System.nanoTime() - t);
            }
            Thread.sleep(200);
        }
    }
}
