package pnp.web.table;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import pnp.web.BadRequest;

/**
 * Keeps the table on disk ({@code pnp serve --table --save FILE}): after every accepted change the whole
 * table is written to a temporary file beside {@code FILE}, forced to the disk, and renamed over it, so
 * the file is always one whole table, never half of one. The table is read for the file after the
 * change, under this saver's lock, so the file written last holds every change made before it: a change
 * is answered only once a file holding it is in place. Thread-safe.
 */
final class TableSaver {
    private final Path file;
    private final Path temp;

    TableSaver(Path file) {
        this.file = file.toAbsolutePath();
        this.temp = this.file.resolveSibling(this.file.getFileName() + ".tmp");
    }

    /** Writes the table now; a failure is answered 503, so no change is answered 200 without its file. */
    synchronized void save(Table table) {
        byte[] bytes = TableFile.save(table);
        try {
            try (FileChannel ch = FileChannel.open(
                    temp, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
                ByteBuffer b = ByteBuffer.wrap(bytes);
                while (b.hasRemaining()) ch.write(b);
                ch.force(true);
            }
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            forceFolder();
        } catch (IOException e) {
            throw new BadRequest(
                    503, "the table could not be saved to " + file.getFileName() + " (" + e.getMessage() + ")");
        }
    }

    /** Forces the rename itself to the disk where the system allows opening a folder (Linux, macOS). */
    private void forceFolder() {
        Path dir = file.getParent();
        if (dir == null) return;
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            // Windows cannot open a folder as a file; its rename is durable on its own
        }
    }
}
