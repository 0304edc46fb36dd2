package pnp.kit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import pnp.io.OutputSet;

/**
 * The kit folder's bookkeeping. The games write into a private staging folder; the kit then moves
 * every file into the kit folder through one {@link OutputSet} (all-or-nothing, mode 0644), with a
 * manifest, {@value #MANIFEST}, naming each file it wrote. The next kit run into the same folder
 * removes what the previous one wrote and it does not write again, and nothing else: a file the
 * user put there, or one no manifest names, stays.
 */
final class KitFolder implements AutoCloseable {
    static final String MANIFEST = ".pnp-kit-files";

    private final Path folder;
    private final Path staging;
    private final OutputSet out = new OutputSet();
    private final List<String> names = new ArrayList<>();

    KitFolder(Path folder) throws IOException {
        this.folder = folder;
        this.staging = Files.createTempDirectory("pnp-kit-");
    }

    /** Where the games write their files. */
    Path staging() {
        return staging;
    }

    /** Stages a file the games wrote (by its staging path). */
    Path addStaged(Path staged) throws IOException {
        return add(staging.relativize(staged).toString(), Files.readAllBytes(staged));
    }

    /** Stages a file of the kit's own, by its name in the kit folder. */
    Path add(String name, byte[] bytes) throws IOException {
        names.add(name);
        return out.addBytes(folder.resolve(name), bytes);
    }

    /** Writes everything with the manifest, then removes what the last run wrote and this one did not. */
    void commit() throws IOException {
        List<String> previous = previous();
        out.addString(
                folder.resolve(MANIFEST),
                "# files the last ./pnp kit wrote here; the next run removes them\n" + String.join("\n", names) + "\n");
        out.commit();
        for (String old : previous) {
            if (names.contains(old)) continue;
            Path p = folder.resolve(old);
            if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) Files.delete(p);
        }
    }

    /** The names in the folder's manifest: plain names inside the folder only. */
    private List<String> previous() throws IOException {
        Path manifest = folder.resolve(MANIFEST);
        if (!Files.isRegularFile(manifest)) return List.of();
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
            String name = line.strip();
            if (name.isEmpty() || name.startsWith("#")) continue;
            Path p = folder.resolve(name).normalize();
            if (!Path.of(name).isAbsolute() && p.startsWith(folder.normalize()) && !p.equals(folder.normalize()))
                out.add(name);
        }
        return out;
    }

    @Override
    public void close() throws IOException {
        out.close();
        try (Stream<Path> all = Files.walk(staging)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
