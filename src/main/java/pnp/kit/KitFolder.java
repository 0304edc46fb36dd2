package pnp.kit;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import pnp.io.AtomicFiles;
import pnp.io.Display;
import pnp.io.FileProblems;
import pnp.io.InputException;

/**
 * The kit folder's bookkeeping. The whole new kit is made in a staging folder beside the kit folder
 * (the same file system, never the system's temporary folder); the commit carries the player's own
 * files over from the last kit (hard links, or copies where the file system has none), records
 * itself on disk ({@link KitJournal}) and swaps the two folders with two renames, so the kit folder
 * is never a mix of two kits: a crash leaves the last kit, the new one, or (between the renames) no
 * kit folder, and the next run finishes a recorded swap before anything else. A manifest,
 * {@value #MANIFEST}, names each file the kit wrote; the next kit leaves out what the last one wrote
 * and it does not write again, and nothing else: a file the player put there, or one no manifest
 * names, is carried into the new kit. One kit at a time writes a folder (a lock beside it).
 */
final class KitFolder implements AutoCloseable {
    static final String MANIFEST = ".pnp-kit-files";
    /** What older versions of pnp kept inside the kit folder; never carried into a new kit. */
    private static final String OLD_BOOKKEEPING = ".pnp-kit-";
    /** What an older pnp left when killed while moving files in: {@code .NAME.DIGITS.part} or {@code .old}. */
    private static final Pattern LEFTOVER = Pattern.compile("\\.(.+)\\.[0-9]+\\.(part|old)");

    private final Path folder;
    private final FileChannel lockChannel;
    private final Path staging;
    private final List<String> names = new ArrayList<>();
    private boolean recorded;

    KitFolder(Path folder) throws IOException {
        this(folder, Path.of("").toAbsolutePath());
    }

    /** The kit folder {@code folder}; refused when it holds {@code workDir}, which a swap would move away. */
    KitFolder(Path folder, Path workDir) throws IOException {
        Path abs = folder.toAbsolutePath().normalize();
        if (Files.isSymbolicLink(abs) && Files.isDirectory(abs)) abs = abs.toRealPath();
        this.folder = abs;
        if (abs.getParent() == null || workDir.toAbsolutePath().normalize().startsWith(abs)) {
            throw new InputException("cannot make the kit in " + Display.path(abs)
                    + ": the kit needs a folder of its own (pnp replaces it whole), and this one holds the"
                    + " folder you are working in");
        }
        FileProblems.checkWritable(abs.resolve(MANIFEST));
        try {
            Files.createDirectories(abs.getParent());
            this.lockChannel = lock(abs);
        } catch (IOException e) {
            throw FileProblems.writing(abs, e);
        }
        try {
            var unfinished = KitJournal.read(abs);
            if (unfinished.isPresent()) unfinished.get().finish(abs);
            removeStale();
            this.staging = Files.createTempDirectory(abs.getParent(), KitJournal.prefix(abs) + "staging-");
        } catch (IOException | RuntimeException e) {
            lockChannel.close();
            if (e instanceof IOException io) throw FileProblems.writing(abs, io);
            throw e;
        }
    }

    private static FileChannel lock(Path kit) throws IOException {
        FileChannel ch = FileChannel.open(
                KitJournal.sibling(kit, "lock"),
                StandardOpenOption.CREATE,
                StandardOpenOption.WRITE,
                LinkOption.NOFOLLOW_LINKS);
        FileLock lock;
        try {
            lock = ch.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            ch.close();
            throw new InputException("another pnp kit is writing " + Display.path(kit) + "; wait for it to end");
        }
        return ch;
    }

