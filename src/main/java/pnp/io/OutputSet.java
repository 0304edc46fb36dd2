package pnp.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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
    private final List<Path> createdDirs = new ArrayList<>();
    private boolean committed;

    /** Tests only: install a failure injector ({@code null} removes it). */
    public static void injectFailures(FailureInjector f) {
        injector = f == null ? t -> {} : f;
    }

    /** Writes the file's content under a temporary name; returns the absolute target path. */
    public Path add(Path target, AtomicFiles.Writer writer) throws IOException {
        Path abs = target.toAbsolutePath().normalize();
        if (staged.containsKey(abs)) throw new IllegalArgumentException("written twice: " + abs);
        FileProblems.checkWritable(abs);
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
        return abs;
    }

    public Path addString(Path target, String text) throws IOException {
        return add(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    public Path addBytes(Path target, byte[] bytes) throws IOException {
        return add(target, out -> out.write(bytes));
    }

    /** The targets staged so far, in the order they were added. */
    public List<Path> targets() {
        return List.copyOf(staged.keySet());
    }

    /** Moves every staged file into place; on a failure, restores what was there before. */
    public void commit() throws IOException {
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
