package pnp;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;

/**
 * The files pnp writes are the same bytes on the JDK running the tests and on the machine's
 * second JDK, where it has one ({@code /usr/lib/jvm/temurin-*}): the PNG previews (Java2D's
 * anti-aliasing differs between JDK releases; {@code Png.preview} does without it), the PDFs and
 * the text. Skipped where no second JDK is installed.
 */
class SameBytesOnEveryJdkTest {
    @TempDir
    Path dir;

    private static final List<List<String>> COMMANDS = List.of(
            List.of("ikes", "score", "IN/ikes/contract-example.ikes", "--pdf", "ikes.pdf", "--png", "ikes.png"),
            List.of("fridge", "score", "IN/fridge/four-players.fridge", "--pdf", "fridge.pdf", "--png", "fridge.png"),
            List.of("bridgewars", "score", "IN/bridge-wars/three-players.bridge", "--pdf", "bw.pdf", "--png", "bw.png"),
            List.of("freezetag", "simulate", "--games", "1", "--seed", "4", "--chart", "chart.png"),
            List.of("ikes", "solo", "--seed", "7", "--out", "solo.pdf"));

    private static Path otherJdk() throws Exception {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) return null;
        try (var s = Files.list(jvms)) {
            return s.filter(p -> p.getFileName().toString().startsWith("temurin-"))
                    .map(p -> p.resolve("bin/java"))
                    .filter(Files::isExecutable)
                    .sorted()
                    .findFirst()
                    .orElse(null);
        }
    }

    @Test
    void previewsPdfsAndTextAreTheSameOnTheOtherJdk() throws Exception {
        Path other = otherJdk();
        assumeTrue(other != null, "no second JDK on this machine");
        Path seeds = Path.of("seeds").toAbsolutePath();
        Path here = Files.createDirectories(dir.resolve("here"));
        Path there = Files.createDirectories(dir.resolve("there"));
        List<String> line = new ArrayList<>(
                List.of(other.toString(), "-cp", System.getProperty("java.class.path"), "pnp.testing.RunEach"));
        StringBuilder out = new StringBuilder();
        for (List<String> command : COMMANDS) {
            String[] args =
                    command.stream().map(a -> a.replace("IN/", seeds + "/")).toArray(String[]::new);
            Cli.Result r = Cli.run(here, args);
            assertEquals(0, r.status(), command + ": " + r.err());
            out.append(r.out());
            if (line.size() > 4) line.add(";");
            line.addAll(List.of(args));
        }
        Process run = new ProcessBuilder(line)
                .directory(there.toFile())
                .redirectOutput(there.resolve("stdout.txt").toFile())
                .redirectError(there.resolve("stderr.txt").toFile())
                .start();
        assertTrue(run.waitFor(5, TimeUnit.MINUTES), "timed out");
        assertEquals(0, run.exitValue(), Files.readString(there.resolve("stderr.txt")));
        assertEquals(out.toString(), Files.readString(there.resolve("stdout.txt")));
        List<String> files;
        try (var s = Files.list(here)) {
            files = s.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertEquals(8, files.size(), files.toString());

        for (String f : files) {
            assertArrayEquals(
                    Files.readAllBytes(here.resolve(f)), Files.readAllBytes(there.resolve(f)), f + " differs");
        }
    }
}
