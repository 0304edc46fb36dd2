package pnp.web.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pnp.random.Rng;

/**
 * Seeded random use of a table-mode server, as a table of careless or hostile phones would use it:
 * every route with every method, the token and player keys present, missing, wrong or another
 * player's, joins with odd names past the seat and rate limits, sheets, move lists and positions that
 * are right, mutated or random text, bodies of the wrong JSON shape, rounds of every game and none,
 * saved tables reopened whole and mutated. Every answer must be one the routes promise (never a 5xx),
 * every error one line of JSON, the server log empty; then the table still saves, reopens to the same
 * players and takes a new player's sheet. {@code -Dweb.table.fuzz=N} requests (default 1,500).
 */
class TableFuzzTest extends AgainstTable {
    static final int REQUESTS = Integer.getInteger("web.table.fuzz", 1_500);
    static final Set<Integer> PROMISED = Set.of(200, 400, 401, 403, 404, 405, 409, 413, 415, 422, 429);
    static final Set<String> GETS = Set.of("state", "export.csv", "export.json", "save", "log", "qr.svg");
    static final List<String> ROUTES = List.of(
            "state",
            "export.csv",
            "export.json",
            "save",
            "log",
            "qr.svg",
            "join",
            "sheet",
            "solo",
            "position",
            "new",
            "open",
            "nothing",
            "../state",
            "state/",
            "STATE");

    @Test
    void randomUseBreaksNoPromise() throws Exception {
        Rng rng = new Rng(32);
        List<String> texts = texts();
        List<TableClient> phones = new ArrayList<>(List.of(host));
        Map<String, Integer> outcomes = new TreeMap<>();
        for (int i = 0; i < REQUESTS; i++) {
            TableClient c = phone(rng, phones);
            String route = rng.pick(ROUTES);
            String path = "/api/table/" + route + (route.equals("log") ? "?player=" + rng.between(-1, 14) : "");
            TableClient.Reply r;
            boolean reads = GETS.contains(route);
            int roll = rng.nextInt(20);
            int how = roll < 2 ? 0 : roll < 4 ? 1 : reads && roll < 17 ? 0 : 2; // 0 GET, 1 HEAD, 2 POST
            if (how == 0) r = c.get(path);
            else if (how == 1) r = c.head(path);
            else if (route.equals("join") && rng.nextInt(3) > 0) {
                TableClient p = new TableClient(server.port(), rng.nextInt(8) == 0 ? "wrong" : mode.token());
                r = p.join(name(rng));
                if (r.status() == 200) phones.add(p);
            } else r = c.post(path, body(rng, route, texts));
            outcomes.merge(Integer.toString(r.status()), 1, Integer::sum);
            assertTrue(PROMISED.contains(r.status()), path + " answered " + r.status() + ": " + r.body());
            if (r.status() >= 400 && how != 1) {
                assertTrue(r.json() != null && r.json().size() == 1 && r.json().has("error"), r.body());
                assertTrue(!r.body().contains("\n") && !r.body().contains("Exception"), r.body());
            }
        }
        System.out.println("TableFuzzTest: " + REQUESTS + " requests, " + (phones.size() - 1) + " joined, " + outcomes);
        afterwardsTheTableStillWorks();
    }

    private void afterwardsTheTableStillWorks() throws Exception {
        TableClient.Reply state = host.get("/api/table/state");
        assertEquals(200, state.status(), state.body());
        TableClient.Reply saved = host.get("/api/table/save");
        assertEquals(200, saved.status(), saved.body());
        TableClient.Reply reopened = host.post("/api/table/open", saved.body());
        assertEquals(200, reopened.status(), reopened.body());
        assertEquals(
                state.json().path("players").size(),
                host.get("/api/table/state").json().path("players").size());
        TableClient.Reply round = host.newRound("ikes", null);
        assertEquals(200, round.status(), round.body());
        TableClient late = new TableClient(server.port(), mode.token());
        TableClient.Reply joined = late.join("Late " + System.nanoTime() % 1000);
        if (joined.status() == 200)
            assertEquals(200, late.sheet("contract-example.ikes", true).status());
        else
            assertTrue(Set.of(409, 429).contains(joined.status()), joined.body()); // the table is full, or joins paused
    }

