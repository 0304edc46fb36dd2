package pnp.web.table;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.cli.Json;
import pnp.random.Rng;
import pnp.testing.Cli;
import pnp.web.Extension;

/**
 * Seeded random live games of 2 to 6 players, driven through the table's API (its routes called as the
 * server calls them, without the network): the host rolls, each phone plays a random move from what the
 * state shows it (where its tile fits, and the reward the table asks for), the roller rerolls and keeps now
 * and then, a player now and then stops or plays on paper. At the end every phone's log, run through {@code pnp ikes replay --json}, gives the
 * table's score.
 */
class LiveRandomPlayTest {
    private Table table;
    private TableApi api;
    /** What the games reached, over one run of games: reroll lines, cafeteria lines and players on paper. */
    private int rerolls;

    private int cafeterias;
    private int onPaper;

    private JsonNode call(String method, String route, String key, Object body) {
        HttpFields.Mutable headers = HttpFields.build().add("Content-Type", "application/json");
        if (key != null) headers.add(TableApi.PLAYER_HEADER, key);
        String path = route.contains("?") ? route.substring(0, route.indexOf('?')) : route;
        String query = route.contains("?") ? route.substring(route.indexOf('?') + 1) : null;
        byte[] bytes = body == null ? new byte[0] : Json.compact(body).getBytes(StandardCharsets.UTF_8);
        Extension.Answer a = api.answer(
                new Extension.Call(method, "/api/table/" + path, query, headers, key == null, "127.0.0.1", bytes));
        if (a.json() != null) return Json.MAPPER.valueToTree(a.json());
        return Json.MAPPER.getNodeFactory().textNode(new String(a.bytes(), StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "games from seed {0}")
    @ValueSource(longs = {1})
    void randomLiveGamesEndWithTheScoresTheirLogsReplayTo(long from, @TempDir Path dir) throws Exception {
        for (long seed = from; seed < from + 50; seed++) play(seed, dir);
        assertTrue(rerolls >= 10 && cafeterias >= 50 && onPaper >= 5, rerolls + " " + cafeterias + " " + onPaper);
    }

    private void play(long seed, Path dir) throws Exception {
        table = new Table();
        api = new TableApi(table, new JoinLimit(1000, System::nanoTime));
        Rng rng = new Rng(seed * 7 + 1);
        int n = rng.between(2, 6);
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < n; i++)
            keys.add(call("POST", "join", null, Map.of("name", "P" + (i + 1)))
                    .get("key")
                    .asText());
        call("POST", "new", null, Map.of("game", "live", "seed", seed));
        if (rng.nextInt(3) == 0) call("POST", "doors", null, Map.of());
        List<Integer> paper = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int pick = rng.nextInt(12);
            if (pick == 0) {
                call("POST", "live", keys.get(i), Map.of("paper", true));
                paper.add(i + 1);
            } else if (pick > 2) {
                String[] d = {"A4 W", "G4 E", "D1 N", "D7 S", "A1 W", "G7 S"};
                int a = rng.nextInt(d.length);
                int b = (a + 1 + rng.nextInt(d.length - 1)) % d.length;
                // a seat that already has the table's doors keeps them only until it draws its own
                call("POST", "live", keys.get(i), Map.of("entrance", d[a], "exit", d[b]));
            }
        }
        JsonNode state = call("GET", "state", null, null);
        int guard = 0;
        while (!state.get("live").get("over").asBoolean()) {
            assertTrue(++guard < 3000, "seed " + seed + ": the game does not end");
            JsonNode live = state.get("live");
            if (live.get("phase").asText().equals("roll")) {
                state = live.get("turn").asInt() >= 60
                        ? call("POST", "end", null, Map.of())
                        : call("POST", "roll", null, Map.of());
                continue;
            }
            JsonNode waiting = live.get("waiting");
            int player = waiting.get(rng.nextInt(waiting.size())).asInt();
            String key = keys.get(player - 1);
            JsonNode mine = call("GET", "state", key, null).get("mine");
            state = play(key, mine, rng);
        }
        for (int p = 1; p <= n; p++) {
            if (paper.contains(p)) {
                onPaper++;
                continue;
            }
            String log = call("GET", "log?player=" + p, null, null).asText();
            rerolls += log.split("\nreroll ", -1).length - 1;
            cafeterias += log.split("\ncafeteria ", -1).length - 1;
            Path file = dir.resolve("s" + seed + "p" + p + ".ikeslog");
            Files.writeString(file, log);
            Cli.Result r = Cli.run(dir, "ikes", "replay", file.getFileName().toString(), "--json");
            assertEquals(0, r.status(), "seed " + seed + " player " + p + ": " + r.err() + "\n" + log);
            int replayed = Json.MAPPER.readTree(r.out()).get("score").asInt();
            JsonNode seat = null;
            for (JsonNode s : state.get("players")) if (s.get("id").asInt() == p) seat = s;
            assertNotNull(seat);
            assertEquals(replayed, seat.get("score").asInt(), "seed " + seed + " player " + p + "\n" + log);
        }
    }

    /**
     * What a phone does, from what the state tells it: the roller's reroll or keep now and then, a stop one
     * time in 30, else a tile on a fitting anchor with its display on one of its spaces (taking a reward when
     * the table says one is earned), or where the tile fits nowhere a cafeteria, or stopping.
     */
    private JsonNode play(String key, JsonNode mine, Rng rng) {
        if (mine.get("canReroll").asBoolean() && rng.nextInt(3) > 0) {
            return post(key, rng.nextInt(3) == 0 ? "keep" : rng.nextBoolean() ? "reroll light" : "reroll dark");
        }
        if (rng.nextInt(30) == 0 || !LivePhone.hasDoors(mine)) return post(key, "stop");
        String move = LivePhone.tile(mine, rng);
        if (move == null) {
            for (int tries = 0; tries < 30; tries++) {
                int c = rng.nextInt(6);
                int r = rng.nextInt(7);
                JsonNode s = tryPost(key, "cafeteria " + LivePhone.cell(c, r) + " " + LivePhone.cell(c + 1, r));
                if (s != null) return s;
            }
            return post(key, "stop");
        }
        JsonNode s = tryPost(key, move);
        return s != null ? s : post(key, move + " reward coins");
    }

    private JsonNode post(String key, String move) {
        return call("POST", "live", key, Map.of("move", move));
    }

    /** The state after the move, or null when the rules refuse it (409). */
    private JsonNode tryPost(String key, String move) {
        try {
            return post(key, move);
        } catch (pnp.web.BadRequest e) {
            assertEquals(409, e.status(), move + ": " + e.getMessage());
            return null;
        }
    }
}
