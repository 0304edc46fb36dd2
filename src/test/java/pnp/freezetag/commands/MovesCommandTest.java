package pnp.freezetag.commands;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.testing.Cli;

class MovesCommandTest {
    @TempDir Path dir;

    @Test
    void setupThenMovesFromStandardInput() {
        Cli.Result setup = Cli.run(dir, "freezetag", "setup", "--players", "2");
        assertEquals(0, setup.status(), setup.err());
        Cli.Result moves = Cli.runWithInput(dir, setup.out(), "freezetag", "moves", "-", "--player", "red", "--roll", "S+M");
        assertEquals(0, moves.status(), moves.err());
        assertTrue(moves.out().startsWith("red rolls S+M: 15 legal turns\n"), moves.out());
        assertTrue(moves.out().contains(" 1. S B5-A4; then M C5-B4\n"), moves.out());
    }

    @Test
    void movesAsJson() throws Exception {
        Files.writeString(dir.resolve("s.txt"), "player R red S\nplayer B blue N\nboard\n"
                + "1 . . . . .\n2 . . BM . .\n3 . . RL . .\n4 . . . . .\n5 . . . . .\n");
        Cli.Result r = Cli.run(dir, "freezetag", "moves", "s.txt", "--player", "R", "--roll", "L", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode root = Json.MAPPER.readTree(r.out());
        assertEquals(List.of("player", "roll", "movesPerTurn", "count", "turns"), names(root));
        assertEquals("red", root.get("player").asText());
        assertEquals("L", root.get("roll").asText());
        assertEquals(1, root.get("movesPerTurn").asInt());
        // 7 steps to empty squares, and C2 captures the blue M: 24 empty squares or onto the red L = 25
        assertEquals(32, root.get("count").asInt());
        assertEquals(32, root.get("turns").size());
        JsonNode capture = null;
        for (JsonNode turn : root.get("turns")) {
            assertEquals(1, turn.size());
            if (turn.get(0).get("notation").asText().equals("L C3-C2 xM>E5")) capture = turn.get(0);
        }
        assertNotNull(capture);
        assertEquals(List.of("notation", "colour", "size", "from", "to", "freezes", "captures", "relocations"), names(capture));
        assertEquals("red", capture.get("colour").asText());
        assertEquals("C3", capture.get("from").asText());
        assertEquals("C2", capture.get("to").asText());
        assertTrue(capture.get("freezes").isNull());
        assertEquals("blue", capture.get("captures").get("colour").asText());
        assertEquals("M", capture.get("captures").get("size").asText());
        JsonNode reloc = capture.get("relocations").get(0);
        assertEquals(List.of("colour", "size", "from", "to", "freezes", "captures"), names(reloc));
        assertEquals(List.of("blue", "M", "C2", "E5"), List.of(reloc.get("colour").asText(), reloc.get("size").asText(),
                reloc.get("from").asText(), reloc.get("to").asText()));
        assertTrue(reloc.get("captures").isNull());
    }

    static List<String> names(JsonNode node) {
        List<String> out = new ArrayList<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void lostMoveIsSaid() throws Exception {
        Files.writeString(dir.resolve("s.txt"), "player R red S\nplayer B blue N\nboard\n"
                + "1 . . . . .\n2 . . . . .\n3 . . RS/BS . .\n4 . . . . .\n5 . . . . .\n");
        Cli.Result r = Cli.run(dir, "freezetag", "moves", "s.txt", "--player", "red", "--roll", "S");
        assertEquals(0, r.status(), r.err());
        assertEquals("red rolls S: no small piece can move; the move is lost\n", r.out());
    }

    @Test
    void badStateIsOneLineWithPosition() throws Exception {
        Files.writeString(dir.resolve("bad.txt"), "player R red S\nboard\n1 . . . . .\n2 . . QS . .\n");
        Cli.Result r = Cli.run(dir, "freezetag", "moves", "bad.txt", "--player", "R", "--roll", "S");
        assertEquals(2, r.status());
        assertEquals("pnp: bad.txt:4:7: C2: no player has the letter 'Q'\n", r.err());
    }

    @Test
    void badRollAndPlayerAreUsageErrors() throws Exception {
        Files.writeString(dir.resolve("s.txt"), Cli.run(dir, "freezetag", "setup").out());
        Cli.Result roll = Cli.run(dir, "freezetag", "moves", "s.txt", "--player", "R", "--roll", "S+S");
        assertEquals(2, roll.status());
        assertTrue(roll.err().contains("--roll takes S, M, L, S+M, S+L or M+L, not 'S+S'"), roll.err());
        Cli.Result who = Cli.run(dir, "freezetag", "moves", "s.txt", "--player", "green", "--roll", "S");
        assertEquals(2, who.status());
        assertTrue(who.err().contains("no player 'green'"), who.err());
    }
}
