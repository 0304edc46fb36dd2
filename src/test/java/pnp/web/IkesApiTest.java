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

/** The score pad's API against a running server gives what {@code pnp ikes score} and {@code pnp ikes check} give. */
class IkesApiTest extends AgainstServer {

    @TempDir
    Path dir;

    @Test
    void theContractExampleScores6With54Routes() throws Exception {
        JsonNode r = api.post(
                        "/api/ikes/parse",
                        Map.of("text", Files.readString(Path.of("seeds/ikes/contract-example.ikes"))))
                .json();
        assertTrue(r.get("valid").asBoolean());
        JsonNode s = r.get("score");
        // seeds/ikes.md: A4 B4 B3 C3 C2 D2 then E2 E3 E4 F4 G4; displays B4 B3 C2 E3 E4 F4 = 6, no empty space
        assertEquals(6, s.get("score").asInt());
        assertEquals(54, s.get("tiedRoutes").asInt());
        assertEquals(-4, s.get("worstScore").asInt());
        assertEquals(
                List.of(5, 4),
                List.of(
                        s.get("legs").get(0).get("steps").asInt(),
                        s.get("legs").get(1).get("steps").asInt()));
        assertTrue(s.get("claimMatches").asBoolean());
        // the pad's form of the sheet scores the same and exports the same text
        JsonNode again = api.post("/api/ikes/score", Json.MAPPER.treeToValue(r.get("sheet"), SheetIn.class))
                .json();
        assertEquals(r.get("text").asText(), again.get("text").asText());
        assertEquals(6, again.get("score").get("score").asInt());
    }

    @Test
    void everyWorkedExampleScoresAsTheCliDoes() throws Exception {
        List<Path> files;
        try (var s = Files.list(Path.of("seeds/ikes"))) {
            files = s.filter(p -> p.toString().endsWith(".ikes")).sorted().toList();
        }
        assertTrue(files.size() >= 5, "worked examples: " + files);
        for (Path f : files) {
            JsonNode r = api.post("/api/ikes/parse", Map.of("text", Files.readString(f)))
                    .json();
            Cli.Result cli = Cli.run(Path.of("").toAbsolutePath(), "ikes", "score", "--json", f.toString());
            JsonNode want = Json.MAPPER.readTree(cli.out());
            sameScore(want, r.get("score"), f.toString());
        }
    }

    @Test
    void randomSheetsScoreAndCheckAsTheCliDoes() throws Exception {
        Rng rng = new Rng(2026);
        int valid = 0;
        int invalid = 0;
        for (int i = 0; i < 300; i++) {
            SheetIn in = RandomSheets.sheet(rng);
            JsonNode r = api.post("/api/ikes/score", in).json();
            Path file = dir.resolve("sheet.ikes");
            Files.writeString(file, r.get("text").asText());
            if (r.get("valid").asBoolean()) {
                valid++;
                Cli.Result cli = Cli.run(dir, "ikes", "score", "--json", "sheet.ikes");
                sameScore(
                        Json.MAPPER.readTree(cli.out()),
                        r.get("score"),
                        r.get("text").asText());
                if (in.claim() != null)
                    assertEquals(
                            cli.status() == 0,
                            r.get("score").get("claimMatches").asBoolean());
            } else {
                invalid++;
                Cli.Result cli = Cli.run(dir, "ikes", "check", "sheet.ikes");
                assertEquals(2, cli.status());
                List<String> lines = new ArrayList<>(cli.err().lines().toList());
                lines.remove(lines.size() - 1); // "pnp: sheet.ikes: N problems"
                List<String> ours = new ArrayList<>();
                for (JsonNode p : r.get("problems")) {
                    ours.add("pnp: sheet.ikes:" + p.get("line").asInt() + ":"
                            + p.get("column").asInt() + ": " + p.get("message").asText());
                }
                assertEquals(lines, ours, r.get("text").asText());
            }
        }
        assertTrue(valid >= 150 && invalid >= 40, "valid " + valid + ", invalid " + invalid);
    }

    @Test
    void aProblemIsShownOnTheSpaceItConcerns() throws Exception {
        SheetIn in = new SheetIn(
                List.of("-------", "-.3@@--", "-3..5--", ".1.-55.", "--.2.--", "-------", "-------"),
                List.of("C4 E", "D4 N"),
                List.of("E4 N"),
                "A4 W",
                "G4 E",
                null,
                null,
                null);
        JsonNode r = api.post("/api/ikes/score", in).json();
        assertFalse(r.get("valid").asBoolean());
        // D4 is '-' but has a wall (line 13 "wall D4 N"), and E4 has a doorway in no wall (line 14 "door E4 N")
        assertEquals("D4", r.get("problems").get(0).get("cell").asText());
        assertEquals(
                "D4 is marked '-' (empty) in the grid but has a wall segment; a space with a wall is occupied: mark it '.' or"
                        + " with its display",
                r.get("problems").get(0).get("message").asText());
        assertEquals("E4", r.get("problems").get(1).get("cell").asText());
        assertEquals(2, r.get("problems").size());
    }

    @Test
    void aWrongClaimIsExplainedAsTheCliExplainsIt() throws Exception {
        String text =
                Files.readString(Path.of("seeds/ikes/contract-example.ikes")).replace("claim 6", "claim -4");
        JsonNode s = api.post("/api/ikes/parse", Map.of("text", text)).json().get("score");
        Files.writeString(dir.resolve("c.ikes"), text);
        JsonNode cli = Json.MAPPER.readTree(
                Cli.run(dir, "ikes", "score", "--json", "c.ikes").out());
        assertFalse(s.get("claimMatches").asBoolean());
        assertEquals(cli.get("slips"), s.get("slips"));
        assertEquals(cli.get("claimRoute"), s.get("claimRoute"));
        assertTrue(
                s.get("slips").get(0).asText().startsWith("a tied route scores -4"),
                s.get("slips").toString());
    }

    private static void sameScore(JsonNode want, JsonNode got, String what) {
        for (String k : List.of(
                "score",
                "grade",
                "reachable",
                "route",
                "displays",
                "empty",
                "legs",
                "tiedRoutes",
                "worstScore",
                "worstRoute",
                "contributions",
                "claim",
                "claimMatches",
                "slips",
                "claimRoute",
                "problem")) {
            assertEquals(want.get(k), got.get(k), k + " of " + what);
        }
    }
}
