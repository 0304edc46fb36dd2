package pnp.kit;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.io.OutputSet;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

class KitFolderTest {
    @TempDir
    Path dir;

    private static List<String> names(Path folder) throws Exception {
        try (var files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aSecondKitRemovesWhatTheFirstWroteAndNothingElse() throws Exception {
        assertEquals(
                0,
                Cli.run(dir, "kit", "--seed", "11", "--players", "1", "--out", "kit")
                        .status());
        Path kit = dir.resolve("kit");
        assertTrue(Files.exists(kit.resolve("ikes-solo-11.pdf")));
        Files.writeString(kit.resolve("my-notes.txt"), "mine");
        Files.writeString(kit.resolve("ikes-solo-5.pdf"), "not named by any manifest");
        assertEquals(
                0,
                Cli.run(dir, "kit", "--seed", "12", "--players", "1", "--out", "kit")
                        .status());
        List<String> after = names(kit);
        // the solo challenge is named by its seed: seed 11's is gone, seed 12's is there
        assertFalse(after.contains("ikes-solo-11.pdf"), after.toString());
        assertTrue(after.contains("ikes-solo-12.pdf"), after.toString());
        // the user's file and an unlisted file stay
        assertTrue(after.contains("my-notes.txt") && after.contains("ikes-solo-5.pdf"), after.toString());
        List<String> manifest = Files.readAllLines(kit.resolve(KitFolder.MANIFEST)).stream()
                .filter(l -> !l.startsWith("#"))
                .toList();
        assertTrue(manifest.contains("ikes-solo-12.pdf") && manifest.contains("INDEX.txt"), manifest.toString());
        assertFalse(manifest.contains("my-notes.txt"));
        // every file the kit wrote is rw-r--r--, no temporary file is left
        for (String name : manifest) {
            assertEquals(
                    "rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(kit.resolve(name))), name);
        }
        assertTrue(after.stream().noneMatch(n -> n.endsWith(".part") || n.endsWith(".old")), after.toString());
    }

    @Test
    void theRulesPageNamesTheFormTheKitShips() throws Exception {
        assertEquals(
                0,
                Cli.run(dir, "kit", "--seed", "11", "--players", "1", "--out", "kit")
                        .status());
        try (PdfProbe probe = new PdfProbe(Files.readAllBytes(dir.resolve("kit/ikes-sheets.pdf")))) {
            String rules = probe.text(probe.pages() - 1).replaceAll("\\s+", " ");
            assertTrue(rules.contains("ikes-blank.ikes in the kit"), rules);
        }
        assertTrue(Files.exists(dir.resolve("kit/ikes-blank.ikes")));
    }

    @Test
    void aManifestCannotReachOutsideTheFolder() throws Exception {
        Path kit = Files.createDirectories(dir.resolve("kit"));
        Files.writeString(dir.resolve("precious.txt"), "keep");
        Files.writeString(kit.resolve(KitFolder.MANIFEST), "../precious.txt\n" + dir.resolve("precious.txt") + "\n");
        assertEquals(
                0,
                Cli.run(dir, "kit", "--seed", "3", "--players", "1", "--out", "kit")
                        .status());
        assertTrue(Files.exists(dir.resolve("precious.txt")));
    }

    @Test
    void aFailedKitLeavesTheFolderAsItWas() throws Exception {
        assertEquals(
                0,
                Cli.run(dir, "kit", "--seed", "11", "--players", "1", "--out", "kit")
                        .status());
        Path kit = dir.resolve("kit");
        List<String> before = names(kit);
        byte[] index = Files.readAllBytes(kit.resolve("INDEX.txt"));
        OutputSet.injectFailures(t -> {
            if (t.getFileName().toString().equals("INDEX.txt")) throw new IOException("disk full");
        });
        try {
            assertNotEquals(
                    0,
                    Cli.run(dir, "kit", "--seed", "12", "--players", "1", "--out", "kit")
                            .status());
        } finally {
            OutputSet.injectFailures(null);
        }
        assertEquals(before, names(kit));
        assertArrayEquals(index, Files.readAllBytes(kit.resolve("INDEX.txt")));
    }

    @Test
    void theWorkingFolderOrOneHoldingItIsNotAKitFolder() throws Exception {
        for (String out : List.of(".", "..")) {
            Cli.Result r = Cli.run(dir, "kit", "--seed", "3", "--players", "1", "--out", out);
            assertEquals(2, r.status(), out);
            assertTrue(r.err().contains("the kit needs a folder of its own"), r.err());
        }
    }

    @Test
    void aKitFolderThatIsALinkStaysALink() throws Exception {
        Path real = Files.createDirectories(dir.resolve("real-kit"));
        Files.createSymbolicLink(dir.resolve("kit"), real);
        assertEquals(
                0,
                Cli.run(dir, "kit", "--seed", "3", "--players", "1", "--out", "kit")
                        .status());
        assertTrue(Files.isSymbolicLink(dir.resolve("kit")));
        assertTrue(Files.exists(real.resolve("INDEX.txt")));
    }
}
