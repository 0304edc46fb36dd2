package pnp.kit;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import pnp.io.AtomicFiles;
import pnp.io.Display;
import pnp.io.FileProblems;
import pnp.io.InputException;

/**
 * The kit folder's bookkeeping. The games write into a staging folder inside the kit folder (the
 * same file system, never the system's temporary folder); the commit then records itself on disk
 * ({@link KitJournal}) and moves every file into place, so a crash at any point leaves the last kit
 * as it was (before the record) or a recorded commit that the next run finishes before anything
 * else. A manifest, {@value #MANIFEST}, names each file the kit wrote; the next kit run removes what
 * the previous one wrote and it does not write again, and nothing else: a file the user put there,
 * or one no manifest names, stays. One kit at a time writes a folder ({@value #LOCK} is locked).
 */
final class KitFolder implements AutoCloseable {
    static final String MANIFEST = ".pnp-kit-files";
    static final String LOCK = ".pnp-kit-lock";
    /** What an older pnp left when killed while moving files in: {@code .NAME.DIGITS.part} or {@code .old}. */
    private static final Pattern LEFTOVER = Pattern.compile("\\.(.+)\\.[0-9]+\\.(part|old)");

    private final Path folder;
    private final boolean created;
    private final FileChannel lockChannel;
    private final Path staging;
    private final List<String> names = new ArrayList<>();
    private boolean recorded;

    KitFolder(Path folder) throws IOException {
        this.folder = folder.toAbsolutePath().normalize();
        FileProblems.checkWritable(this.folder.resolve(MANIFEST));
        this.created = !Files.exists(this.folder);
        try {
            Files.createDirectories(this.folder);
            this.lockChannel = lock(this.folder);
        } catch (IOException e) {
            throw FileProblems.writing(this.folder, e);
        }
        try {
            var unfinished = KitJournal.read(this.folder);
            if (unfinished.isPresent()) unfinished.get().finish(this.folder);
            removeStale();
            this.staging = Files.createTempDirectory(this.folder, KitJournal.STAGING_PREFIX);
        } catch (IOException | RuntimeException e) {
            lockChannel.close();
            if (e instanceof IOException io) throw FileProblems.writing(this.folder, io);
            throw e;
        }
    }

    private static FileChannel lock(Path folder) throws IOException {
        FileChannel ch = FileChannel.open(
                folder.resolve(LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
        FileLock lock;
        try {
            lock = ch.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            ch.close();
            throw new InputException("another pnp kit is writing " + Display.path(folder) + "; wait for it to end");
        }
        return ch;
    }

    /** Staging folders of runs that ended without committing, and older versions' temporary files. */
    private void removeStale() throws IOException {
        List<String> previous = previous();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path p : entries) {
                String name = p.getFileName().toString();
                if (name.startsWith(KitJournal.STAGING_PREFIX)) KitJournal.deleteTree(p);
                if (name.equals(KitJournal.NAME + ".part")) KitJournal.removePlainFile(folder, name);
                var m = LEFTOVER.matcher(name);
                if (m.matches() && (previous.contains(m.group(1)) || m.group(1).equals(MANIFEST)))
                    KitJournal.removePlainFile(folder, name);
            }
        }
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
     * Writes the manifest, records the commit and carries it out: every file moved into place, then
     * what the last run wrote and this one did not removed.
     */
    void commit() throws IOException {
        List<String> previous = previous();
        List<String> moves = new ArrayList<>(names);
        for (String name : names) {
            Path target = folder.resolve(name);
            if (!KitJournal.safeName(name) || !KitJournal.plainFoldersTo(folder, name))
                throw new IllegalStateException("not a name inside the kit folder: " + name);
            if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS))
                throw new InputException("cannot write " + Display.path(target) + ": it is a folder, not a file");
        }
        add(
                MANIFEST,
                ("# files the last ./pnp kit wrote here; the next run removes them\n" + String.join("\n", names) + "\n")
                        .getBytes(StandardCharsets.UTF_8));
        moves.add(MANIFEST);
        List<String> removes = previous.stream().filter(n -> !names.contains(n)).toList();
        KitJournal journal = new KitJournal(staging.getFileName().toString(), moves, removes);
        try {
            KitJournal.step("sync staging");
            KitJournal.syncTree(staging);
            KitJournal.step("record");
            journal.write(folder);
        } catch (IOException e) {
            throw FileProblems.writing(folder.resolve(KitJournal.NAME), e);
        }
        recorded = true;
        try {
            journal.finish(folder);
        } catch (IOException e) {
            throw new InputException("the kit in " + Display.path(folder) + " is not all in place ("
                    + FileProblems.reason(e) + "); run pnp kit into it again to finish");
        }
    }

    /** The names in the folder's manifest: plain names inside the folder only. */
    private List<String> previous() throws IOException {
        return KitJournal.smallTextLines(folder.resolve(MANIFEST)).orElse(List.of()).stream()
                .filter(n -> !n.isEmpty() && !n.startsWith("#") && KitJournal.safeName(n))
                .toList();
    }

    /**
     * Before the commit is recorded, a failure removes the staging folder (and the kit folder, if
     * this run made it and nothing else is in it); after, the record stays for the next run.
     */
    @Override
    public void close() throws IOException {
        try {
            if (!recorded) {
                KitJournal.deleteTree(staging);
                if (created) {
                    Files.deleteIfExists(folder.resolve(LOCK));
                    try {
                        Files.deleteIfExists(folder);
                    } catch (IOException notEmpty) {
                        // something else is there now: it stays
                    }
                }
            }
        } finally {
            lockChannel.close();
        }
    }
}
