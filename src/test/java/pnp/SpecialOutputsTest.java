package pnp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;

/**
 * An output path that is {@code -} goes to standard output; one that exists and is not a regular
 * file is written through (a FIFO, a character device) or refused with one line, never replaced.
 */
class SpecialOutputsTest {
    private static final int TYPE_BITS = 0170000;
    private static final int FIFO = 0010000;
    private static final int CHARACTER_DEVICE = 0020000;

    @TempDir
    Path dir;

    @BeforeEach
    void sheet() throws Exception {
        Files.copy(Path.of("seeds/ikes/contract-example.ikes"), dir.resolve("s.ikes"));
    }

    @Test
    void aDashSendsThePdfToStandardOutputAndTheWordsToStderr() {
        Cli.Result r = Cli.run(dir, "ikes", "score", "s.ikes", "--pdf", "-");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("%PDF-"), "stdout holds the PDF alone");
        assertTrue(r.out().stripTrailing().endsWith("%%EOF"), "the whole PDF");
        assertTrue(r.err().contains("score"), "the score is told on stderr: " + r.err());
        assertTrue(r.err().contains("wrote - (standard output)"), r.err());
        assertEquals(0, listNames().length - 1, "no file named - is made");
    }

    @Test
    void twoDashesOrADashWithJsonAreRefused() {
        Cli.Result r = Cli.run(dir, "ikes", "score", "s.ikes", "--pdf", "-", "--json");
        assertEquals(2, r.status());
        assertEquals(
                "pnp: --json and --pdf - both write to standard output; give --pdf a file",
                r.err().strip());
        assertEquals("", r.out());
    }

    @Test
    void aFifoStaysAFifoAndGetsThePdf() throws Exception {
        Path fifo = dir.resolve("pipe");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        CompletableFuture<byte[]> read = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = Files.newInputStream(fifo)) {
                return in.readAllBytes();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Cli.Result r = Cli.run(dir, "ikes", "score", "s.ikes", "--pdf", "pipe");
        assertEquals(0, r.status(), r.err());
        byte[] got = read.get(30, TimeUnit.SECONDS);
        assertEquals("%PDF", new String(got, 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals(FIFO, type(fifo), "still a FIFO");
    }

    @Test
    void aFullDeviceIsOneLineAndStaysADevice() throws Exception {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.exists(full), "this system has no /dev/full");
        Cli.Result r = Cli.run(dir, "ikes", "score", "s.ikes", "--pdf", "/dev/full");
        assertEquals(2, r.status(), r.err());
        assertEquals(
                "pnp: cannot write /dev/full: no space left on device", r.err().strip());
        assertEquals(CHARACTER_DEVICE, type(full), "/dev/full is still a character device");
    }

    @Test
    void theNullDeviceIsWrittenThrough() throws Exception {
        Cli.Result r = Cli.run(dir, "ikes", "score", "s.ikes", "--pdf", "/dev/null");
        assertEquals(0, r.status(), r.err());
        assertEquals(CHARACTER_DEVICE, type(Path.of("/dev/null")));
    }

    @Test
    void aSocketIsRefusedAndLeftAlone() throws Exception {
        Path sock = dir.resolve("sock");
        try (ServerSocketChannel ch = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            ch.bind(UnixDomainSocketAddress.of(sock));
            Cli.Result r = Cli.run(dir, "ikes", "score", "s.ikes", "--pdf", "sock");
            assertEquals(2, r.status());
            assertEquals(
                    "pnp: cannot write sock: it is a socket, not a file",
                    r.err().strip());
            assertTrue(Files.exists(sock, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(sock));
        }
    }

    @Test
    void aLinkToAFileStaysALinkAndItsFileIsReplaced() throws Exception {
        Files.writeString(dir.resolve("real.pdf"), "old");
        Files.createSymbolicLink(dir.resolve("link.pdf"), Path.of("real.pdf"));
        Cli.Result r = Cli.run(dir, "ikes", "score", "s.ikes", "--pdf", "link.pdf");
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.isSymbolicLink(dir.resolve("link.pdf")));
        byte[] head = new byte[4];
        System.arraycopy(Files.readAllBytes(dir.resolve("real.pdf")), 0, head, 0, 4);
        assertArrayEquals("%PDF".getBytes(java.nio.charset.StandardCharsets.US_ASCII), head);
    }

    @Test
    void aLinkToNothingIsRefused() throws Exception {
        Files.createSymbolicLink(dir.resolve("dangling.pdf"), Path.of("gone/x.pdf"));
        Cli.Result r = Cli.run(dir, "ikes", "score", "s.ikes", "--pdf", "dangling.pdf");
        assertEquals(2, r.status());
        assertEquals(
                "pnp: cannot write dangling.pdf: it is a link to gone/x.pdf, which does not exist",
                r.err().strip());
        assertTrue(Files.isSymbolicLink(dir.resolve("dangling.pdf")));
    }

    @Test
    void theKitAndASavedTableRefuseADash() {
        Cli.Result r = Cli.run(dir, "kit", "--out", "-");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("a kit is many files, not one for -"), r.err());
        r = Cli.run(dir, "serve", "--table", "--save", "-", "--port", "0");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("a saved table is a plain file"), r.err());
    }

    private String[] listNames() {
        return dir.toFile().list();
    }

    private static int type(Path p) throws Exception {
        return ((Integer) Files.getAttribute(p, "unix:mode")) & TYPE_BITS;
    }
}
