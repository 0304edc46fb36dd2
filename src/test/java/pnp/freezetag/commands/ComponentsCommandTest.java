package pnp.freezetag.commands;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

class ComponentsCommandTest {
    @TempDir
    Path dir;

    @Test
    void bigSquaresAreTiled() throws Exception {
        Cli.Result r = Cli.run(dir, "freezetag", "components", "--players", "2", "--square", "2in", "--out", "c.pdf");
        assertEquals(0, r.status(), r.err());
        try (PdfProbe probe = new PdfProbe(Files.readAllBytes(dir.resolve("c.pdf")))) {
            assertTrue(probe.text(0).contains("page row 1 of 2, column 1 of 2"), probe.text(0));
        }
        Cli.Result small = Cli.run(dir, "freezetag", "components", "--square", "20mm", "--out", "d.pdf");
        assertEquals(2, small.status());
        assertTrue(small.err().contains("at least 1in"), small.err());
        assertFalse(Files.exists(dir.resolve("d.pdf")));
    }

    @Test
    void commandAndKitWriteTheFile() throws Exception {
        Cli.Result r = Cli.run(dir, "freezetag", "components", "--colors", "pink,black,cyan");
        assertEquals(0, r.status(), r.err());
        assertEquals("wrote output/freezetag-components.pdf\n", r.out());
        try (PdfProbe probe = new PdfProbe(Files.readAllBytes(dir.resolve("output/freezetag-components.pdf")))) {
            assertTrue(probe.allText().contains("PINK"));
        }
        Cli.Result kit = Cli.run(dir, "kit", "--players", "3", "--seed", "5", "--out", "kit");
        assertEquals(0, kit.status(), kit.err());
        assertTrue(Files.exists(dir.resolve("kit/freezetag-components.pdf")));
        assertTrue(Files.readString(dir.resolve("kit/INDEX.txt"))
                .contains("freezetag-components.pdf: Freeze Tag board, 3 players"));
    }

    /**
     * --closed-base makes pyramids that cannot sit over another, and a frozen piece in Freeze Tag has one over it:
     * where the flag is offered (the option list and the help text) and in the docs, it says it is not for play.
     */
    @Test
    void closedBaseSaysItIsNotForPlay() throws Exception {
        String help = Cli.run(dir, "freezetag", "components", "--help").out().replaceAll("\\s+", " ");
        assertTrue(
                help.contains("--closed-base solid pyramids with a glued base, for display or other games: they"
                        + " cannot stack, so not for Freeze Tag"),
                help);
        assertTrue(
                help.contains("no use in Freeze Tag, where a frozen piece has another sitting over it; leave it off"
                        + " for play."),
                help);
        String docs = Files.readString(Path.of("docs/freeze-tag.md")).replaceAll("\\s+", " ");
        assertTrue(docs.contains("`--closed-base` glues a square base on instead: sturdier solid pieces for display or"
                + " for games that never stack. They cannot sit over another pyramid, so they cannot play Freeze Tag"));
    }
}
