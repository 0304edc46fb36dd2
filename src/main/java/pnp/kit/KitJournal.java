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
import java.util.List;
import java.util.Optional;

/**
 * A kit's swap, recorded on disk beside the kit folder before the first rename: the staging folder
 * holding the whole new kit and the name the last kit is set aside under. The swap is two renames
 * (the last kit aside, the new kit in), then the last kit is deleted and the record with it. Running
 * {@link #finish} again after a crash at any of those steps completes the same swap; the kit folder
 * is always the last kit whole, the new kit whole, or (between the two renames) not there.
 *
 * <p>Every name here is a sibling of the kit folder: {@code .KIT.pnp-kit-commit} (the record),
 * {@code .KIT.pnp-kit-staging-N} (staging folders), {@code .KIT.pnp-kit-last} (the last kit, set
 * aside) and {@code .KIT.pnp-kit-lock}, where KIT is the kit folder's name.
 */
record KitJournal(String staging) {
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

    /** The sibling of {@code kit} named {@code .KIT.pnp-kit-SUFFIX}. */
    static Path sibling(Path kit, String suffix) {
        return kit.resolveSibling(prefix(kit) + suffix);
    }

    /** {@code .KIT.pnp-kit-}: what every sibling of ours is named with. */
    static String prefix(Path kit) {
        return "." + kit.getFileName() + ".pnp-kit-";
    }

    /** Writes the record (complete, synced, then renamed into place: it is there whole or not at all). */
    void write(Path kit) throws IOException {
        String text =
                "# a pnp kit being swapped into place; the next pnp kit here finishes it\nstaging " + staging + "\n";
        Path tmp = sibling(kit, "commit.part");
        Files.deleteIfExists(tmp);
        try (FileChannel ch = FileChannel.open(
                tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS)) {
            ByteBuffer buf = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
            while (buf.hasRemaining()) ch.write(buf);
            ch.force(true);
        }
        move(tmp, sibling(kit, "commit"));
        syncFolder(kit.getParent());
    }

    /** The record beside {@code kit}, if a swap was left unfinished. */
    static Optional<KitJournal> read(Path kit) throws IOException {
        Optional<List<String>> lines = smallTextLines(sibling(kit, "commit"));
        if (lines.isEmpty()) return Optional.empty();
        for (String line : lines.get()) {
            if (!line.startsWith("staging ")) continue;
            String name = line.substring(8);
            if (name.startsWith(prefix(kit) + "staging-") && plainName(name)) return Optional.of(new KitJournal(name));
        }
        return Optional.of(new KitJournal(null));
    }

    /** Completes the swap: each step is safe to repeat, so a crash anywhere is finished by the next run. */
    void finish(Path kit) throws IOException {
        Path last = sibling(kit, "last");
        Path from = staging == null ? null : kit.resolveSibling(staging);
        if (from != null && Files.isDirectory(from, LinkOption.NOFOLLOW_LINKS)) {
            if (Files.exists(kit, LinkOption.NOFOLLOW_LINKS)) {
                step("set the last kit aside");
                deleteTree(last);
                move(kit, last);
            }
            step("move the new kit in");
            move(from, kit);
            syncFolder(kit.getParent());
        }
        step("remove the last kit");
        deleteTree(last);
        step("remove record");
        Files.deleteIfExists(sibling(kit, "commit"));
        syncFolder(kit.getParent());
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
     * what a record names is on disk before the record is: after a power loss the swap finds whole
     * files, never empty ones.
     */
    static void syncTree(Path dir) throws IOException {
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) return;
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                if (attrs.isRegularFile()) {
                    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
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
    static void syncFolder(Path folder) {
        try (FileChannel ch = FileChannel.open(folder, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // not every platform syncs a folder; the rename itself is still atomic
        }
    }
}
