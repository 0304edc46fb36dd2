package pnp.kit;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;

/**
 * The kit's commit under faults. A crash at any step (the folder copied as it stands before each
 * step of a commit, which is what a kill there leaves) leaves either the last kit, untouched, or a
 * recorded commit, and the next run into the folder finishes it: the new kit exactly, nothing
 * staged, no record. A failure at a step is one line, exit 2, with the same outcome.
 */
class KitCommitTest {
    @TempDir
    Path dir;

    @AfterEach
    void noHook() {
        KitJournal.injectSteps(null);
    }

    /** Every entry of a folder, recursively, with the bytes of each file ({@code ->} for a link). */
    private static Map<String, String> tree(Path folder) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path p : all.filter(p -> !p.equals(folder)).toList()) {
                String name = folder.relativize(p).toString();
                if (Files.isSymbolicLink(p)) out.put(name, "-> " + Files.readSymbolicLink(p));
                else if (Files.isDirectory(p)) out.put(name + "/", "");
                else out.put(name, Arrays.hashCode(Files.readAllBytes(p)) + ":" + Files.size(p));
            }
        }
        out.remove(KitFolder.LOCK);
        return out;
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) Files.createDirectories(t);
                else Files.copy(p, t, LinkOption.NOFOLLOW_LINKS);
            }
        }
    }

    private Cli.Result kit(String out, int seed) {
        return Cli.run(dir, "kit", "--seed", "" + seed, "--players", "1", "--jobs", "1", "--out", out);
    }

    /** What the next run does first: finish or drop what an earlier run left. */
    private static void recover(Path folder) throws IOException {
        new KitFolder(folder).close();
    }

    @Test
    void aCrashAtAnyStepLeavesTheOldKitOrARecordTheNextRunFinishes() throws Exception {
        assertEquals(0, kit("old", 11).status());
        Files.writeString(dir.resolve("old/my-notes.txt"), "mine");
        Map<String, String> oldKit = tree(dir.resolve("old"));
        assertEquals(0, kit("new", 12).status());
        Files.writeString(dir.resolve("new/my-notes.txt"), "mine");
        Map<String, String> newKit = tree(dir.resolve("new"));

        copy(dir.resolve("old"), dir.resolve("kit"));
        List<String> steps = new ArrayList<>();
        KitJournal.injectSteps(step -> {
            copy(dir.resolve("kit"), dir.resolve("crash-" + steps.size()));
            steps.add(step);
        });
        assertEquals(0, kit("kit", 12).status());
        KitJournal.injectSteps(null);
        assertEquals(newKit, tree(dir.resolve("kit")));
        // the staged files are made durable before the record names them, and the moved files before
        // the last kit's files are removed and the record with them
        assertEquals(List.of("sync staging", "record"), steps.subList(0, 2));
        int synced = steps.indexOf("sync kit folder");
        assertTrue(synced > steps.lastIndexOf("move ikes-solo-12.pdf"), "" + steps);
        assertTrue(synced < steps.indexOf("remove ikes-solo-11.pdf"), "" + steps);
        assertTrue(steps.contains("move ikes-solo-12.pdf") && steps.contains("remove ikes-solo-11.pdf"), "" + steps);
        assertEquals(List.of("remove staging", "remove record"), steps.subList(steps.size() - 2, steps.size()));

        for (int i = 0; i < steps.size(); i++) {
            Path crashed = dir.resolve("crash-" + i);
            Map<String, String> left = tree(crashed);
            String at = "killed before '" + steps.get(i) + "'";
            if (i <= steps.indexOf("record")) {
                // the games' files are staged inside the kit folder, the record not yet written
                assertTrue(left.keySet().stream().anyMatch(n -> n.startsWith(KitJournal.STAGING_PREFIX)), at);
                left.keySet().removeIf(n -> n.startsWith(KitJournal.STAGING_PREFIX));
                assertEquals(oldKit, left, at + ": the last kit, untouched");
            } else {
                assertTrue(left.containsKey(KitJournal.NAME), at + ": the commit is recorded");
            }
            recover(crashed);
            assertEquals(i <= steps.indexOf("record") ? oldKit : newKit, tree(crashed), at + ", then recovered");
        }
    }

    @Test
    void aFailureAtEachKindOfStepIsOneLineAndTheNextRunFinishes() throws Exception {
        assertEquals(0, kit("old", 11).status());
        Map<String, String> oldKit = tree(dir.resolve("old"));
        assertEquals(0, kit("new", 12).status());
        Map<String, String> newKit = tree(dir.resolve("new"));
        for (String failAt : List.of(
                "sync staging",
                "record",
                "move ikes-sheets.pdf",
                "sync kit folder",
                "remove ikes-solo-11.pdf",
                "remove staging",
                "remove record")) {
            Path folder = dir.resolve("k-" + failAt.replace(' ', '-'));
            copy(dir.resolve("old"), folder);
            KitJournal.injectSteps(step -> {
                if (step.equals(failAt)) throw new IOException("Input/output error");
            });
            Cli.Result r = kit(folder.getFileName().toString(), 12);
            KitJournal.injectSteps(null);
            assertEquals(2, r.status(), failAt + ": " + r.err());
            assertEquals(1, r.err().lines().filter(l -> l.startsWith("pnp:")).count(), r.err());
            if (failAt.equals("record") || failAt.equals("sync staging")) {
                assertEquals(oldKit, tree(folder), "failed before the record: the last kit, nothing staged");
            } else {
                assertTrue(r.err().contains("run pnp kit into it again"), r.err());
                recover(folder);
                assertEquals(newKit, tree(folder), failAt);
            }
        }
    }

    @Test
    void staleStagingAndOlderVersionsLeftoversAreRemovedAndNothingElse() throws Exception {
        assertEquals(0, kit("kit", 11).status());
        Path kit = dir.resolve("kit");
        Path stale = Files.createDirectories(kit.resolve(KitJournal.STAGING_PREFIX + "123"));
        Files.writeString(stale.resolve("ikes-sheets.pdf"), "half");
        Files.createSymbolicLink(stale.resolve("out"), dir);
        Files.writeString(kit.resolve(".ikes-sheets.pdf.8812.part"), "half");
        Files.writeString(kit.resolve(".INDEX.txt.77.old"), "old");
        Files.writeString(kit.resolve(".mine.txt.1.part"), "not the kit's");
        Files.writeString(dir.resolve("outside.txt"), "keep");
        assertEquals(0, kit("kit", 12).status());
        Map<String, String> left = tree(kit);
        assertFalse(left.keySet().stream().anyMatch(n -> n.startsWith(".pnp-kit-staging")), left.toString());
        assertFalse(left.containsKey(".ikes-sheets.pdf.8812.part") || left.containsKey(".INDEX.txt.77.old"), "" + left);
        assertTrue(left.containsKey(".mine.txt.1.part"));
        assertTrue(Files.exists(dir.resolve("outside.txt")), "a link in the staging folder is not followed");
    }

    @Test
    void theCleanUpDeletesOnlyPlainFilesInsideTheFolder() throws Exception {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(outside.resolve("precious.txt"), "keep");
        Files.writeString(dir.resolve("precious.txt"), "keep");
        Path kit = Files.createDirectories(dir.resolve("kit"));
        Files.createSymbolicLink(kit.resolve("linked"), outside);
        Files.createSymbolicLink(kit.resolve("alias.pdf"), outside.resolve("precious.txt"));
        Files.createDirectories(kit.resolve("sub"));
        Files.writeString(
                kit.resolve(KitFolder.MANIFEST),
                String.join(
                        "\n",
                        "linked/precious.txt",
                        "./linked/precious.txt",
                        "sub/../linked/precious.txt",
                        "../precious.txt",
                        dir.resolve("precious.txt").toString(),
                        "alias.pdf",
                        "sub",
                        ""));
        assertEquals(0, kit("kit", 3).status());
        assertEquals("keep", Files.readString(outside.resolve("precious.txt")));
        assertEquals("keep", Files.readString(dir.resolve("precious.txt")));
        assertTrue(Files.isSymbolicLink(kit.resolve("alias.pdf")), "a link is not a plain file: it stays");
        assertTrue(Files.isDirectory(kit.resolve("sub")));
    }

    @Test
    void oneKitAtATimeWritesAFolder() throws Exception {
        Path kit = Files.createDirectories(dir.resolve("kit"));
        try (KitFolder busy = new KitFolder(kit)) {
            Cli.Result r = kit("kit", 3);
            assertEquals(2, r.status());
            assertTrue(r.err().contains("another pnp kit is writing kit"), r.err());
            assertTrue(Files.isDirectory(busy.staging()), "the other run's staging is left alone");
        }
    }

    @Test
    void aManifestThatIsALinkToADeviceIsNotRead() throws Exception {
        Path kit = Files.createDirectories(dir.resolve("kit"));
        Files.createSymbolicLink(kit.resolve(KitFolder.MANIFEST), Path.of("/dev/zero"));
        Files.createSymbolicLink(kit.resolve(KitJournal.NAME), Path.of("/dev/zero"));
        assertEquals(0, kit("kit", 3).status());
        assertTrue(Files.isRegularFile(kit.resolve(KitFolder.MANIFEST), LinkOption.NOFOLLOW_LINKS));
    }
}
