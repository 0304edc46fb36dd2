package pnp.kit;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A kit's commit, recorded on disk in {@value #NAME} before the first file moves: the staging
 * folder, the files to move from it into the kit folder, and the last kit's files to remove. Once
 * the record is there the commit only goes forward: {@link #finish} moves what is still staged,
 * removes, deletes the staging folder and then the record, and running it again after a crash at
 * any of those steps completes the same commit. Each step is one rename or one delete.
 *
 * <p>Removal deletes only a plain file inside the kit folder, reached through plain folders: a name
 * with {@code ..}, an absolute name, a link (to a file or on the way) or a folder is left alone.
 */
record KitJournal(String staging, List<String> moves, List<String> removes) {
    static final String NAME = ".pnp-kit-commit";
    /** Where staging folders are made, inside the kit folder (the same file system as its files). */
    static final String STAGING_PREFIX = ".pnp-kit-staging-";
    /** Manifests and records are small; anything larger is not one of ours. */
    static final int MAX_BYTES = 1 << 20;

    /** A hook for tests: called before each step of a commit; may throw, or look at the folder. */
    interface Steps {
        void before(String step) throws IOException;
    }

    private static volatile Steps steps = s -> {};

    /** Tests only: install a hook ({@code null} removes it). */
    static void injectSteps(Steps s) {
        steps = s == null ? x -> {} : s;
    }

    static void step(String name) throws IOException {
        steps.before(name);
    }

    /** Writes the record (complete, synced, then renamed into place: it is there whole or not at all). */
    void write(Path folder) throws IOException {
        StringBuilder b = new StringBuilder("# a pnp kit being moved into place; the next pnp kit here finishes it\n");
        b.append("staging ").append(staging).append('\n');
        for (String m : moves) b.append("move ").append(m).append('\n');
        for (String r : removes) b.append("remove ").append(r).append('\n');
        Path tmp = folder.resolve(NAME + ".part");
        Files.deleteIfExists(tmp);
        try (FileChannel ch = FileChannel.open(
                tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
            ByteBuffer buf = ByteBuffer.wrap(b.toString().getBytes(StandardCharsets.UTF_8));
            while (buf.hasRemaining()) ch.write(buf);
            ch.force(true);
        }
        move(tmp, folder.resolve(NAME));
        syncFolder(folder);
    }

    /** The record in {@code folder}, if a commit was left unfinished there. */
    static Optional<KitJournal> read(Path folder) throws IOException {
        Optional<List<String>> lines = smallTextLines(folder.resolve(NAME));
        if (lines.isEmpty()) return Optional.empty();
        String staging = null;
        List<String> moves = new ArrayList<>();
        List<String> removes = new ArrayList<>();
        for (String line : lines.get()) {
            if (line.startsWith("staging ")) staging = line.substring(8);
            else if (line.startsWith("move ")) moves.add(line.substring(5));
            else if (line.startsWith("remove ")) removes.add(line.substring(7));
        }
        boolean ours = staging != null && staging.startsWith(STAGING_PREFIX) && plainName(staging);
        return Optional.of(new KitJournal(ours ? staging : null, moves, removes));
    }

    /** Completes the commit: each step is safe to repeat, so a crash anywhere is finished by the next run. */
    void finish(Path folder) throws IOException {
        Path from = staging == null ? null : folder.resolve(staging);
        Set<Path> movedInto = new LinkedHashSet<>();
        if (from != null && Files.isDirectory(from, LinkOption.NOFOLLOW_LINKS)) {
            for (String name : moves) {
                if (!safeName(name)) continue;
                Path staged = from.resolve(name);
                if (!Files.isRegularFile(staged, LinkOption.NOFOLLOW_LINKS)) continue; // moved already
                step("move " + name);
                Path target = folder.resolve(name);
                if (!plainFoldersTo(folder, name)) continue;
                Files.createDirectories(target.getParent());
                move(staged, target);
                movedInto.add(target.getParent());
            }
        }
        step("sync kit folder");
        for (Path dir : movedInto) syncFolder(dir);
        for (String name : removes) {
            step("remove " + name);
            removePlainFile(folder, name);
        }
        if (from != null) {
            step("remove staging");
            deleteTree(from);
        }
        step("remove record");
        Files.deleteIfExists(folder.resolve(NAME));
        syncFolder(folder);
    }

    /** Deletes {@code folder/name} only when it is a plain file reached through plain folders inside it. */
    static void removePlainFile(Path folder, String name) throws IOException {
        if (!safeName(name) || !plainFoldersTo(folder, name)) return;
        Path p = folder.resolve(name);
        if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) Files.deleteIfExists(p);
    }

    /** A relative name of files and folders only: not empty, no {@code ..} or {@code .}, no backslash. */
    static boolean safeName(String name) {
        if (name.isEmpty() || name.startsWith("/") || name.contains("\\") || name.contains("\0")) return false;
        for (String part : name.split("/", -1)) {
            if (part.isEmpty() || part.equals(".") || part.equals("..")) return false;
        }
        return true;
    }

    static boolean plainName(String name) {
        return safeName(name) && !name.contains("/");
    }

    /** Whether every folder on the way from {@code folder} to {@code name} is a folder, not a link. */
    static boolean plainFoldersTo(Path folder, String name) throws IOException {
        String[] parts = name.split("/");
        Path at = folder;
        for (int i = 0; i < parts.length - 1; i++) {
            at = at.resolve(parts[i]);
            if (Files.exists(at, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(at, LinkOption.NOFOLLOW_LINKS))
                return false;
        }
        return true;
    }

    /** The lines of a small plain file (not a link, device or pipe), or nothing when there is none. */
    static Optional<List<String>> smallTextLines(Path p) throws IOException {
        if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) return Optional.empty();
        byte[] bytes;
        try (InputStream in = Files.newInputStream(p, LinkOption.NOFOLLOW_LINKS)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        if (bytes.length > MAX_BYTES) return Optional.empty();
        return Optional.of(new String(bytes, StandardCharsets.UTF_8)
                .lines()
                .map(String::strip)
                .toList());
    }

    /** Deletes a folder of ours and everything in it; links inside are deleted, never followed. */
    static void deleteTree(Path dir) throws IOException {
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) return;
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.deleteIfExists(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                if (e != null) throw e;
                Files.deleteIfExists(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Makes every plain file and folder under {@code dir} durable (links are not followed), so that
     * what a record names is on disk before the record is: after a power loss the commit finds whole
     * files to move, never empty ones.
     */
    static void syncTree(Path dir) throws IOException {
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) return;
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                if (attrs.isRegularFile()) {
                    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
                        ch.force(true);
                    }
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                if (e != null) throw e;
                syncFolder(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    /** Makes the folder's entries durable where the platform allows (Linux does, others may not). */
    private static void syncFolder(Path folder) {
        try (FileChannel ch = FileChannel.open(folder, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // not every platform syncs a folder; the rename itself is still atomic
        }
    }
}