    /** Staging folders of runs that ended without recording a swap, and a half-written record. */
    private void removeStale() throws IOException {
        String staged = KitJournal.prefix(folder) + "staging-";
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder.getParent())) {
            for (Path p : entries) {
                if (p.getFileName().toString().startsWith(staged)) KitJournal.deleteTree(p);
            }
        }
        KitJournal.deleteTree(KitJournal.sibling(folder, "last"));
        Path part = KitJournal.sibling(folder, "commit.part");
        if (Files.isRegularFile(part, LinkOption.NOFOLLOW_LINKS)) Files.delete(part);
    }

    /** Where the games write their files. */
    Path staging() {
        return staging;
    }

    /** Takes a file the games wrote (by its staging path); returns where it will be in the kit folder. */
    Path addStaged(Path staged) {
        String name = staging.relativize(staged).toString().replace('\\', '/');
        names.add(name);
        return folder.resolve(name);
    }

    /** Writes a file of the kit's own, by its name in the kit folder; returns where it will be. */
    Path add(String name, byte[] bytes) throws IOException {
        AtomicFiles.write(staging.resolve(name), bytes);
        return addStaged(staging.resolve(name));
    }

    /**
     * Writes the manifest, carries the player's files over from the last kit, records the swap and
     * carries it out.
     */
    void commit() throws IOException {
        List<String> previous = previous();
        for (String name : names) {
            if (!KitJournal.safeName(name))
                throw new IllegalStateException("not a name inside the kit folder: " + name);
        }
        add(
                MANIFEST,
                ("# files the last ./pnp kit wrote here; the next run leaves them out\n" + String.join("\n", names)
                                + "\n")
                        .getBytes(StandardCharsets.UTF_8));
        KitJournal journal = new KitJournal(staging.getFileName().toString());
        try {
            KitJournal.step("carry the player's files");
            if (Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) carry(previous);
            KitJournal.step("sync staging");
            KitJournal.syncTree(staging);
            KitJournal.step("record");
            journal.write(folder);
        } catch (IOException e) {
            throw FileProblems.writing(folder, e);
        }
        recorded = true;
        try {
            journal.finish(folder);
        } catch (IOException e) {
            throw new InputException("the kit in " + Display.path(folder) + " is not all in place ("
                    + FileProblems.reason(e) + "); run pnp kit into it again to finish");
        }
    }

    /**
     * Puts into the staging folder every entry of the last kit that is not the kit's: not a plain file
     * its manifest names, not an older version's bookkeeping, and not a name the new kit writes. Files
     * are hard-linked (copied where links cannot be made), links are made again, never followed.
     */
    private void carry(List<String> previous) throws IOException {
        Files.walkFileTree(folder, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                if (dir.equals(folder)) return FileVisitResult.CONTINUE;
                String name = name(dir);
                if (oldBookkeeping(name)) return FileVisitResult.SKIP_SUBTREE;
                Path to = staging.resolve(name);
                if (!Files.isDirectory(to, LinkOption.NOFOLLOW_LINKS)) Files.createDirectory(to);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                String name = name(file);
                if (oldBookkeeping(name) || (attrs.isRegularFile() && previous.contains(name))) {
                    return FileVisitResult.CONTINUE;
                }
                if (leftover(name, previous)) return FileVisitResult.CONTINUE;
                Path to = staging.resolve(name);
                if (Files.exists(to, LinkOption.NOFOLLOW_LINKS)) return FileVisitResult.CONTINUE; // the kit's own
                if (attrs.isSymbolicLink()) {
                    Files.createSymbolicLink(to, Files.readSymbolicLink(file));
                } else {
                    try {
                        Files.createLink(to, file);
                    } catch (IOException | UnsupportedOperationException e) {
                        Files.copy(file, to, LinkOption.NOFOLLOW_LINKS, StandardCopyOption.COPY_ATTRIBUTES);
                    }
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private String name(Path p) {
        return folder.relativize(p).toString().replace('\\', '/');
    }

    /** An older version's manifest, lock, record or staging folder at the top of the kit folder. */
    private static boolean oldBookkeeping(String name) {
        return !name.contains("/") && name.startsWith(OLD_BOOKKEEPING);
    }

    /** An older version's temporary copy of one of the kit's own files. */
    private static boolean leftover(String name, List<String> previous) {
        var m = LEFTOVER.matcher(name);
        return m.matches() && (previous.contains(m.group(1)) || m.group(1).equals(MANIFEST));
    }

    /** The names in the last kit's manifest: plain names inside the folder only. */
    private List<String> previous() throws IOException {
        return KitJournal.smallTextLines(folder.resolve(MANIFEST)).orElse(List.of()).stream()
                .filter(n -> !n.isEmpty() && !n.startsWith("#") && KitJournal.safeName(n))
                .toList();
    }

    /** Before the swap is recorded, a failure removes the staging folder; after, the record stays for the next run. */
    @Override
    public void close() throws IOException {
        try {
            if (!recorded) KitJournal.deleteTree(staging);
        } finally {
            lockChannel.close();
        }
    }
}
