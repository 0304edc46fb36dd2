package pnp.freezetag;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;

class CommandsTest {
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
        assertTrue(r.out().contains("\"count\": 32"), r.out());
        assertTrue(r.out().contains("\"turns\": ["), r.out());
        assertTrue(r.out().contains("\"notation\": \"L C3-C2 xM>E5\""), r.out());
        assertTrue(r.out().contains("\"captures\": {"), r.out());
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

    @Test
    void setupOptions() {
        Cli.Result r = Cli.run(dir, "freezetag", "setup", "--players", "2", "--seating", "corner", "--colors", "Pink,black");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("player P pink S\nplayer B black W\n"), r.out());
        assertEquals(2, Cli.run(dir, "freezetag", "setup", "--players", "3", "--colors", "red,blue").status());
        assertEquals(2, Cli.run(dir, "freezetag", "setup", "--seating", "diagonal").status());
    }
}
