package pnp.freezetag.commands;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.CommandHelp;
import pnp.freezetag.rules.Simulator;
import pnp.testing.Cli;

class SimulateCommandTest {
    @TempDir
    Path dir;

    @Test
    void commandPrintsTableAndChartAndTimingsOnlyOnStderr() throws Exception {
        Cli.Result a = Cli.run(
                dir, "freezetag", "simulate", "--players", "2", "--games", "4", "--seed", "9", "--chart", "c.png");
        Cli.Result b = Cli.run(
                dir, "freezetag", "simulate", "--players", "2", "--games", "4", "--seed", "9", "--chart", "d.png");
        assertEquals(0, a.status(), a.err());
        assertEquals(a.out().replace("c.png", "d.png"), b.out());
        assertTrue(a.err().contains("time:"));
        assertFalse(a.out().contains("time"));
        byte[] png = Files.readAllBytes(dir.resolve("c.png"));
        assertArrayEquals(png, Files.readAllBytes(dir.resolve("d.png")));
        assertEquals((byte) 0x89, png[0]);
        assertEquals('P', png[1]);
        assertEquals(
                2, Cli.run(dir, "freezetag", "simulate", "--kinds", "clever").status());
        assertEquals(
                2,
                Cli.run(dir, "freezetag", "simulate", "--players", "3", "--kinds", "random,greedy")
                        .status());
        Cli.Result fixed = Cli.run(dir, "freezetag", "simulate", "--games", "2", "--seed", "1", "--kinds", "greedy");
        assertTrue(fixed.out().contains("kinds greedy,greedy"), fixed.out());
    }

    /** The help text is prose in a resource file; the turn cap it states must be the simulator's. */
    @Test
    void helpStatesTheSimulatorsTurnCap() {
        String details = CommandHelp.of("freezetag", "simulate").details().replaceAll("\\s+", " ");
        assertTrue(details.contains("after " + Simulator.TURN_CAP + " turns is a draw"), details);
    }
}
