package pnp.ikes.commands;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.ikes.sheets.ScorePdf;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

class ScoreCommandTest {
    @TempDir
    Path dir;

    private Path copy(String name) throws Exception {
        Path p = dir.resolve(name);
        Files.copy(Path.of("seeds/ikes", name), p);
        return p;
    }

    @Test
    void scoresTheContractExampleAsText() throws Exception {
        copy("contract-example.ikes");
        Cli.Result r = Cli.run(dir, "ikes", "score", "contract-example.ikes");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("contract-example.ikes: score 6 (respectable)"), r.out());
        assertTrue(r.out().contains("54 routes meet the rule; they score from -4 to 6"), r.out());
        assertTrue(r.out().contains("A4 -> D2   5 steps"), r.out());
        assertTrue(r.out().contains("E2 -> G4   4 steps"), r.out());
        // the drawing: the route marked on row 4, C4's east wall closed, E4's north wall with a doorway
        assertTrue(r.out().contains("  4 >[.] [1]  . | -  [5] [5] [.]>"), r.out());
        assertTrue(r.out().contains("+- -+"), r.out());
        assertTrue(r.out().contains("claim 6: matches"), r.out());
    }

    @Test
    void jsonHasTheContractKeys() throws Exception {
        copy("contract-example.ikes");
        Cli.Result r = Cli.run(dir, "ikes", "score", "contract-example.ikes", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        List<String> keys = new ArrayList<>();
        j.fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("score", "grade", "reachable", "route"), keys.subList(0, 4), r.out());
        assertEquals(6, j.get("score").asInt());
        assertEquals("respectable", j.get("grade").asText());
        assertTrue(j.get("reachable").asBoolean());
        assertEquals("A4", j.get("route").get(0).asText());
        assertEquals(6, j.get("displays").asInt());
        assertEquals(0, j.get("empty").asInt());
        assertEquals(54, j.get("tiedRoutes").asInt());
        assertEquals(-4, j.get("worstScore").asInt());
        assertEquals(6, j.get("claim").asInt());
        assertTrue(j.get("claimMatches").asBoolean());
        JsonNode legs = j.get("legs");
        assertEquals("A4", legs.get(0).get("from").asText());
        assertEquals("D2", legs.get(0).get("to").asText());
        assertEquals(5, legs.get(0).get("steps").asInt());
        JsonNode last = legs.get(legs.size() - 1);
        assertEquals("E2", last.get("from").asText());
        assertEquals("G4", last.get("to").asText());
        assertEquals(4, last.get("steps").asInt());
        assertEquals("G4", j.get("route").get(j.get("route").size() - 1).asText(), "the route ends at the exit space");
    }

    @Test
    void wrongClaimExitsOneAndExplains() throws Exception {
        copy("contract-example.ikes");
        Cli.Result r = Cli.run(dir, "ikes", "score", "contract-example.ikes", "--claim", "4");
        assertEquals(1, r.status());
        assertTrue(r.out().contains("claim 4: does NOT match; the sheet scores 6"), r.out());
        assertTrue(r.out().contains("a tied route scores 4"), r.out());
        assertTrue(r.out().contains("the route that scores 4, leg by leg:"), r.out());
        Cli.Result high = Cli.run(dir, "ikes", "score", "contract-example.ikes", "--claim", "9", "--json");
        assertEquals(1, high.status());
        JsonNode h = Json.MAPPER.readTree(high.out());
        assertFalse(h.get("claimMatches").asBoolean(), high.out());
        assertEquals(9, h.get("claim").asInt());
        List<String> slips = new ArrayList<>();
        h.get("slips").forEach(n -> slips.add(n.asText()));
        assertTrue(slips.stream().anyMatch(x -> x.contains("a leg longer than the shortest")), high.out());
    }

    @Test
    void claimSlipOtherCafeteriaFirst() throws Exception {
        copy("wrong-cafeteria-first.ikes");
        Cli.Result r = Cli.run(dir, "ikes", "score", "wrong-cafeteria-first.ikes");
        assertEquals(1, r.status(), r.out());
        assertTrue(r.out().contains("going to cafeteria A4-B4 first scores 2"), r.out());
        assertTrue(r.out().contains("nearest cafeteria, F3-G3 (4 steps against 5)"), r.out());
    }

    @Test
    void claimSlipSpaceCountedTwiceAndTheOtherWay() throws Exception {
        copy("dead-end-cafeteria.ikes");
        Cli.Result twice = Cli.run(dir, "ikes", "score", "dead-end-cafeteria.ikes", "--claim", "4");
        assertEquals(1, twice.status());
        assertTrue(
                twice.out().contains("counting a space twice: A1 B1 C1 D1 D2 D1 E1 F1 G1 passes D1 twice"),
                twice.out());
        Cli.Result each =
                Cli.run(dir, "ikes", "score", "dead-end-cafeteria.ikes", "--count-each-visit", "--claim", "4");
        assertEquals(0, each.status(), each.out());
        assertTrue(each.out().contains("D1  display 2  +2 (passed 2 times)"), each.out());
        Cli.Result once =
                Cli.run(dir, "ikes", "score", "dead-end-cafeteria.ikes", "--count-each-visit", "--claim", "3");
        assertEquals(1, once.status());
        assertTrue(once.out().contains("counting each space once"), once.out());
    }

    @Test
    void unreachableSheetScoresZero() throws Exception {
        copy("unreachable-cafeteria.ikes");
        Cli.Result r = Cli.run(dir, "ikes", "score", "unreachable-cafeteria.ikes", "--json");
        assertEquals(0, r.status());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals(0, j.get("score").asInt(), r.out());
        assertFalse(j.get("reachable").asBoolean(), r.out());
        assertTrue(j.get("route").isArray() && j.get("route").isEmpty(), r.out());
        assertEquals(0, j.get("tiedRoutes").asInt(), r.out());
        Cli.Result c = Cli.run(dir, "ikes", "score", "unreachable-cafeteria.ikes", "--claim", "3");
        assertEquals(1, c.status());
        assertTrue(c.out().contains("there is no route at all"), c.out());
    }

    @Test
    void readsStandardInput() throws Exception {
        String text = Files.readString(Path.of("seeds/ikes/contract-example.ikes"));
        Cli.Result r = Cli.runWithInput(dir, text, "ikes", "score", "-");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("<stdin>: score 6"), r.out());
    }

    @Test
    void invalidSheetIsOneLineWithPositionAndWritesNothing() throws Exception {
        Files.writeString(dir.resolve("bad.ikes"), "entrance A4 W\nexit G4\nwall H9 N\n");
        Cli.Result r = Cli.run(dir, "ikes", "score", "bad.ikes", "--pdf", "out.pdf");
        assertEquals(2, r.status());
        assertEquals("pnp: bad.ikes:3:6: 'H9' is not a space of the sheet; expected A1 to G7\n", r.err());
        assertFalse(Files.exists(dir.resolve("out.pdf")));
        Cli.Result missing = Cli.run(dir, "ikes", "score", "nope.ikes");
        assertEquals(2, missing.status());
        Cli.Result badClaim = Cli.run(dir, "ikes", "score", "bad.ikes", "--claim", "x");
        assertEquals(2, badClaim.status());
        assertTrue(badClaim.err().contains("--claim takes a whole number"), badClaim.err());
    }

    @Test
    void checkListsEveryProblem() throws Exception {
        copy("contract-example.ikes");
        Cli.Result ok = Cli.run(dir, "ikes", "check", "contract-example.ikes");
        assertEquals(0, ok.status());
        assertTrue(
                ok.out().contains("ok (entrance A4 W, exit G4 E, 1 cafeteria, 2 wall segments, 1 doorway)"), ok.out());
        Files.writeString(
                dir.resolve("bad.ikes"),
                Files.readString(dir.resolve("contract-example.ikes")) + "door B2 N\nfoo\nwall A1 N\n");
        Cli.Result bad = Cli.run(dir, "ikes", "check", "bad.ikes");
        assertEquals(2, bad.status());
        String[] lines = bad.err().split("\n");
        assertEquals(4, lines.length, bad.err());
        assertTrue(lines[0].startsWith("pnp: bad.ikes:19:9: "), lines[0]);
        assertTrue(lines[1].startsWith("pnp: bad.ikes:20:1: unknown statement 'foo'"), lines[1]);
        assertTrue(lines[2].startsWith("pnp: bad.ikes:21:6: A1 is marked '-'"), lines[2]);
        assertEquals("pnp: bad.ikes: 3 problems", lines[3]);
        Cli.Result stdin = Cli.runWithInput(dir, "entrance A4 W\n", "ikes", "check", "-");
        assertEquals(2, stdin.status());
        assertTrue(stdin.err().startsWith("pnp: <stdin>:1:1: no 'exit' line"), stdin.err());
        Cli.Result json = Cli.run(dir, "ikes", "check", "bad.ikes", "--json");
        JsonNode j = Json.MAPPER.readTree(json.out());
        assertFalse(j.get("valid").asBoolean(), json.out());
        assertEquals("bad.ikes", j.get("file").asText());
        assertEquals(3, j.get("problems").size(), json.out());
        // door B2 N on line 19 (no wall; 'door' is 4 wide and B2 starts at 6, N at 9), foo on 20, wall A1 N on 21 (A1
        // is empty)
        assertEquals(List.of("19:9", "20:1", "21:6"), List.of(pos(j, 0), pos(j, 1), pos(j, 2)), json.out());
    }

    @Test
    void aShortNumberedRowIsAnErrorAndRowsMayBeWrittenWithoutSpaces() throws Exception {
        String text = Files.readString(copy("contract-example.ikes"));
        Files.writeString(dir.resolve("short.ikes"), text.replace("2   - . 3 @ @ - -", "2   - . 3 @ @ -"));
        for (String command : List.of("check", "score")) {
            Cli.Result r = Cli.run(dir, "ikes", command, "short.ikes");
            assertEquals(2, r.status(), r.out());
            assertTrue(r.err().startsWith("pnp: short.ikes:9:16: row 2 of the grid has 6 codes; expected 7"), r.err());
            assertEquals("", r.out());
        }
        Files.writeString(dir.resolve("tight.ikes"), text.replace("2   - . 3 @ @ - -", "2   -.3@@--"));
        Cli.Result ok = Cli.run(dir, "ikes", "check", "tight.ikes");
        assertEquals(0, ok.status(), ok.err());
        Cli.Result scored = Cli.run(dir, "ikes", "score", "tight.ikes", "--json");
        assertEquals(6, Json.MAPPER.readTree(scored.out()).get("score").asInt(), scored.out());
    }

    private static String pos(JsonNode check, int i) {
        JsonNode p = check.get("problems").get(i);
        return p.get("line").asInt() + ":" + p.get("column").asInt();
    }

    @Test
    void pdfAndPngOfTheRoute() throws Exception {
        copy("contract-example.ikes");
        Cli.Result r = Cli.run(
                dir,
                "ikes",
                "score",
                "contract-example.ikes",
                "--pdf",
                "route.pdf",
                "--png",
                "route.png",
                "--paper",
                "a4");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("wrote route.pdf") && r.out().contains("wrote route.png"), r.out());
        byte[] pdf = Files.readAllBytes(dir.resolve("route.pdf"));
        try (PdfProbe p = new PdfProbe(pdf)) {
            assertEquals(1, p.pages());
            assertEquals(595.3, p.width(0), 0.5, "A4");
            assertTrue(p.fontsNotEmbedded().isEmpty());
            String text = p.text(0);
            assertTrue(text.contains("Score 6: respectable"), text);
            assertTrue(text.contains("54 routes meet the rule"), text);
            assertTrue(text.contains("Claim 6: matches."), text);
            // C4's east wall: one full-length vertical stroke of one square (18 mm, as on the printed sheet), drawn 2.5
            // pt inside C4
            double cell = ScorePdf.CELL;
            long fullWalls = p.segments(0).stream()
                    .filter(s -> Math.abs(s.length() - cell) < 0.01 && s.minX() > 0)
                    .count();
            assertTrue(fullWalls >= 1, "walls drawn at 18 mm");
            // E4's north wall has a doorway: two strokes of 32% of the side each
            long doorHalves = p.segments(0).stream()
                    .filter(s -> s.horizontal() && Math.abs(s.length() - 0.32 * cell) < 0.01)
                    .count();
            assertEquals(2, doorHalves);
        }
        Cli.Result again =
                Cli.run(dir, "ikes", "score", "contract-example.ikes", "--pdf", "again.pdf", "--paper", "a4");
        assertEquals(0, again.status());
        assertArrayEquals(pdf, Files.readAllBytes(dir.resolve("again.pdf")), "byte-identical");
        assertTrue(Files.size(dir.resolve("route.png")) > 1000);
        Cli.Result json = Cli.run(dir, "ikes", "score", "contract-example.ikes", "--json", "--pdf", "j.pdf");
        assertEquals(6, Json.MAPPER.readTree(json.out()).get("score").asInt(), "stdout is only the JSON");
        assertTrue(json.err().contains("wrote j.pdf"));
    }

    @Test
    void pdfAndPngAreAllOrNothing() throws Exception {
        // issue 16 regression: --png naming a folder used to fail after route.pdf was already written
        copy("contract-example.ikes");
        Files.createDirectory(dir.resolve("adir"));
        Cli.Result r = Cli.run(dir, "ikes", "score", "contract-example.ikes", "--pdf", "out/r.pdf", "--png", "adir");
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(Files.exists(dir.resolve("out/r.pdf")), "no PDF left behind");
        assertFalse(Files.exists(dir.resolve("out")), "no folder left behind");
    }
}
