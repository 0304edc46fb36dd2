package pnp.freezetag.commands;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.testing.Cli;

class MovesCommandTest {
    @TempDir
    Path dir;

    @Test
    void setupThenMovesFromStandardInput() {
        Cli.Result setup = Cli.run(dir, "freezetag", "setup", "--players", "2");
        assertEquals(0, setup.status(), setup.err());
        Cli.Result moves = Cli.runWithInput(
                dir, setup.out(), "freezetag", "moves", "-", "--player", "red", "--roll", "S+M", "--all");
        assertEquals(0, moves.status(), moves.err());
        assertTrue(moves.out().startsWith("red rolls S+M: 15 legal turns\n"), moves.out());
        assertTrue(moves.out().contains(" 1. S B5-A4; then M C5-B4\n"), moves.out());
    }

    @Test
    void movesAsJson() throws Exception {
        Files.writeString(
                dir.resolve("s.txt"),
                "player R red S\nplayer B blue N\nboard\n"
                        + "1 . . . . .\n2 . . BM . .\n3 . . RL . .\n4 . . . . .\n5 . . . . .\n");
        Cli.Result r = Cli.run(dir, "freezetag", "moves", "s.txt", "--player", "R", "--roll", "L", "--json", "--all");
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
        assertEquals(
                List.of("notation", "colour", "size", "from", "to", "freezes", "captures", "relocations"),
                names(capture));
        assertEquals("red", capture.get("colour").asText());
        assertEquals("C3", capture.get("from").asText());
        assertEquals("C2", capture.get("to").asText());
        assertTrue(capture.get("freezes").isNull());
        assertEquals("blue", capture.get("captures").get("colour").asText());
        assertEquals("M", capture.get("captures").get("size").asText());
        JsonNode reloc = capture.get("relocations").get(0);
        assertEquals(List.of("colour", "size", "from", "to", "freezes", "captures"), names(reloc));
        assertEquals(
                List.of("blue", "M", "C2", "E5"),
                List.of(
                        reloc.get("colour").asText(),
                        reloc.get("size").asText(),
                        reloc.get("from").asText(),
                        reloc.get("to").asText()));
        assertTrue(reloc.get("captures").isNull());
    }

    private static final String MERGES = "player R red S\nplayer B blue N\nboard\n"
            + "1 . . . . .\n2 . . BM . .\n3 . . RL . .\n4 . . . . .\n5 RS . . . .\n";

    @Test
    void byDefaultEachResultingPositionOnceWithHowManyTurnsReachIt() throws Exception {
        // TurnGroupsTest: six turns end with red S A4, red L C2, blue M A5; the first of them stands for all
        Files.writeString(dir.resolve("m.txt"), MERGES);
        Cli.Result all = Cli.run(dir, "freezetag", "moves", "m.txt", "--player", "red", "--roll", "S+L", "--all");
        Cli.Result grouped = Cli.run(dir, "freezetag", "moves", "m.txt", "--player", "red", "--roll", "S+L");
        assertEquals(0, grouped.status(), grouped.err());
        List<String> lines = grouped.out().lines().toList();
        String count = all.out().lines().findFirst().orElseThrow().replaceAll(".*: (\\d+) legal turns.*", "$1");
        assertEquals("red rolls S+L: " + count + " legal turns", lines.get(0));
        String six = lines.stream()
                .filter(l -> l.endsWith("S A5-A4; then L C3-C2, relocating blue M to A5  [6 turns]"))
                .findFirst()
                .orElse(null);
        assertNotNull(six, grouped.out());
        // the count of every line adds up to the full list's count
        long sum = 0;
        for (String l : lines.subList(2, lines.size()))
            sum += l.endsWith(" turns]") ? Long.parseLong(l.replaceAll(".*\\[(\\d+) turns]$", "$1")) : 1;
        assertEquals(Long.parseLong(count), sum);
        assertEquals(
                Integer.parseInt(lines.get(1).replaceAll("^(\\d+) different positions after them.*", "$1")),
                lines.size() - 2);
    }

