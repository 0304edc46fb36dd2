package pnp.bridgewars.rules;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.cli.Json;
import pnp.io.TextSource;
import pnp.testing.Cli;

class MovesTest {
    @TempDir
    Path dir;

    @Test
    void aDominoNextToTheStartingSquareHasEightPlacements() {
        // R's square covers a1 b1 a2 b2. A domino must cover at least one of them (else it lands on the bare board):
        // across: a1-b1, b1-c1, a2-b2, b2-c2; down: a1-a2, a2-a3, b1-b2, b2-b3. Those reaching c1 c2 a3 b3 gain 1,
        // those lying on the square alone gain 0. Both copies (I2a, I2b) are the same shape: listed once.
        BlockSet set = BlockSetFormat.parse(new TextSource("t", "square ##/##\nI2a ##\nI2b ##\n"));
        Match m = Match.start(PhysicsTest.TWO, 6, set);
        List<Moves.Move> moves = Moves.all(m.position(), 'R', m.supplyOf('R'));
        assertEquals(8, moves.size());
        assertEquals(4, moves.stream().filter(mv -> mv.gained() == 1).count());
        assertEquals(4, moves.stream().filter(mv -> mv.gained() == 0).count());
        assertEquals(1, moves.get(0).gained(), "best first");
        assertTrue(moves.stream().allMatch(mv -> mv.layer() == 2 && mv.takenTotal() == 0));
        assertTrue(moves.stream()
                .allMatch(mv ->
                        mv.placement().block().equals("I2a") && mv.sameShape().equals(List.of("I2b"))));
        assertEquals(
                Set.of("a1 b1", "b1 c1", "a2 b2", "b2 c2", "a1 a2", "b1 b2", "a2 a3", "b2 b3"),
                moves.stream().map(mv -> mv.placement().cellNames()).collect(Collectors.toSet()));
        assertEquals(
                Set.of("b1 c1", "b2 c2", "a2 a3", "b2 b3"),
                moves.stream()
                        .filter(mv -> mv.gained() == 1)
                        .map(mv -> mv.placement().cellNames())
                        .collect(Collectors.toSet()));
    }

    @Test
    void everyListedMoveReplaysLegally() throws Exception {
        // from the example game after line 8 (two placements each), each listed placement, appended to the log, replays
        // with status 0
        String log = String.join(
                        "\n",
                        Files.readString(Path.of("seeds/bridge-wars/short-game.bwlog"))
                                .lines()
                                .limit(8)
                                .toList())
                + "\n";
        Files.writeString(dir.resolve("g.bwlog"), log);
        Cli.Result r = Cli.run(dir, "bridgewars", "moves", "g.bwlog");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().skip(2).toList();
        assertTrue(r.out().startsWith("game continues: R to play (17 blocks left)"), r.out());
        assertTrue(lines.size() > 10);
        int checked = 0;
        for (int i = 0; i < lines.size(); i += Math.max(1, lines.size() / 12)) {
            String line = lines.get(i).substring(0, 36).strip();
            Files.writeString(dir.resolve("h.bwlog"), log + line + "\n");
            assertEquals(0, Cli.run(dir, "bridgewars", "replay", "h.bwlog").status(), line);
            checked++;
        }
        assertTrue(checked >= 10);
    }

    @Test
    void movesThatTakePointsAreCounted() throws Exception {
        // after line 11 of the example B's bridge e1 f1 g1 h1 (layer 5) takes 3 from R, gains 3
        String log = String.join(
                        "\n",
                        Files.readString(Path.of("seeds/bridge-wars/short-game.bwlog"))
                                .lines()
                                .limit(11)
                                .toList())
                + "\n";
        Files.writeString(dir.resolve("g.bwlog"), log);
        Cli.Result r = Cli.run(dir, "bridgewars", "moves", "g.bwlog", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("B", j.get("player").asText(), r.out());
        JsonNode found = null;
        for (JsonNode m : j.findParents("placement")) {
            if (m.get("placement").asText().equals("B I4a r0 e1 f1 g1 h1")) found = m;
        }
        assertNotNull(found, r.out());
        assertEquals("I4a", found.get("block").asText());
        assertEquals("r0", found.get("orientation").asText());
        assertEquals("[\"e1\",\"f1\",\"g1\",\"h1\"]", found.get("cells").toString());
        assertEquals(5, found.get("layer").asInt());
        assertEquals(3, found.get("gained").asInt());
        assertEquals(3, found.get("taken").get("R").asInt());
        assertEquals(1, found.get("taken").size());
    }

    @Test
    void aFinishedGameHasNoMoves() throws Exception {
        Files.writeString(dir.resolve("g.bwlog"), Files.readString(Path.of("seeds/bridge-wars/short-game.bwlog")));
        Cli.Result r = Cli.run(dir, "bridgewars", "moves", "g.bwlog");
        assertEquals(0, r.status());
        assertEquals(
                "game over: every other player had one more turn after B reached the rods' top (layer 5)",
                r.out().strip());
    }
}
