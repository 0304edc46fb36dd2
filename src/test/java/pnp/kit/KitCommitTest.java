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
 * The kit's swap under faults. A kill at any step (the kit folder and its siblings copied as they
 * stand before each step of a commit, which is what a kill there leaves) leaves the last kit whole,
 * the new kit whole, or (between the two renames) no kit folder; never a mix. The next run into the
 * folder finishes a recorded swap: the new kit exactly, nothing left beside it. A failure at a step
 * is one line, exit 2, with the same outcome.
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

    /** The kit folder {@code area/kit} and its siblings as a kill leaves them: copied whole. */
    private Path area(String name) throws IOException {
        return Files.createDirectories(dir.resolve(name));
    }

    @Test
    void aKillAtAnyStepLeavesOneWholeKitAndTheNextRunFinishes() throws Exception {
        assertEquals(0, kit("old", 11).status());
        Files.writeString(dir.resolve("old/my-notes.txt"), "mine");
        Map<String, String> oldKit = tree(dir.resolve("old"));
        assertEquals(0, kit("new", 12).status());
        Files.writeString(dir.resolve("new/my-notes.txt"), "mine");
        Map<String, String> newKit = tree(dir.resolve("new"));

        Path area = area("area");
        copy(dir.resolve("old"), area.resolve("kit"));
        List<String> steps = new ArrayList<>();
        KitJournal.injectSteps(step -> {
            copy(area, dir.resolve("crash-" + steps.size()));
            steps.add(step);
        });
        assertEquals(0, kit("area/kit", 12).status());
        KitJournal.injectSteps(null);
        assertEquals(newKit, tree(area.resolve("kit")));
        assertEquals(
                List.of(
                        "carry the player's files",
                        "sync staging",
                        "record",
                        "set the last kit aside",
                        "move the new kit in",
                        "remove the last kit",
                        "remove record"),
                steps);
        assertEquals(List.of("kit", ".kit.pnp-kit-lock"), names(area), "nothing of the swap is left beside the kit");

        for (int i = 0; i < steps.size(); i++) {
            Path crashed = dir.resolve("crash-" + i);
            Path kit = crashed.resolve("kit");
            String at = "killed before '" + steps.get(i) + "'";
            boolean recordedBefore = i > steps.indexOf("record");
            if (Files.exists(kit)) {
                Map<String, String> left = tree(kit);
                assertTrue(left.equals(oldKit) || left.equals(newKit), at + ": one whole kit, never a mix: " + left);
                assertEquals(i <= steps.indexOf("set the last kit aside") ? oldKit : newKit, left, at);
            } else {
                assertEquals(
                        "move the new kit in", steps.get(i), at + ": only between the two renames is there no kit");
            }
            assertEquals(recordedBefore, Files.exists(crashed.resolve(".kit.pnp-kit-commit")), at);
            recover(kit);
            assertEquals(recordedBefore ? newKit : oldKit, tree(kit), at + ", then recovered");
            assertEquals(
                    List.of("kit", ".kit.pnp-kit-lock"), names(crashed), at + ", then recovered: nothing left beside");
        }
    }

    @Test
    void aFailureAtEachKindOfStepIsOneLineAndTheNextRunFinishes() throws Exception {
        assertEquals(0, kit("old", 11).status());
        Map<String, String> oldKit = tree(dir.resolve("old"));
        assertEquals(0, kit("new", 12).status());
        Map<String, String> newKit = tree(dir.resolve("new"));
        for (String failAt : List.of(
                "carry the player's files",
                "sync staging",
                "record",
                "set the last kit aside",
                "move the new kit in",
                "remove the last kit",
                "remove record")) {
            Path area = area("a-" + failAt.replace(' ', '-').replace("'", ""));
            Path folder = area.resolve("kit");
            copy(dir.resolve("old"), folder);
            KitJournal.injectSteps(step -> {
                if (step.equals(failAt)) throw new IOException("Input/output error");
            });
            Cli.Result r = kit(dir.relativize(folder).toString(), 12);
            KitJournal.injectSteps(null);
            assertEquals(2, r.status(), failAt + ": " + r.err());
            assertEquals(1, r.err().lines().filter(l -> l.startsWith("pnp:")).count(), r.err());
            if (List.of("carry the player's files", "sync staging", "record").contains(failAt)) {
                assertEquals(oldKit, tree(folder), "failed before the record: the last kit");
                assertEquals(List.of("kit", ".kit.pnp-kit-lock"), names(area), "nothing staged is left");
            } else {
                assertTrue(r.err().contains("run pnp kit into it again"), r.err());
                recover(folder);
                assertEquals(newKit, tree(folder), failAt);
            }
        }
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString())
                    .sorted(java.util.Comparator.comparing((String n) -> n.startsWith("."))
                            .thenComparing(n -> n))
                    .toList();
        }
    }

    @Test
    void staleStagingAndOlderVersionsLeftoversAreRemovedAndNothingElse() throws Exception {
        assertEquals(0, kit("kit", 11).status());
        Path kit = dir.resolve("kit");
        // an older version's staging inside the kit, and this version's beside it
        Path stale = Files.createDirectories(kit.resolve(".pnp-kit-staging-123"));
        Files.writeString(stale.resolve("ikes-sheets.pdf"), "half");
        Files.createSymbolicLink(stale.resolve("out"), dir);
        Path besides = Files.createDirectories(dir.resolve(".kit.pnp-kit-staging-456"));
        Files.writeString(besides.resolve("ikes-sheets.pdf"), "half");
        Files.createSymbolicLink(besides.resolve("out"), dir);
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
        assertFalse(Files.exists(besides), "a staging folder no record names is removed");
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
        Files.createSymbolicLink(kit.resolve(".pnp-kit-commit"), Path.of("/dev/zero"));
        Files.createSymbolicLink(dir.resolve(".kit.pnp-kit-commit"), Path.of("/dev/zero"));
        assertEquals(0, kit("kit", 3).status());
        assertTrue(Files.isRegularFile(kit.resolve(KitFolder.MANIFEST), LinkOption.NOFOLLOW_LINKS));
    }
}