    private TableClient phone(Rng rng, List<TableClient> phones) {
        TableClient c = rng.pick(phones);
        return switch (rng.nextInt(12)) {
            case 0 -> new TableClient(server.port(), null); // no token
            case 1 -> new TableClient(server.port(), "0".repeat(32)); // a guessed token
            case 2 -> { // another player's key on this phone
                TableClient t = new TableClient(server.port(), mode.token());
                t.key = rng.pick(phones).key;
                yield t;
            }
            case 3 -> {
                TableClient t = new TableClient(server.port(), mode.token());
                t.key = "k" + rng.nextLong();
                yield t;
            }
            default -> c;
        };
    }

    private static String name(Rng rng) {
        return switch (rng.nextInt(7)) {
            case 0 -> "";
            case 1 -> "x".repeat(rng.between(20, 40));
            case 2 -> "Ana";
            case 3 -> "\u0000\u202e<script>";
            case 4 -> "  ";
            default -> "P" + rng.nextInt(50) + (rng.nextBoolean() ? " \u00e9\u7dd1" : "");
        };
    }

    private static Object body(Rng rng, String route, List<String> texts) {
        int kind = rng.nextInt(8);
        if (kind == 0)
            return rng.pick(List.of(
                    "", "null", "[]", "{", "{\"text\": 5}", "{\"moves\": \"a\"}", "7", "{\"a\":" + "[".repeat(300)));
        if (kind == 1) return mutate(rng, rng.pick(texts));
        Map<String, Object> b = new LinkedHashMap<>();
        String text = rng.nextInt(3) == 0 ? mutate(rng, rng.pick(texts)) : rng.pick(texts);
        switch (route) {
            case "join" -> b.put("name", name(rng));
            case "sheet" -> {
                b.put("text", text);
                if (rng.nextBoolean()) b.put("claim", rng.between(-150, 150));
                b.put("done", rng.nextBoolean());
            }
            case "solo" -> {
                List<String> moves = new ArrayList<>();
                for (String line : text.split("\n"))
                    if (rng.nextInt(4) > 0) moves.add(line.replaceAll("#.*", "").strip());
                b.put("moves", moves);
            }
            case "position" -> b.put("text", text);
            case "new" -> {
                b.put("game", rng.pick(List.of("ikes", "solo", "fridge", "bridgewars", "freezetag", "IKES", "")));
                if (rng.nextBoolean()) b.put("seed", rng.pick(List.of(1L, 5L, 365L, 0L, -3L, Long.MAX_VALUE)));
                if (rng.nextInt(3) == 0)
                    b.put("date", rng.pick(List.of("2026-11-26", "2026-02-30", "tomorrow", "9999-12-31")));
            }
            default -> b.put("text", text);
        }
        return b;
    }

    private static String mutate(Rng rng, String s) {
        StringBuilder b = new StringBuilder(s);
        for (int k = rng.between(1, 6); k > 0 && b.length() > 0; k--) {
            int at = rng.nextInt(b.length());
            switch (rng.nextInt(3)) {
                case 0 -> b.deleteCharAt(at);
                case 1 -> b.insert(at, (char) rng.between(0, 0x3000));
                default -> b.setLength(at);
            }
        }
        return b.toString();
    }

    /** The seeds' sheets, move logs and positions of every game played at a table. */
    private static List<String> texts() throws IOException {
        List<String> out = new ArrayList<>();
        for (String game : List.of("ikes", "fridge", "bridge-wars")) {
            try (Stream<Path> files = Files.list(Path.of("seeds", game))) {
                for (Path f : files.sorted().toList()) out.add(Files.readString(f));
            }
        }
        return out;
    }
}
