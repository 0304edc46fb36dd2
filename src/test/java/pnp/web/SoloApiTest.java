package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.testing.Cli;

/** Solo play through the API: the engine decides, and the log the server writes replays with {@code pnp ikes replay}. */
class SoloApiTest extends AgainstServer {

    @TempDir
    Path dir;

    /** The moves of seeds/ikes/solo-1-short.ikeslog, without comments. */
    static List<String> shortGame() throws Exception {
        List<String> moves = new ArrayList<>();
        for (String l : Files.readAllLines(Path.of("seeds/ikes/solo-1-short.ikeslog"))) {
            String m = l.replaceAll("#.*", "").trim();
            if (!m.isEmpty() && !m.startsWith("seed")) moves.add(m);
        }
        return moves;
    }

    @Test
    void aGamePlayedMoveByMoveReplaysToTheSameScore() throws Exception {
        List<String> moves = new ArrayList<>();
        JsonNode g =
                api.post("/api/ikes/solo", Map.of("seed", 1, "moves", moves)).json();
        // challenge 1, turn 1: dice 1 and 3, tile 1-3 (seeds/ikes.md); it fits with its one space anywhere empty
        assertEquals(1, g.get("turn").asInt());
        assertEquals("1-3", g.get("tile").get("id").asText());
        assertEquals(49, g.get("fits").size());
        for (String m : shortGame()) {
            moves.add(m);
            g = api.post("/api/ikes/solo", Map.of("seed", 1, "moves", moves)).json();
            assertFalse(g.has("error"), m + ": " + g.get("error"));
        }
        assertTrue(g.get("over").asBoolean());
        assertEquals(-7, g.get("score").get("score").asInt()); // the log's own comment: it scores -7
        Files.writeString(dir.resolve("game.ikeslog"), g.get("log").asText());
        Cli.Result cli = Cli.run(dir, "ikes", "replay", "--json", "game.ikeslog");
        assertEquals(0, cli.status(), cli.err());
        JsonNode replay = Json.MAPPER.readTree(cli.out());
        assertEquals(g.get("score").get("score"), replay.get("score"));
        assertEquals(g.get("score").get("route"), replay.get("route"));
        assertEquals(g.get("coins"), replay.get("coins"));
    }

    @Test
    void anIllegalMoveIsRefusedInTheEnginesWords() throws Exception {
        // turn 2 of challenge 1 rolls 1 and 2: a display of 1 in B1 touches the 1 in A1, so a reward is due
        JsonNode g = api.post(
                        "/api/ikes/solo",
                        Map.of("seed", 1, "moves", List.of("tile A1 display A1 1", "tile B1 display B1 1")))
                .json();
        assertEquals(
                "the display at B1 earns a reward (next to display 1 at A1): add 'reward coins', 'reward door CELL SIDE'"
                        + " or 'reward wall CELL SIDE'",
                g.get("error").asText());
        assertEquals(1, g.get("rejected").asInt());
        assertEquals(List.of("tile A1 display A1 1"), Json.MAPPER.convertValue(g.get("moves"), List.class));
        assertEquals(2, g.get("turn").asInt());
        JsonNode why = api.post(
                        "/api/ikes/solo/reward",
                        Map.of(
                                "seed",
                                1,
                                "moves",
                                List.of("tile A1 display A1 1"),
                                "anchor",
                                "B1",
                                "display",
                                "B1",
                                "face",
                                1))
                .json();
        assertEquals("next to display 1 at A1", why.get("reward").asText());
        JsonNode none = api.post(
                        "/api/ikes/solo/reward",
                        Map.of(
                                "seed",
                                1,
                                "moves",
                                List.of("tile A1 display A1 1"),
                                "anchor",
                                "D4",
                                "display",
                                "D4",
                                "face",
                                2))
                .json();
        assertTrue(none.get("reward").isNull());
    }

    @Test
    void theIllegalLogOfTheWorkedExamplesFailsWhereTheCliSaysItFails() throws Exception {
        Path log = Path.of("seeds/ikes/solo-1-illegal.ikeslog");
        List<String> moves = new ArrayList<>();
        for (String l : Files.readAllLines(log)) {
            String m = l.replaceAll("#.*", "").trim();
            if (!m.isEmpty() && !m.startsWith("seed")) moves.add(m);
        }
        JsonNode g =
                api.post("/api/ikes/solo", Map.of("seed", 1, "moves", moves)).json();
        Cli.Result cli = Cli.run(Path.of("").toAbsolutePath(), "ikes", "replay", "--json", log.toString());
        JsonNode want = Json.MAPPER.readTree(cli.out());
        assertEquals(want.get("reason").asText(), g.get("error").asText());
        assertEquals(want.get("turns").asInt() + 1, g.get("turn").asInt());
    }
}
