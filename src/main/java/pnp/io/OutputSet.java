package pnp.io;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The files one command writes, all-or-nothing. Each {@link #add} writes a complete file under a
 * temporary name beside its target; {@link #commit} moves them all into place; {@link #close}
 * without a commit (any failure) deletes the temporary files and the folders this set created,
 * so nothing new is left and no existing file is touched. During the commit an existing target
 * is first set aside and put back if a later move fails.
 *
 * <p>An output that is {@code -} ({@link StandardOutput}), a FIFO or a character device is not
 * replaced: its bytes are kept until the commit and written through first, so a failing device
 * (a full one) stops the commit before any file moves ({@link OutputTarget}).
 *
 * <p>Files get mode 0644 where the file system has POSIX permissions. Failures are
 * {@link InputException}s in plain words (see {@link FileProblems}).
 */
public final class OutputSet implements AutoCloseable {
    /** A hook for tests: called before each file is written, may throw to simulate a failure. */
    public interface FailureInjector {
        void beforeWrite(Path target) throws IOException;
    }

    private static volatile FailureInjector injector = t -> {};

    private final Map<Path, Path> staged = new LinkedHashMap<>();
    private final Map<Path, byte[]> through = new LinkedHashMap<>();
    private final List<Path> createdDirs = new ArrayList<>();
    private boolean committed;

    /** Tests only: install a failure injector ({@code null} removes it). */
    public static void injectFailures(FailureInjector f) {
        injector = f == null ? t -> {} : f;
    }

    /** Writes the file's content under a temporary name; returns the absolute target path. */
    public Path add(Path target, AtomicFiles.Writer writer) throws IOException {
        if (StandardOutput.is(target)) return keep(target, target, writer);
        Path given = target.toAbsolutePath().normalize();
        FileProblems.checkWritable(given);
        OutputTarget t = OutputTarget.of(given);
        if (t.writeThrough()) return keep(given, given, writer);
        Path abs = t.path();
        if (staged.containsKey(abs)) throw new IllegalArgumentException("written twice: " + abs);
        try {
            makeDirs(abs.getParent());
            injector.beforeWrite(abs);
            Path tmp = Files.createTempFile(abs.getParent(), "." + abs.getFileName() + ".", ".part");
            staged.put(abs, tmp);
            try (OutputStream out = Files.newOutputStream(tmp)) {
                writer.write(out);
            }
            setMode(tmp);
        } catch (IOException e) {
            throw FileProblems.writing(abs, e);
        }
        return given;
    }

    private Path keep(Path shown, Path target, AtomicFiles.Writer writer) throws IOException {
        if (through.containsKey(target)) throw new IllegalArgumentException("written twice: " + target);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            injector.beforeWrite(target);
            writer.write(bytes);
        } catch (IOException e) {
            throw FileProblems.writing(target, e);
        }
        through.put(target, bytes.toByteArray());
        return shown;
    }

    public Path addString(Path target, String text) throws IOException {
        return add(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    public Path addBytes(Path target, byte[] bytes) throws IOException {
        return add(target, out -> out.write(bytes));
    }

    /** The targets staged so far, in the order they were added (files, then what is written through). */
    public List<Path> targets() {
        List<Path> all = new ArrayList<>(staged.keySet());
        all.addAll(through.keySet());
        return List.copyOf(all);
    }

    /** Moves every staged file into place; on a failure, restores what was there before. */
    public void commit() throws IOException {
        for (Map.Entry<Path, byte[]> e : through.entrySet()) writeThrough(e.getKey(), e.getValue());
        Map<Path, Path> setAside = new LinkedHashMap<>();
        List<Path> moved = new ArrayList<>();
        try {
            for (Map.Entry<Path, Path> e : staged.entrySet()) {
                Path target = e.getKey();
                if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                    Path old = Files.createTempFile(target.getParent(), "." + target.getFileName() + ".", ".old");
                    move(target, old);
                    setAside.put(target, old);
                }
                move(e.getValue(), target);
                moved.add(target);
            }
        } catch (IOException e) {
            for (Path t : moved) Files.deleteIfExists(t);
            for (Map.Entry<Path, Path> e2 : setAside.entrySet()) move(e2.getValue(), e2.getKey());
            throw FileProblems.writing(
                    moved.isEmpty() ? staged.keySet().iterator().next() : moved.get(moved.size() - 1), e);
        }
        for (Path old : setAside.values()) Files.deleteIfExists(old);
        committed = true;
    }

    @Override
    public void close() {
        if (committed) return;
        for (Path tmp : staged.values()) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                /* best effort */
            }
        }
        for (int i = createdDirs.size() - 1; i >= 0; i--) {
            try {
                Files.deleteIfExists(createdDirs.get(i));
            } catch (IOException ignored) {
                /* not empty */
            }
        }
    }

    private static void writeThrough(Path target, byte[] bytes) throws IOException {
        if (StandardOutput.is(target)) {
            OutputStream out = StandardOutput.stream();
            out.write(bytes);
            out.flush();
            return;
        }
        try (OutputStream out = Files.newOutputStream(target, StandardOpenOption.WRITE)) {
            out.write(bytes);
        } catch (IOException e) {
            throw FileProblems.writing(target, e);
        }
    }

    private void makeDirs(Path dir) throws IOException {
        if (dir == null || Files.isDirectory(dir)) return;
        makeDirs(dir.getParent());
        Files.createDirectory(dir);
        createdDirs.add(dir);
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void setMode(Path p) throws IOException {
        try {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: the default mode stands
        }
    }
}
