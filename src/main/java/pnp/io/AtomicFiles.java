package pnp.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Writes one file all-or-nothing: under a temporary name in the same folder, moved into place
 * when complete. A command that writes several files uses {@link OutputSet} instead, so that all
 * of them appear together or none does.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    @FunctionalInterface
    public interface Writer {
        void write(OutputStream out) throws IOException;
    }

    public static Path write(Path target, Writer writer) throws IOException {
        try (OutputSet set = new OutputSet()) {
            Path p = set.add(target, writer);
            set.commit();
            return p;
        }
    }

    public static Path write(Path target, byte[] bytes) throws IOException {
        return write(target, out -> out.write(bytes));
    }

    public static Path writeString(Path target, String text) throws IOException {
        return write(target, text.getBytes(StandardCharsets.UTF_8));
    }
}
