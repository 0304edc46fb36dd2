package pnp.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;

/**
 * {@code serve --table --open-table FILE} follows the input rules: a plain file only (a device or a
 * pipe is refused before any byte is read), the saved table's size cap checked before reading; each
 * refusal is one line and exit 2, and no server starts.
 */
class OpenTableInputTest {
    @TempDir
    Path dir;

    private static void refused(Cli.Result r, String expected) {
        assertEquals(2, r.status(), r.err());
        assertEquals("", r.out(), "no join address: the server did not start");
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("pnp: "), r.err());
        assertTrue(r.err().contains(expected), r.err());
    }

    @Test
    void aDeviceIsRefusedBeforeAnyByteIsRead() {
        refused(Cli.run(dir, "serve", "--table", "--open-table", "/dev/zero"), "/dev/zero: is not a plain file");
    }

    @Test
    void aPipeIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path fifo = dir.resolve("table.fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mk.waitFor());
        refused(Cli.run(dir, "serve", "--table", "--open-table", "table.fifo"), "table.fifo: is not a plain file");
    }

    @Test
    void aFileOverTheSavedTableCapIsRefusedUnread() throws Exception {
        Files.write(dir.resolve("big.json"), new byte[TableModeCap.MAX + 1]);
        refused(Cli.run(dir, "serve", "--table", "--open-table", "big.json"), "more than a saved table can be");
    }

    /** The cap, read where the table mode keeps it. */
    private static final class TableModeCap {
        static final int MAX = pnp.web.table.TableMode.MAX_FILE;
    }
}
