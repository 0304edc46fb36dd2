package pnp.ikes.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.ikes.format.IkesParser;
import pnp.ikes.rules.RouteScorer;
import pnp.ikes.rules.Variant;
import pnp.io.TextSource;
import pnp.testing.Cli;

/**
 * The worked game seeds/ikes/solo-1-short.ikeslog (challenge 1, entrance A1 N, exit G7 E), by hand:
 * A1 (display 1, wall S with a doorway), B1 (display 1, wall E), C1 (5, wall E), D1 E1 (wall D1 E),
 * A2 (display 1, wall N), cafeteria B2-C2, B3 (display 3). Leg 1: A1 -> B1 -> B2 is the only way to the
 * cafeteria (A1-A2 is closed by A2's north wall; the doorway in A1's south wall does not open it): 2 steps,
 * displays A1 B1. Leg 3 leaves from C2 (9 steps to G7, against 10 from B2) through 9 empty spaces.
 * Score 2 - 9 = -7. Coins: 2 gained on turn 2, 1 spent on the reroll: 1.
 */
class ReplayCommandTest {
    @TempDir
    Path dir;

    private Path copy(String name) throws Exception {
        Path p = dir.resolve(name);
        Files.copy(Path.of("seeds/ikes", name), p);
        return p;
    }

    @Test
    void theShortGameReplaysToItsHandComputedScore() throws Exception {
        copy("solo-1-short.ikeslog");
        Cli.Result r = Cli.run(dir, "ikes", "replay", "solo-1-short.ikeslog");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("6 turns played, then stopped"), r.out());
        assertTrue(r.out().contains("coins left 1, rerolls 1, cafeterias 1"), r.out());
        assertTrue(r.out().contains("solo-1-short.ikeslog: score -7 (failure)"), r.out());
        assertTrue(r.out().contains("leg 1  entrance A1 to cafeteria B2-C2"), r.out());
        assertTrue(r.out().contains("displays 2, empty 9: score -7"), r.out());
    }

    @Test
    void jsonGivesScoreTurnsCoinsAndTheClaim() throws Exception {
        copy("solo-1-short.ikeslog");
        Cli.Result r = Cli.run(dir, "ikes", "replay", "solo-1-short.ikeslog", "--json", "--claim", "-7");
        assertEquals(0, r.status(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals(-7, j.get("score").asInt(), r.out());
        assertEquals(6, j.get("turns").asInt(), r.out());
        assertEquals(1, j.get("coins").asInt(), r.out());
        assertEquals(-7, j.get("claim").asInt(), r.out());
        assertTrue(j.get("claimMatches").asBoolean(), r.out());
        assertTrue(j.get("route").toString().startsWith("[\"A1\",\"B1\",\"B2\",\"C2\",\"D2\""), r.out());
        Cli.Result wrong = Cli.run(dir, "ikes", "replay", "solo-1-short.ikeslog", "--json", "--claim", "3");
        assertEquals(1, wrong.status());
        assertFalse(Json.MAPPER.readTree(wrong.out()).get("claimMatches").asBoolean(), wrong.out());
        Cli.Result wrongText = Cli.run(dir, "ikes", "replay", "solo-1-short.ikeslog", "--claim", "3");
        assertEquals(1, wrongText.status());
        assertTrue(wrongText.out().contains("claim 3: does NOT match; the sheet scores -7"), wrongText.out());
    }

    @Test
    void anIllegalMoveStopsTheReplayAtItsLineAndColumn() throws Exception {
        copy("solo-1-illegal.ikeslog");
        Cli.Result r = Cli.run(dir, "ikes", "replay", "solo-1-illegal.ikeslog");
        assertEquals(1, r.status());
        assertEquals(
                "pnp: solo-1-illegal.ikeslog:6:10: tile 5-3 does not fit at B1: B1 is taken (display 1)\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void wrongTileIdsAndRewardsPointAtTheirColumn() {
        Cli.Result r = Cli.runWithInput(dir, "seed 1\ntile 4-2 A1 display A1 1\n", "ikes", "replay", "-");
        assertEquals(1, r.status());
        assertEquals("pnp: <stdin>:2:6: the dice show 1 and 3, so the tile is 1-3, not 4-2\n", r.err());
        Cli.Result s = Cli.runWithInput(dir, "seed 1\ntile A1 display A1 1 reward coins\n", "ikes", "replay", "-");
        assertEquals(
                "pnp: <stdin>:2:22: no reward here: A1 has no cafeteria or display 1 next to it without a wall between\n",
                s.err());
    }

    @Test
    void aMalformedLogIsBadInput() {
        Cli.Result r = Cli.runWithInput(dir, "seed 1\ntile A1 show A1 1\n", "ikes", "replay", "-", "--sheet", "x.ikes");
        assertEquals(2, r.status());
        assertEquals("pnp: <stdin>:2:9: expected 'display CELL FACE' after the tile's space, found 'show'\n", r.err());
        assertFalse(Files.exists(dir.resolve("x.ikes")));
    }

    @Test
    void theSheetIsWrittenInTheIkesFormatAndScoresTheSame() throws Exception {
        copy("solo-1-short.ikeslog");
        Cli.Result r = Cli.run(dir, "ikes", "replay", "solo-1-short.ikeslog", "--sheet", "end.ikes");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("wrote end.ikes\n"), r.out());
        String text = Files.readString(dir.resolve("end.ikes"));
        var sheet = IkesParser.parse(new TextSource("end.ikes", text));
        assertEquals(-7, RouteScorer.score(sheet, Variant.DISTINCT).score());
        assertTrue(text.contains("door A1 S"), text);
        assertTrue(text.contains("cafeteria B2 C2"), text);
    }
}
