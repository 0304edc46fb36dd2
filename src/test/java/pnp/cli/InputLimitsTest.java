package pnp.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.Main;
import pnp.testing.Cli;

/**
 * Inputs are regular files or standard input, read up to a limit per format: a device, an endless
 * standard input or a file too big is one line and exit 2, never a read until memory runs out.
 */
class InputLimitsTest {
    @TempDir
    Path dir;

    /** Zeros without end, as {@code - < /dev/zero} gives; counts what was read. */
    private static final class Endless extends InputStream {
        long read;

        @Override
        public int read() {
            read++;
            return 0;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            Arrays.fill(b, off, off + len, (byte) 0);
            read += len;
            return len;
        }
    }

    private record Run(int status, String err, long read) {}

    private Run withEndlessInput(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Endless in = new Endless();
        int status = new Main(
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        in,
                        dir)
                .run(args);
        return new Run(status, err.toString(StandardCharsets.UTF_8), in.read);
    }

    @ParameterizedTest
    @ValueSource(strings = {"/dev/zero", "/dev/urandom", "link"})
    void aDeviceIsRefusedBeforeAnythingIsRead(String name) throws Exception {
        Files.createSymbolicLink(dir.resolve("link"), Path.of("/dev/zero"));
        for (List<String> args : List.of(
                List.of("ikes", "score", name),
                List.of("ikes", "read", name),
                List.of("bridgewars", "replay", name),
                List.of("ikes", "sheet", "--tiles", name, "--out", "s.pdf"))) {
            Cli.Result r = Cli.run(dir, args.toArray(String[]::new));
            assertEquals(2, r.status(), args + ": " + r.err());
            assertEquals(
                    List.of("pnp: " + name + ": is not a plain file (a device, pipe or socket); pnp reads files,"
                            + " or standard input with -"),
                    r.err().lines().toList());
        }
        assertFalse(Files.exists(dir.resolve("s.pdf")));
    }

    @Test
    void endlessStandardInputIsReadOnlyToTheFormatsLimit() {
        Run sheet = withEndlessInput("ikes", "score", "-");
        assertEquals(2, sheet.status(), sheet.err());
        assertEquals("pnp: <stdin>: more than an Ike's sheet can be (at most 256 KB)\n", sheet.err());
        assertTrue(sheet.read() <= (256 << 10) + 65536, "read " + sheet.read());
        Run photo = withEndlessInput("ikes", "read", "-");
        assertEquals(2, photo.status(), photo.err());
        assertEquals("pnp: <stdin>: more than a photo can be (at most 40 MB)\n", photo.err());
        Run log = withEndlessInput("ikes", "replay", "-");
        assertEquals("pnp: <stdin>: more than an Ike's move log can be (at most 1 MB)\n", log.err());
    }

    @Test
    void aFileOverTheLimitIsOneLine() throws Exception {
        Files.write(dir.resolve("big.ikes"), new byte[(256 << 10) + 1]);
        Cli.Result r = Cli.run(dir, "ikes", "check", "big.ikes");
        assertEquals(2, r.status());
        assertEquals("pnp: big.ikes: 257 KB is more than an Ike's sheet can be (at most 256 KB)\n", r.err());
    }

    @Test
    void aFileAtTheLimitIsRead() throws Exception {
        // 256 KB of blanks is not a sheet, but it is read and parsed: the error is the parser's
        Files.writeString(dir.resolve("blank.ikes"), " ".repeat(256 << 10));
        Cli.Result r = Cli.run(dir, "ikes", "check", "blank.ikes");
        assertEquals(2, r.status());
        assertFalse(r.err().contains("can be (at most"), r.err());
    }
}
