package pnp;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.cli.Command;
import pnp.cli.CommandHelp;
import pnp.cli.Game;
import pnp.testing.Cli;

class MainTest {
    @TempDir
    Path dir;

    @Test
    void helpListsEveryGame() {
        Cli.Result r = Cli.run(dir, "--help");
        assertEquals(0, r.status());
        for (Game g : Games.all()) assertTrue(r.out().contains(g.name()), g.name());
        assertTrue(r.out().contains("pnp kit"));
    }

    @Test
    void versionPrints() {
        Cli.Result r = Cli.run(dir, "--version");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("pnp "));
    }

    @Test
    void everyCommandHasHelp() {
        for (Game g : Games.all()) {
            Cli.Result gameHelp = Cli.run(dir, g.name(), "--help");
            assertEquals(0, gameHelp.status());
            for (Command c : g.commands()) {
                Cli.Result r = Cli.run(dir, g.name(), c.name(), "--help");
                assertEquals(0, r.status(), g.name() + " " + c.name());
                assertTrue(r.out().startsWith("usage: pnp " + g.name() + " " + c.name()), r.out());
                assertTrue(r.out().contains("--help"));
            }
        }
        assertTrue(Cli.run(dir, "kit", "--help").out().contains("--seed"));
    }

    /** Help text lives in resources/pnp/help/GROUP/VERB.txt: one per command, none left over, one style of summary. */
    @Test
    void everyHelpFileBelongsToACommandAndSummariesAreSentences() throws Exception {
        Set<String> commands = new TreeSet<>(List.of("pnp/kit", "pnp/serve"));
        for (Game g : Games.all()) for (Command c : g.commands()) commands.add(g.name() + "/" + c.name());
        Path root = Path.of("src/main/resources/pnp/help");
        Set<String> files = new TreeSet<>();
        try (var walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile)
                    .forEach(p -> files.add(
                            root.relativize(p).toString().replace('\\', '/').replaceAll("\\.txt$", "")));
        }
        assertEquals(commands, files);
        for (String c : commands) {
            String summary = CommandHelp.of(c.split("/")[0], c.split("/")[1]).summary();
            assertTrue(summary.matches("[A-Z].*\\.") && !summary.contains("\n"), c + ": " + summary);
        }
    }

    @Test
    void unknownGameIsAUsageErrorOnOneLine() {
        Cli.Result r = Cli.run(dir, "chess", "play");
        assertEquals(2, r.status());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("unknown game or command 'chess'"));
    }

    @Test
    void unknownOptionIsAUsageErrorOnOneLine() {
        Cli.Result r = Cli.run(dir, "kit", "--colour", "red");
        assertEquals(2, r.status());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("see 'pnp kit --help'"), r.err());
    }

    @Test
    void badOptionValueNamesTheOption() {
        Cli.Result r = Cli.run(dir, "kit", "--paper", "legal", "--out", "k");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--paper takes letter or a4, not 'legal'"), r.err());
        assertFalse(Files.exists(dir.resolve("k")), "no output on bad input");
    }

    @Test
    void kitHoldsEveryGameAndIsByteIdenticalForOneSeed() throws Exception {
        Cli.Result r = Cli.run(dir, "kit", "--seed", "77", "--players", "2", "--out", "kit");
        assertEquals(0, r.status(), r.err());
        assertEquals(
                0,
                Cli.run(dir, "kit", "--seed", "77", "--players", "2", "--out", "again")
                        .status());
        String index = Files.readString(dir.resolve("kit/INDEX.txt"));
        assertTrue(index.contains("seed 77"), index);
        assertTrue(index.contains("--seed 77"), index);
        for (Game g : Games.all()) assertTrue(index.contains(g.title() + ":"), g.title() + " in the kit");
        try (var files = Files.list(dir.resolve("kit"))) {
            List<Path> all = files.sorted().toList();
            assertTrue(all.stream().filter(p -> p.toString().endsWith(".pdf")).count() >= 5, all.toString());
            for (Path p : all) {
                assertArrayEquals(
                        Files.readAllBytes(p),
                        Files.readAllBytes(dir.resolve("again").resolve(p.getFileName())),
                        p.getFileName() + " differs between two kits with seed 77");
            }
        }
    }

    @Test
    void onlyTheFileSystemIsTheUsersProblem() {
        assertTrue(Main.fileProblem(new IOException("No space left on device")).isPresent());
        assertTrue(Main.fileProblem(new UncheckedIOException(new NoSuchFileException("x")))
                .isPresent());
        // an in-memory stream failing (what PDFBox threw through the page kit) is a bug: exit 3
        assertTrue(Main.fileProblem(new UncheckedIOException(new IOException("stream closed")))
                .isEmpty());
        assertTrue(Main.fileProblem(new IllegalStateException("x")).isEmpty());
    }
}
