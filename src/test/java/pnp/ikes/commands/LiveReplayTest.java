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
import pnp.testing.Cli;

/**
 * {@code pnp ikes replay} of a live game's log. seeds/ikes/live-example.ikeslog by hand: the route A4 B4
 * C4 D4 D3 E3 F3 G3 G4 passes displays A4 (5), D4 (5), D3 (5) and G4 (1) and one empty space, G3:
 * score 4 - 1 = 3. Coins: 2 from turn 3's reward, 1 spent on turn 5's reroll: 1 left.
 */
class LiveReplayTest {
    @TempDir
    Path dir;

    private void write(String name, String text) throws Exception {
        Files.writeString(dir.resolve(name), text);
    }

    @Test
    void theExampleReplaysToItsHandComputedScore() throws Exception {
        Files.copy(Path.of("seeds/ikes/live-example.ikeslog"), dir.resolve("live.ikeslog"));
        Cli.Result r = Cli.run(dir, "ikes", "replay", "live.ikeslog");
        assertEquals(0, r.status(), r.err());
        assertTrue(
                r.out()
                        .startsWith("live game, table seed 5: every move is legal; 6 turns played, then stopped\n"
                                + "coins left 1, rerolls 1, cafeterias 0\n"),
                r.out());
        assertTrue(r.out().contains("8 steps: A4 B4 C4 D4 D3 E3 F3 G3 G4"), r.out());
        assertTrue(r.out().contains("displays 4, empty 1: score 3"), r.out());
        Cli.Result json = Cli.run(dir, "ikes", "replay", "live.ikeslog", "--json", "--claim", "3");
        assertEquals(0, json.status(), json.err());
        JsonNode j = Json.MAPPER.readTree(json.out());
        assertTrue(j.get("legal").asBoolean());
        assertEquals(5, j.get("seed").asLong());
        assertEquals(6, j.get("turns").asInt());
        assertTrue(j.get("stopped").asBoolean());
        assertEquals(1, j.get("coins").asInt());
        assertEquals(1, j.get("rerolls").asInt());
        assertEquals(3, j.get("score").asInt());
    }

    @Test
    void aTileTheRulesRefuseEndsTheReplayWithItsLineAndColumn() throws Exception {
        write(
                "bad.ikeslog",
                "live 5\nentrance A4 W\nexit G4 E\nroll 5 2\ntile A4 display A4 5\nroll 5 3\ntile A4 display A4 5\n");
        Cli.Result r = Cli.run(dir, "ikes", "replay", "bad.ikeslog");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().startsWith("pnp: bad.ikeslog:7:6: tile 5-3 does not fit at A4: A4 is taken"), r.err());
    }

    @Test
    void aTileIdThatIsNotTheRerolledDiceIsAnError() throws Exception {
        write("id.ikeslog", "live 5\nentrance A4 W\nexit G4 E\nroll 6 3\nreroll light 1\ntile 6-3 A1 display A1 1\n");
        Cli.Result r = Cli.run(dir, "ikes", "replay", "id.ikeslog");
        assertEquals(2, r.status(), r.err());
        assertEquals("pnp: id.ikeslog:6:6: the dice show 1 and 3, so the tile is 1-3, not 6-3\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void aPlayerWhoStoppedWithoutDoorsScoresZero() throws Exception {
        write("none.ikeslog", "live 5\nroll 5 2\nstop\n");
        Cli.Result r = Cli.run(dir, "ikes", "replay", "none.ikeslog");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("none.ikeslog: no entrance or exit drawn, so no route: score 0"), r.out());
        assertEquals(
                1,
                Cli.run(dir, "ikes", "replay", "none.ikeslog", "--claim", "2").status());
        Cli.Result sheet = Cli.run(dir, "ikes", "replay", "none.ikeslog", "--sheet", "s.ikes");
        assertEquals(2, sheet.status());
        assertEquals("pnp: none.ikeslog:1:1: the player drew no doors, so there is no sheet to write\n", sheet.err());
        assertFalse(Files.exists(dir.resolve("s.ikes")));
    }

    @Test
    void malformedLinesAreOneLineErrors() throws Exception {
        write("face.ikeslog", "live 5\nroll 7 2\n");
        assertEquals(
                "pnp: face.ikeslog:2:6: expected a die face 1-6, found '7'\n",
                Cli.run(dir, "ikes", "replay", "face.ikeslog").err());
        write("exit.ikeslog", "live 5\nentrance A4 W\nroll 1 1\nstop\n");
        Cli.Result r = Cli.run(dir, "ikes", "replay", "exit.ikeslog");
        assertEquals(2, r.status());
        assertEquals("pnp: exit.ikeslog:4:1: the log names an entrance but no exit\n", r.err());
        write("after.ikeslog", "live 5\nroll 1 1\nstop\nroll 2 2\n");
        Cli.Result after = Cli.run(dir, "ikes", "replay", "after.ikeslog");
        assertEquals(1, after.status());
        assertEquals("pnp: after.ikeslog:4:1: nothing comes after stopping: the game is over for you\n", after.err());
    }
}
