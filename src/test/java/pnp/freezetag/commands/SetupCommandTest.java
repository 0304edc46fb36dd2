package pnp.freezetag.commands;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;

class SetupCommandTest {
    @TempDir
    Path dir;

    @Test
    void setupOptions() {
        Cli.Result r =
                Cli.run(dir, "freezetag", "setup", "--players", "2", "--seating", "corner", "--colors", "Pink,black");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("player P pink S\nplayer B black W\n"), r.out());
        assertEquals(
                2,
                Cli.run(dir, "freezetag", "setup", "--players", "3", "--colors", "red,blue")
                        .status());
        assertEquals(
                2, Cli.run(dir, "freezetag", "setup", "--seating", "diagonal").status());
    }
}
