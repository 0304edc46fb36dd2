package pnp.kit;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;

class GamesInParallelTest {
    @TempDir
    Path dir;

    private List<Path> files(String kit) throws Exception {
        try (var s = Files.list(dir.resolve(kit))) {
            return s.sorted().toList();
        }
    }

    @Test
    void aKitMadeGameByGameEqualsOneMadeSideBySide() throws Exception {
        Cli.Result one =
                Cli.run(dir, "kit", "--seed", "5", "--paper", "a4", "--players", "2", "--jobs", "1", "--out", "seq");
        Cli.Result all =
                Cli.run(dir, "kit", "--seed", "5", "--paper", "a4", "--players", "2", "--jobs", "5", "--out", "par");
        assertEquals(0, one.status(), one.err());
        assertEquals(0, all.status(), all.err());
        // the same files, listed in the same (game) order, whichever game finished first
        assertEquals(one.out().replace("seq/", "par/"), all.out());
        List<Path> made = files("seq");
        assertEquals(
                made.stream().map(Path::getFileName).toList(),
                files("par").stream().map(Path::getFileName).toList());
        assertTrue(made.size() >= 6, made.toString());
        for (Path p : made) {
            assertArrayEquals(
                    Files.readAllBytes(p),
                    Files.readAllBytes(dir.resolve("par").resolve(p.getFileName())),
                    p.getFileName() + " differs between --jobs 1 and --jobs 5 (a thread per game)");
        }
    }

    @Test
    void jobsOutsideItsRangeIsAUsageError() {
        Cli.Result r = Cli.run(dir, "kit", "--jobs", "0", "--out", "k");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--jobs takes a whole number from 1 to 8, not '0'"), r.err());
        assertFalse(Files.exists(dir.resolve("k")));
    }
}
