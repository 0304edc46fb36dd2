package pnp.testing;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import pnp.Main;

/** Runs pnp in-process, as the launcher would, and captures what it printed. */
public final class Cli {
    public record Result(int status, String out, String err) {}

    private Cli() {}

    public static Result run(Path workDir, String... args) {
        return runWithInput(workDir, "", args);
    }

    public static Result runWithInput(Path workDir, String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new Main(
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                        workDir)
                .run(args);
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
