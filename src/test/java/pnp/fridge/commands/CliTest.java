package pnp.fridge.commands;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.testing.Cli;

class CliTest {
    @TempDir
    Path dir;

    @Test
    void scoresTheExampleAsATable() throws Exception {
        Files.writeString(dir.resolve("ex.fridge"), FridgeInputTest.EXAMPLE);
        Cli.Result r = Cli.run(dir, "fridge", "score", "ex.fridge");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("red            1             1        2      1      3"), r.out());
        assertTrue(r.out().contains("blue           1             0        1      0      1"), r.out());
        assertTrue(r.out().contains("(broken junctions: b)"), r.out());
        assertTrue(r.out().contains("winner: red"), r.out());
    }

    @Test
    void jsonHasTheContractsKeys() throws Exception {
        Cli.Result r = Cli.runWithInput(dir, FridgeInputTest.EXAMPLE, "fridge", "score", "-", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        List<String> keys = new ArrayList<>();
        j.fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("players", "longestChain", "winners"), keys);
        JsonNode red = j.get("players").get(0);
        List<String> playerKeys = new ArrayList<>();
        red.fieldNames().forEachRemaining(playerKeys::add);
        assertEquals(
                List.of(
                        "color",
                        "captures",
                        "captured",
                        "sets",
                        "unscoredCaptures",
                        "infiltration",
                        "infiltrated",
                        "longestChain",
                        "chain",
                        "brokenJunctions",
                        "bonus",
                        "total"),
                playerKeys);
        // red: 1 capture, @blue touched by a 1-inch bar, chain base-a a-b (b is broken), bonus 1: total 3
        assertEquals("red", red.get("color").asText());
        assertEquals(1, red.get("captures").asInt());
        assertEquals(1, red.get("infiltration").asInt());
        assertEquals("[\"blue\"]", red.get("infiltrated").toString());
        assertEquals(2, red.get("longestChain").asInt());
        assertEquals("[\"base-a\",\"a-b\"]", red.get("chain").toString());
        assertEquals(1, red.get("bonus").asInt());
        assertEquals(3, red.get("total").asInt());
        JsonNode blue = j.get("players").get(1);
        assertEquals("blue", blue.get("color").asText());
        assertEquals(1, blue.get("captures").asInt());
        assertEquals(1, blue.get("longestChain").asInt());
        assertEquals("[\"base-x\"]", blue.get("chain").toString());
        assertEquals("[\"red\"]", j.get("winners").toString());
    }

    @Test
    void anInvalidPositionIsOneLineAndExitTwo() throws Exception {
        Files.writeString(dir.resolve("bad.fridge"), "player red\nbar 1 base a\nbar 4 a b\nplayer blue\n");
        Cli.Result r = Cli.run(dir, "fridge", "score", "bad.fridge");
        assertEquals(2, r.status());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("pnp: bad.fridge:3:7: junction a"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        Cli.Result missing = Cli.run(dir, "fridge", "score", "nope.fridge");
        assertEquals(2, missing.status());
    }

    @Test
    void theExampleFileInSeedsScoresAsTheContractSays() {
        Cli.Result r =
                Cli.run(Path.of("").toAbsolutePath(), "fridge", "score", "seeds/fridge/example.fridge", "--json");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().replaceAll("\\s+", "").endsWith("\"winners\":[\"red\"]}"), r.out());
    }

    @Test
    void theFourPlayerWorkedExampleScoresAsWorkedByHand() {
        // red: captures blue 2, yellow 1, green 1 -> one set (3) + blue (1) = 4; 1-inch bars at @blue and
        // @yellow -> 3; junction c broken by blue, so the triangle opens: @yellow-base-a-b-c is 4 bars.
        // blue: 1 capture; its 4-inch bar at @red does not infiltrate; x broken by yellow: x-y-z-@red = 3.
        // yellow base-p-q 2, green base-g-h 2. Red alone has 4: bonus. 4+3+1 = 8 against 1, 1, 1.
        Cli.Result r = Cli.run(Path.of("").toAbsolutePath(), "fridge", "score", "seeds/fridge/four-players.fridge");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("red            4             3        4      1      8"), r.out());
        assertTrue(r.out().contains("blue           1             0        3      0      1"), r.out());
        assertTrue(r.out().contains("yellow         1             0        2      0      1"), r.out());
        assertTrue(r.out().contains("green          1             0        2      0      1"), r.out());
        assertTrue(r.out().contains("sets {blue, yellow, green} 3 + {blue} 1"), r.out());
        assertTrue(r.out().contains("winner: red"), r.out());
    }

    /** Issue 15: the picture of a scored game, both files or neither (a --png naming a folder writes nothing). */
    @Test
    void pdfAndPngOfTheScoredGameAllOrNothing() throws Exception {
        Files.writeString(dir.resolve("ex.fridge"), FridgeInputTest.EXAMPLE);
        Cli.Result r = Cli.run(dir, "fridge", "score", "ex.fridge", "--pdf", "ex.pdf", "--png", "ex.png");
        assertEquals(0, r.status(), r.err());
        assertTrue(
                r.out().contains("winner: red")
                        && r.out().contains("wrote ex.pdf")
                        && r.out().contains("wrote ex.png"),
                r.out());
        assertEquals('%', (char) Files.readAllBytes(dir.resolve("ex.pdf"))[0]);
        assertEquals((byte) 0x89, Files.readAllBytes(dir.resolve("ex.png"))[0]);
        Files.createDirectory(dir.resolve("adir"));
        Cli.Result bad = Cli.run(dir, "fridge", "score", "ex.fridge", "--pdf", "out/b.pdf", "--png", "adir");
        assertEquals(2, bad.status(), bad.err());
        assertEquals(1, bad.err().lines().count(), bad.err());
        assertFalse(Files.exists(dir.resolve("out")), "no PDF or folder left behind");
        // with --json, stdout stays one JSON object and the file notes go to stderr
        Cli.Result json = Cli.run(dir, "fridge", "score", "ex.fridge", "--json", "--png", "j.png");
        assertEquals(
                3,
                Json.MAPPER
                        .readTree(json.out())
                        .get("players")
                        .get(0)
                        .get("total")
                        .asInt());
        assertTrue(json.err().contains("wrote j.png"), json.err());
    }
}
