package pnp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;

/** Regression tests for issue 16's findings that belong to no single game. */
class ReliabilityTest {
    @TempDir
    Path dir;

    @Test
    void aFileWhereAFolderIsNeededIsSaidInPlainWords() throws Exception {
        Files.writeString(dir.resolve("afile"), "x");
        Cli.Result r = Cli.run(dir, "ikes", "sheet", "--out", "afile/x.pdf");
        assertEquals(2, r.status(), r.err());
        assertEquals(
                "pnp: cannot write afile/x.pdf: afile is a file, not a folder",
                r.err().strip());
    }

    @Test
    void aFolderWhereAFileIsNeededIsSaidInPlainWords() throws Exception {
        Files.createDirectories(dir.resolve("adir"));
        Cli.Result r = Cli.run(dir, "ikes", "sheet", "--out", "adir");
        assertEquals(2, r.status(), r.err());
        assertEquals(
                "pnp: cannot write adir: it is a folder, not a file", r.err().strip());
    }

    @Test
    void anUnwritablePlaceIsSaidWithoutJavaWords() {
        Cli.Result r = Cli.run(dir, "ikes", "sheet", "--out", "/proc/x.pdf");
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().startsWith("pnp: cannot write /proc/x.pdf: "), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void readingAFolderOrAMissingFileIsOneLine() throws Exception {
        Files.createDirectories(dir.resolve("adir"));
        Cli.Result r = Cli.run(dir, "fridge", "score", "adir");
        assertEquals(2, r.status());
        assertEquals("pnp: adir: is a folder, not a file", r.err().strip());
        r = Cli.run(dir, "fridge", "score", "nothing.fridge");
        assertEquals(2, r.status());
        assertEquals("pnp: nothing.fridge: no such file", r.err().strip());
    }

    @Test
    void notUtf8IsReportedWithLineAndColumnInEveryFormat() throws Exception {
        // line 2, column 4: "bar" then the Latin-1 byte 0xE9
        byte[] bytes = {'#', ' ', 'x', '\n', 'b', 'a', 'r', (byte) 0xE9, '\n'};
        Files.write(dir.resolve("latin1.txt"), bytes);
        String[][] commands = {
            {"ikes", "score"},
            {"ikes", "check"},
            {"ikes", "replay"},
            {"fridge", "score"},
            {"bridgewars", "score"},
            {"bridgewars", "replay"},
            {"freezetag", "moves", "--player", "red", "--roll", "S"},
            {"penguins", "moves", "--player", "red", "--roll", "3"},
        };
        for (String[] c : commands) {
            String[] argv = new String[c.length + 1];
            argv[0] = c[0];
            argv[1] = c[1];
            argv[2] = "latin1.txt";
            System.arraycopy(c, 2, argv, 3, c.length - 2);
            Cli.Result r = Cli.run(dir, argv);
            assertEquals(2, r.status(), String.join(" ", c) + ": " + r.err());
            assertEquals(
                    "pnp: latin1.txt:2:4: byte 0xE9 is not UTF-8 text; save the file as UTF-8",
                    r.err().lines().findFirst().orElse(""),
                    String.join(" ", c));
        }
    }

    @Test
    void theKitAnnouncesAFreshSeedOnStderr() {
        Cli.Result r = Cli.run(dir, "kit", "--players", "1", "--out", "k");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().lines().anyMatch(l -> l.matches("seed \\d+")), r.err());
    }
}
