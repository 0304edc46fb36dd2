package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.testing.Cli;

/** {@code POST /api/bridgewars/score} against {@code pnp bridgewars score --json}. */
class BridgeWarsApiTest extends AgainstServer {
    private static final String ROUTE = "/api/bridgewars/score";

    @TempDir Path dir;

    @Test
    void everyWorkedExampleScoresAsTheCliDoesAndRoundTrips() throws Exception {
        List<Path> files;
        try (var s = Files.list(Path.of("seeds/bridge-wars"))) {
            files = s.filter(p -> p.toString().endsWith(".bridge")).sorted().toList();
        }
        assertEquals(2, files.size(), files.toString());
        for (Path f : files) {
            JsonNode r = api.post(ROUTE, Map.of("text", Files.readString(f))).json();
            assertTrue(r.get("ok").asBoolean(), f.toString());
            Cli.Result cli = Cli.run(Path.of("").toAbsolutePath(), "bridgewars", "score", "--json", f.toString());
            assertEquals(Json.MAPPER.readTree(cli.out()), r.get("score"), f.toString());
            assertEquals(11, r.get("grid").size());
            String written = r.get("text").asText();
            assertEquals(written, api.post(ROUTE, Map.of("text", written)).json().get("text").asText());
        }
    }

    @Test
    void aBadCodeIsShownOnItsHoleWithTheCliMessage() throws Exception {
        // two-players.bridge with row 6's f6 (the 6th code) made 'Q', a letter no corner claims
        String text = Files.readString(Path.of("seeds/bridge-wars/two-players.bridge"))
                .replace(" 6   R R R - - R - - B B B", " 6   R R R - - Q - - B B B");
        Files.writeString(dir.resolve("board.bridge"), text);
        Cli.Result cli = Cli.run(dir, "bridgewars", "score", "board.bridge");
        JsonNode r = api.post(ROUTE, Map.of("text", text)).json();
        assertFalse(r.get("ok").asBoolean());
        JsonNode p = r.get("problems").get(0);
        assertEquals(cli.err().lines().findFirst().orElseThrow(),
                "pnp: board.bridge:" + p.get("line").asInt() + ":" + p.get("column").asInt() + ": " + p.get("message").asText());
        assertEquals("f6", p.get("cell").asText());
    }
}