    @Test
    void groupedJson() throws Exception {
        Files.writeString(dir.resolve("m.txt"), MERGES);
        Cli.Result r = Cli.run(dir, "freezetag", "moves", "m.txt", "--player", "red", "--roll", "S+L", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode root = Json.MAPPER.readTree(r.out());
        assertEquals(List.of("player", "roll", "movesPerTurn", "count", "positions", "groups"), names(root));
        assertEquals(2, root.get("movesPerTurn").asInt());
        JsonNode groups = root.get("groups");
        assertEquals(root.get("positions").asInt(), groups.size());
        long sum = 0;
        JsonNode six = null;
        for (JsonNode g : groups) {
            assertEquals(List.of("turns", "moves"), names(g));
            sum += g.get("turns").asLong();
            if (g.get("moves").get(0).get("notation").asText().equals("S A5-A4")
                    && g.get("moves").get(1).get("notation").asText().equals("L C3-C2 xM>A5")) six = g;
        }
        assertEquals(root.get("count").asLong(), sum);
        assertNotNull(six);
        assertEquals(6, six.get("turns").asInt());
        JsonNode all = Json.MAPPER.readTree(
                Cli.run(dir, "freezetag", "moves", "m.txt", "--player", "red", "--roll", "S+L", "--json", "--all")
                        .out());
        assertEquals(root.get("count").asInt(), all.get("turns").size());
    }

    static List<String> names(JsonNode node) {
        List<String> out = new ArrayList<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }

    @Test
    void lostMoveIsSaid() throws Exception {
        Files.writeString(
                dir.resolve("s.txt"),
                "player R red S\nplayer B blue N\nboard\n"
                        + "1 . . . . .\n2 . . . . .\n3 . . RS/BS . .\n4 . . . . .\n5 . . . . .\n");
        Cli.Result r = Cli.run(dir, "freezetag", "moves", "s.txt", "--player", "red", "--roll", "S");
        assertEquals(0, r.status(), r.err());
        assertEquals("red rolls S: no small piece can move; the move is lost\n", r.out());
    }

    @Test
    void eitherSizeCanMoveButNotBoth() throws Exception {
        // red (starts N) S on A1 and M on C1 (not neighbours) each have one square: B2, onto the lone
        // blue L there (a freeze). Whichever moves first makes B2 a stack of two, so the other cannot
        // move: two turns of one move each, and either size could be the one moved.
        Files.writeString(
                dir.resolve("s.txt"),
                "player R red N\nplayer B blue S\nplayer G green W\nboard\n"
                        + "1 RS BS/BS RM GL/GL .\n2 BM/BM BL GM/GM GS/GS .\n3 . . . . .\n4 . . . . .\n5 . . . . .\n");
        Cli.Result r = Cli.run(dir, "freezetag", "moves", "s.txt", "--player", "red", "--roll", "S+M", "--all");
        assertEquals(0, r.status(), r.err());
        assertEquals(
                "red rolls S+M: 2 legal turns (either size can move, but not both; the other move is lost)\n"
                        + "1. S A1-B2, freezing blue L\n2. M C1-B2, freezing blue L\n",
                r.out());
        Cli.Result grouped = Cli.run(dir, "freezetag", "moves", "s.txt", "--player", "red", "--roll", "S+M");
        assertEquals(
                "red rolls S+M: 2 legal turns (either size can move, but not both; the other move is lost)\n"
                        + "2 different positions after them, each shown once by its first turn, with [N turns] where more turns reach it"
                        + " (--all lists every turn)\n1. S A1-B2, freezing blue L\n2. M C1-B2, freezing blue L\n",
                grouped.out());
    }

    @Test
    void aSizeThatCannotMoveAtAllIsNamed() throws Exception {
        // red's only small is frozen under blue's small on C3; red's medium on E5 has D4, E4, D5
        Files.writeString(
                dir.resolve("s.txt"),
                "player R red S\nplayer B blue N\nboard\n"
                        + "1 . . . . .\n2 . . . . .\n3 . . RS/BS . .\n4 . . . . .\n5 . . . . RM\n");
        Cli.Result r = Cli.run(dir, "freezetag", "moves", "s.txt", "--player", "red", "--roll", "S+M", "--all");
        assertEquals(
                "red rolls S+M: 3 legal turns (no small piece can move; that move is lost)\n"
                        + "1. M E5-D4\n2. M E5-E4\n3. M E5-D5\n",
                r.out());
    }

    @Test
    void badStateIsOneLineWithPosition() throws Exception {
        Files.writeString(dir.resolve("bad.txt"), "player R red S\nboard\n1 . . . . .\n2 . . QS . .\n");
        Cli.Result r = Cli.run(dir, "freezetag", "moves", "bad.txt", "--player", "R", "--roll", "S");
        assertEquals(2, r.status());
        assertEquals("pnp: bad.txt:4:7: C2: no player has the letter 'Q'\n", r.err());
    }

    @Test
    void aByteOrderMarkIsReadAndBytesThatAreNotUtf8AreNamedByLineAndColumn() throws Exception {
        String state =
                "player R red S\nplayer B blue N\nboard\n1 . . . . .\n2 . . . . .\n3 . . RM . .\n4 . . . . .\n5 . . . . .\n";
        byte[] text = state.getBytes(StandardCharsets.UTF_8);
        byte[] bom = new byte[text.length + 3];
        bom[0] = (byte) 0xEF;
        bom[1] = (byte) 0xBB;
        bom[2] = (byte) 0xBF;
        System.arraycopy(text, 0, bom, 3, text.length);
        Files.write(dir.resolve("bom.txt"), bom);
        Cli.Result r = Cli.run(dir, "freezetag", "moves", "bom.txt", "--player", "red", "--roll", "M", "--all");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("red rolls M: 8 legal turns\n"), r.out());
        // byte 0xFF in place of the second '.' of line 5 ("2 . . . . ."): column 5
        byte[] bad = text.clone();
        int at = state.indexOf("2 . . . . .") + 4;
        bad[at] = (byte) 0xFF;
        Files.write(dir.resolve("bad.txt"), bad);
        Cli.Result b = Cli.run(dir, "freezetag", "moves", "bad.txt", "--player", "red", "--roll", "M");
        assertEquals(2, b.status());
        assertEquals("", b.out());
        assertTrue(b.err().startsWith("pnp: bad.txt:5:5: byte 0xFF is not UTF-8"), b.err());
    }

    @Test
    void badRollAndPlayerAreUsageErrors() throws Exception {
        Files.writeString(
                dir.resolve("s.txt"), Cli.run(dir, "freezetag", "setup").out());
        Cli.Result roll = Cli.run(dir, "freezetag", "moves", "s.txt", "--player", "R", "--roll", "S+S");
        assertEquals(2, roll.status());
        assertTrue(roll.err().contains("--roll takes S, M, L, S+M, S+L or M+L, not 'S+S'"), roll.err());
        Cli.Result who = Cli.run(dir, "freezetag", "moves", "s.txt", "--player", "green", "--roll", "S");
        assertEquals(2, who.status());
        assertTrue(who.err().contains("no player 'green'"), who.err());
    }
}
