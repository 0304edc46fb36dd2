package pnp.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file under a temporary name in the same folder and moves it into place, so a failure
 * never leaves a half-written output behind.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    @FunctionalInterface
    public interface Writer {
        void write(OutputStream out) throws IOException;
    }

    public static Path write(Path target, Writer writer) throws IOException {
        Path abs = target.toAbsolutePath().normalize();
        Path dir = abs.getParent();
        if (dir != null) Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + abs.getFileName() + ".", ".part");
        try {
            try (OutputStream out = Files.newOutputStream(tmp)) {
                writer.write(out);
            }
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
            return abs;
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    public static Path write(Path target, byte[] bytes) throws IOException {
        return write(target, out -> out.write(bytes));
    }

    public static Path writeString(Path target, String text) throws IOException {
        return write(target, text.getBytes(StandardCharsets.UTF_8));
    }
}
