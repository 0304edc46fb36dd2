package pnp.bridgewars.commands;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Json;
import pnp.testing.Cli;

class ScoreCommandTest {
    @TempDir
    Path dir;

    /** Issue 15: the picture of a scored board, both files or neither (a --png naming a folder writes nothing). */
    @Test
    void pdfAndPngOfTheScoredBoardAllOrNothing() throws Exception {
        Files.copy(Path.of("seeds/bridge-wars/two-players.bridge"), dir.resolve("two.bridge"));
        Cli.Result r = Cli.run(
                dir, "bridgewars", "score", "two.bridge", "--pdf", "two.pdf", "--png", "two.png", "--paper", "a4");
        assertEquals(0, r.status(), r.err());
        assertTrue(
                r.out().contains("winner: R")
                        && r.out().contains("wrote two.pdf")
                        && r.out().contains("wrote two.png"),
                r.out());
        assertEquals('%', (char) Files.readAllBytes(dir.resolve("two.pdf"))[0]);
        assertEquals((byte) 0x89, Files.readAllBytes(dir.resolve("two.png"))[0]);
        Files.createDirectory(dir.resolve("adir"));
        Cli.Result bad = Cli.run(dir, "bridgewars", "score", "two.bridge", "--pdf", "out/b.pdf", "--png", "adir");
        assertEquals(2, bad.status(), bad.err());
        assertEquals(1, bad.err().lines().count(), bad.err());
        assertFalse(Files.exists(dir.resolve("out")), "no PDF or folder left behind");
        // with --json, stdout stays one JSON object (R 37) and the file note goes to stderr
        Cli.Result json = Cli.run(dir, "bridgewars", "score", "two.bridge", "--json", "--pdf", "j.pdf");
        assertEquals(
                37,
                Json.MAPPER
                        .readTree(json.out())
                        .get("players")
                        .get(0)
                        .get("total")
                        .asInt());
        assertTrue(json.err().contains("wrote j.pdf"), json.err());
    }
}
