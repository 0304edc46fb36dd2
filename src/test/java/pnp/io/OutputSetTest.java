package pnp.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OutputSetTest {
    @TempDir
    Path dir;

    @AfterEach
    void noInjection() {
        OutputSet.injectFailures(null);
    }

    @Test
    void allFilesAppearTogetherWithMode0644() throws IOException {
        Path a = dir.resolve("out/a.txt");
        Path b = dir.resolve("out/sub/b.txt");
        try (OutputSet set = new OutputSet()) {
            set.addString(a, "A");
            set.addString(b, "B");
            assertFalse(Files.exists(a), "nothing is visible before the commit");
            set.commit();
        }
        assertEquals("A", Files.readString(a));
        assertEquals("B", Files.readString(b));
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(a)));
        assertEquals(List.of("a.txt", "sub"), list(dir.resolve("out")), "no temporary file is left");
    }

    /** A failure at each write of three leaves nothing new and the old file untouched. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void aFailureAtAnyWriteLeavesNothingNewAndNothingDamaged(int failAt) throws IOException {
        Path old = dir.resolve("keep.txt");
        Files.writeString(old, "old");
        List<Path> targets = List.of(dir.resolve("keep.txt"), dir.resolve("new/x.pdf"), dir.resolve("new/y.png"));
        int[] n = {0};
        OutputSet.injectFailures(t -> {
            if (n[0]++ == failAt) throw new IOException("disk full");
        });
        InputException e = assertThrows(InputException.class, () -> {
            try (OutputSet set = new OutputSet()) {
                for (Path t : targets) set.addString(t, "new");
                set.commit();
            }
        });
        assertTrue(e.getMessage().startsWith("cannot write "), e.getMessage());
        assertTrue(e.getMessage().endsWith(": disk full"), e.getMessage());
        assertEquals("old", Files.readString(old));
        assertEquals(List.of("keep.txt"), list(dir), "no new folder or temporary file is left");
    }

    @Test
    void aFileWhereAFolderIsNeededIsNamedInPlainWords() throws IOException {
        Files.writeString(dir.resolve("afile"), "x");
        InputException e =
                assertThrows(InputException.class, () -> AtomicFiles.writeString(dir.resolve("afile/x.pdf"), "y"));
        assertTrue(
                e.getMessage()
                        .endsWith("afile/x.pdf: " + Display.path(dir.resolve("afile")) + " is a file, not a folder"),
                e.getMessage());
        assertFalse(e.getMessage().contains("Exception"), e.getMessage());
    }

    @Test
    void aFolderWhereAFileIsNeededIsNamedInPlainWords() throws IOException {
        Files.createDirectories(dir.resolve("adir"));
        InputException e = assertThrows(InputException.class, () -> AtomicFiles.writeString(dir.resolve("adir"), "y"));
        assertTrue(e.getMessage().endsWith("adir: it is a folder, not a file"), e.getMessage());
    }

    private static List<String> list(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
