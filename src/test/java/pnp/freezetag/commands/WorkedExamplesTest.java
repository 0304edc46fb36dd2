package pnp.freezetag.commands;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.testing.Cli;

/** The worked examples of seeds/freeze-tag.md, run through the command and compared with their expected output. */
class WorkedExamplesTest {
    private static final Path ROOT = Path.of("").toAbsolutePath();

    @ParameterizedTest
    @CsvSource({"chain.txt,L,chain-L.expected,55", "start-2-across.txt,S+M,start-2-across-SM.expected,15"})
    void examplesGiveTheirExpectedTurnsWithAll(String state, String roll, String expected, int count) throws Exception {
        Cli.Result r = Cli.run(
                ROOT, "freezetag", "moves", "seeds/freeze-tag/" + state, "--player", "red", "--roll", roll, "--all");
        assertEquals(0, r.status(), r.err());
        assertEquals(Files.readString(ROOT.resolve("seeds/freeze-tag/" + expected)), r.out());
        assertTrue(r.out().startsWith("red rolls " + roll + ": " + count + " legal turns"));
    }

    @Test
    void startFilesAreWhatSetupWrites() throws Exception {
        assertEquals(
                Files.readString(ROOT.resolve("seeds/freeze-tag/start-4.txt")),
                Cli.run(ROOT, "freezetag", "setup", "--players", "4").out());
    }
}
