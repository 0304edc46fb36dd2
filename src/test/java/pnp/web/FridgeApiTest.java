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
import pnp.random.Rng;
import pnp.testing.Cli;

/** {@code POST /api/fridge/score} against {@code pnp fridge score --json}: the same scores, the same positioned messages. */
class FridgeApiTest extends AgainstServer {
    private static final String ROUTE = "/api/fridge/score";
    private static final List<String> COLORS = List.of("red", "blue", "green", "yellow");

    @TempDir
    Path dir;

    @Test
    void theContractExampleScoresRed3Blue1() throws Exception {
        String text = Files.readString(Path.of("seeds/fridge/example.fridge"));
        JsonNode r = api.post(ROUTE, Map.of("text", text)).json();
        assertTrue(r.get("ok").asBoolean());
        // formats/fridge.md: red 1 capture + 1 infiltration + 1 bonus (chain base-a, a-b: b is broken) = 3; blue 1
        // capture
        JsonNode red = r.get("score").get("players").get(0);
        assertEquals(3, red.get("total").asInt());
        assertEquals(1, r.get("score").get("players").get(1).get("total").asInt());
        assertEquals(
                List.of("base-a", "a-b"),
                List.of(
                        red.get("chain").get(0).asText(),
                        red.get("chain").get(1).asText()));
        // the chain's bars by number, in the order walked: bar 0 "bar 1 base a", bar 1 "bar 2 a b"
        assertEquals(
                List.of(0, 1),
                List.of(
                        r.get("chainBars").get("red").get(0).asInt(),
                        r.get("chainBars").get("red").get(1).asInt()));
        assertEquals("red", r.get("score").get("winners").get(0).asText());
        assertEquals(5, r.get("players").get(0).get("bars").size());
        assertEquals(
                "x",
                r.get("players").get(0).get("crosses").get(0).get("junction").asText());
        // the writer's text: comments dropped; the writer's text reads back to itself exactly
        String written = r.get("text").asText();
        assertEquals(
                written,
                api.post(ROUTE, Map.of("text", written)).json().get("text").asText());
        assertTrue(written.startsWith("player red\nbar 1 base a\n"), written);
    }

    @Test
    void everyWorkedExampleScoresAsTheCliDoes() throws Exception {
        List<Path> files;
        try (var s = Files.list(Path.of("seeds/fridge"))) {
            files = s.filter(p -> p.toString().endsWith(".fridge")).sorted().toList();
        }
        assertTrue(files.size() >= 2, "worked examples: " + files);
        for (Path f : files) {
            JsonNode r = api.post(ROUTE, Map.of("text", Files.readString(f))).json();
            Cli.Result cli = Cli.run(Path.of("").toAbsolutePath(), "fridge", "score", "--json", f.toString());
            assertEquals(0, cli.status(), f.toString());
            assertEquals(Json.MAPPER.readTree(cli.out()), r.get("score"), f.toString());
        }
    }

    @Test
    void randomPositionsScoreAndFailAsTheCliDoes() throws Exception {
        Rng rng = new Rng(2027);
        int valid = 0;
        int invalid = 0;
        for (int i = 0; i < 200; i++) {
            if (agreesWithCli(ROUTE, "fridge", dir, "position.fridge", position(rng))) valid++;
            else invalid++;
        }
        assertTrue(valid >= 40 && invalid >= 40, "valid " + valid + ", invalid " + invalid);
    }

    @Test
    void aBadLineIsRefusedWithItsPosition() throws Exception {
        JsonNode r = api.post(ROUTE, Map.of("text", "player red\nbar 3 a b\n")).json();
        assertFalse(r.get("ok").asBoolean());
        // line 2 "bar 3 a b": the length is the second word, column 5
        assertEquals(2, r.get("problems").get(0).get("line").asInt());
        assertEquals(5, r.get("problems").get(0).get("column").asInt());
        assertEquals(
                "bar length '3': bars are 1, 2 or 4 inches",
                r.get("problems").get(0).get("message").asText());
        assertEquals(400, api.post(ROUTE, Map.of()).status());
        assertEquals(400, api.post(ROUTE, Map.of("text", "x", "more", 1)).status());
    }

    /** 2 to 4 players, each a few bars grown from its base over a handful of junctions, and a few crossings. */
    private static String position(Rng rng) {
        int n = 2 + rng.nextInt(3);
        StringBuilder b = new StringBuilder();
        for (int p = 0; p < n; p++) {
            b.append("player ").append(COLORS.get(p)).append('\n');
            List<String> touched = new ArrayList<>(List.of("base"));
            int bars = rng.nextInt(8);
            // mostly 1- and 2-inch bars (a 1-inch and a 4-inch bar may not share a junction), so most positions are
            // valid
            int[] lengths = rng.nextInt(4) > 0 ? new int[] {1, 2} : new int[] {1, 2, 4};
            // a bar laid on another (same length, same ends) is an error: the generator lays each once
            java.util.Set<String> laid = new java.util.HashSet<>();
            for (int k = 0; k < bars; k++) {
                String from = rng.pick(touched);
                String to = rng.nextInt(6) == 0 ? "@" + COLORS.get(rng.nextInt(n)) : "j" + rng.nextInt(6);
                if (to.equals("@" + COLORS.get(p)) && rng.nextInt(4) > 0) to = "j0";
                int length = k == 0 && rng.nextInt(4) > 0 ? 1 : lengths[rng.nextInt(lengths.length)];
                String key = length + " " + (from.compareTo(to) < 0 ? from + " " + to : to + " " + from);
                if (!laid.add(key)) continue;
                b.append("bar ")
                        .append(length)
                        .append(' ')
                        .append(from)
                        .append(' ')
                        .append(to)
                        .append('\n');
                if (!to.startsWith("@") && !touched.contains(to)) touched.add(to);
            }
            if (rng.nextInt(3) == 0) {
                b.append("cross ").append(COLORS.get((p + 1 + rng.nextInt(rng.nextInt(4) == 0 ? n : n - 1)) % n));
                if (rng.nextBoolean()) b.append(" j").append(rng.nextInt(6));
                b.append('\n');
            }
            if (p + 1 < n) b.append('\n');
        }
        return b.toString();
    }
}
