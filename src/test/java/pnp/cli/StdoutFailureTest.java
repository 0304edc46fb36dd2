package pnp.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.Main;
import pnp.testing.Cli;

/** Output that cannot be written (a full device, a closed stdout) is an error, and names stay on one line. */
class StdoutFailureTest {
    @TempDir
    Path dir;

    /** What /dev/full does to every write. */
    private static final class Full extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            throw new IOException("No space left on device");
        }
    }

    private Cli.Result toFullStdout(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new Main(
                        new PrintStream(new Full(), true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        new ByteArrayInputStream(new byte[0]),
                        dir)
                .run(args);
        return new Cli.Result(status, "", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aScoreThatCannotBePrintedIsAnError() throws Exception {
        Files.copy(Path.of("seeds/ikes/contract-example.ikes"), dir.resolve("s.ikes"));
        assertEquals(0, Cli.run(dir, "ikes", "score", "s.ikes").status());
        Cli.Result r = toFullStdout("ikes", "score", "s.ikes");
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("pnp: cannot write to standard output"), r.err());
    }

    @Test
    void helpThatCannotBePrintedIsAnError() {
        Cli.Result r = toFullStdout("--help");
        assertEquals(2, r.status());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void aNewlineOrEscapeInAFileNameIsShownEscaped() {
        Cli.Result r = Cli.run(dir, "ikes", "score", "a\nb\u001b[31m.ikes");
        assertEquals(2, r.status());
        assertEquals(1, r.err().lines().count(), r.err());
        assertEquals("pnp: a\\nb\\u001b[31m.ikes: no such file\n", r.err());
        Cli.Result usage = Cli.run(dir, "ikes", "sheet", "x\ny");
        assertEquals(1, usage.err().lines().count(), usage.err());
        assertTrue(usage.err().contains("x\\ny"), usage.err());
    }

    @Test
    void aWrittenFileWithANewlineInItsNameIsOneLine() throws Exception {
        Cli.Result r = Cli.run(dir, "ikes", "solo", "--seed", "3", "--out", "solo\n3.pdf");
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.exists(dir.resolve("solo\n3.pdf")));
        assertTrue(r.out().startsWith("wrote solo\\n3.pdf ("), r.out());
        assertEquals(1, r.out().lines().count(), r.out());
    }
}
