package pnp.bridgewars.commands;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.bridgewars.format.TopFormat;
import pnp.bridgewars.model.TopView;
import pnp.bridgewars.rules.Scoring;
import pnp.cli.Json;
import pnp.io.TextSource;
import pnp.testing.Cli;

class ReplayCommandTest {
    @TempDir
    Path dir;

    void write(String name, String text) throws Exception {
        Files.writeString(dir.resolve(name), text);
    }

    String example() throws Exception {
        return Files.readString(Path.of("seeds/bridge-wars/short-game.bwlog"));
    }

    @Test
    void theExampleGameEndsAfterTheTopIsReachedAndScores() throws Exception {
        // worked in seeds/bridge-wars.md: B's bridge on line 12 reaches layer 5 = the top and takes e1 f1 g1
        // from R; R has one more turn (line 13); R 10 rods (a1 b1 c1 d1 a2 b2 a3 a4 a5 a6), B 9 (e1..k1 j2 k2)
        write("g.bwlog", example());
        Cli.Result r = Cli.run(dir, "bridgewars", "replay", "g.bwlog", "--top", "final.bridge");
        assertEquals(0, r.status(), r.err());
        assertTrue(
                r.out()
                        .contains(
                                "line 12   B I4a    r0   e1 f1 g1 h1      layer 5, +3, takes 3 from R; B reached the rods' top"),
                r.out());
        assertTrue(
                r.out()
                        .contains(
                                "game over: every other player had one more turn after B reached the rods' top (layer 5)"),
                r.out());
        assertTrue(r.out().contains("R (NW): 10 rods = 10 points"), r.out());
        assertTrue(r.out().contains("B (NE): 9 rods = 9 points"), r.out());
        assertTrue(r.out().contains("winner: R"), r.out());
        // the top-down file is the contract's format and scores the same
        TopView top = TopFormat.parse(new TextSource("final.bridge", Files.readString(dir.resolve("final.bridge"))));
        assertEquals(10, Scoring.score(top).of('R').total());
        assertEquals(
                " 1   R R R R B B B B B B B",
                Files.readString(dir.resolve("final.bridge")).lines().toList().get(4));
        Cli.Result s = Cli.run(dir, "bridgewars", "score", "final.bridge");
        assertEquals(0, s.status());
        assertTrue(s.out().contains("winner: R"));
    }

    @Test
    void jsonHasTurnsStatusTopAndScore() throws Exception {
        write("g.bwlog", example());
        Cli.Result r = Cli.run(dir, "bridgewars", "replay", "g.bwlog", "--json");
        assertEquals(0, r.status(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertTrue(j.findValue("over").asBoolean(), r.out());
        assertTrue(
                j.findValues("taken").stream()
                        .anyMatch(t -> t.size() == 1 && t.path("R").asInt() == 3),
                r.out());
        assertEquals("[\"R\"]", j.findValue("winners").toString(), r.out());
    }

    @Test
    void anIllegalPlacementExits1NamingLineAndRule() throws Exception {
        // line 4: R's domino on e5 f5 touches no block: it lands on the bare board, breaking rule 1
        write("bad.bwlog", "corner NW R\ncorner SE B\n\nR I2a r0 e5 f5\nB I2a r0 i11 j11\n");
        Cli.Result r = Cli.run(dir, "bridgewars", "replay", "bad.bwlog", "--top", "t.bridge");
        assertEquals(1, r.status());
        assertEquals(
                "pnp: bad.bwlog:4: illegal placement 'R I2a r0 e5 f5': rule 1 (a block must rest on a block of its own colour):"
                        + " it would rest on the bare board, touching no block of R",
                r.err().strip());
        assertFalse(Files.exists(dir.resolve("t.bridge")));
        // with --advanced R loses the turn and the game goes on
        Cli.Result a = Cli.run(dir, "bridgewars", "replay", "bad.bwlog", "--advanced");
        assertEquals(0, a.status(), a.err());
        assertTrue(a.out().contains("line 4    R I2a    r0   e5 f5            breaks rule 1"), a.out());
        assertTrue(a.out().contains("R takes the block back and loses the turn"), a.out());
        assertTrue(a.out().contains("game continues: R to play (19 blocks left)"), a.out());
    }

    @Test
    void restingOnAnotherColourAndLeavingTheRodsAreReported() throws Exception {
        // R's I4a lies on layer 2 (on the square at b1); R's I3a over e1 f1 g1 would stand on g1, which is in the
        // unclaimed NE corner: rule 3
        write("r3.bwlog", "corner NW R\ncorner SE B\nR I4a r0 b1 c1 d1 e1\nB I2a r0 i11 j11\nR I3a r0 e1 f1 g1\n");
        Cli.Result r = Cli.run(dir, "bridgewars", "replay", "r3.bwlog");
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith("pnp: r3.bwlog:5: illegal placement 'R I3a r0 e1 f1 g1': rule 3"), r.err());
        assertTrue(r.err().contains("g1 has no rod (corner NE is unclaimed)"), r.err());
        // rods 3: R's second domino on a1 b1 lands on layer 3 = the top (line 6); B has one more turn (line 7);
        // line 8 comes after the end. (Standing above the top is tested in PhysicsTest: in a log the top
        // ends the game first.)
        write(
                "top.bwlog",
                "corner NW R\ncorner SE B\nrods 3\nR I2a r0 a1 b1\nB I2a r0 j11 k11\nR I2b r0 a1 b1\nB I2b r0 j11 k11\nR I3a r0 a1 b1 c1\n");
        r = Cli.run(dir, "bridgewars", "replay", "top.bwlog");
        assertEquals(1, r.status());
        assertTrue(r.err().contains(":8: "), r.err());
        assertTrue(r.err().contains("the game is already over"), r.err());
    }

    @Test
    void aBridgeOverAnotherColourThatTouchesItIsRule2() throws Exception {
        // two players in NW and NE; rods 6. R reaches g1 on layer 3 with I4a (d1..g1) and B's h1 i1 j1 stands at
        // layer 2 only; B's I4b over g1 h1 i1 j1 would land on layer 4 (g1's top is 3) resting on R's I4a at g1
        write(
                "r2.bwlog",
                "corner NW R\ncorner NE B\nR I3a r0 b1 c1 d1\nB I3a r0 h1 i1 j1\nR I4a r0 d1 e1 f1 g1\n"
                        + "B I4b r0 g1 h1 i1 j1\n");
        Cli.Result r = Cli.run(dir, "bridgewars", "replay", "r2.bwlog");
        assertEquals(1, r.status());
        assertTrue(
                r.err()
                        .contains(
                                ":6: illegal placement 'B I4b r0 g1 h1 i1 j1': rule 2 (a block may not rest on a block of another colour):"
                                        + " on layer 4 it would rest on R's I4a under g1"),
                r.err());
    }

    @Test
    void badLogsExit2OnOneLine() throws Exception {
        write("x.bwlog", "corner NW R\ncorner SE B\nR I3a r90 b1 c1 d1\n");
        Cli.Result r = Cli.run(dir, "bridgewars", "replay", "x.bwlog");
        assertEquals(2, r.status());
        assertEquals(1, r.err().strip().lines().count());
        assertTrue(r.err().startsWith("pnp: x.bwlog:3:11: the holes b1 c1 d1 are not I3a in orientation r90"), r.err());
    }
}
