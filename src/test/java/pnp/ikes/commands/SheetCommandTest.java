package pnp.ikes.commands;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

class SheetCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesOneSheetPerPlayerAndTheRulesPage() throws Exception {
        Cli.Result r = Cli.run(dir, "ikes", "sheet", "--players", "3", "--paper", "a4", "--out", "s.pdf");
        assertEquals(0, r.status(), r.err());
        assertEquals("wrote s.pdf (3 sheets, a4)\n", r.out());
        try (PdfProbe probe = new PdfProbe(Files.readAllBytes(dir.resolve("s.pdf")))) {
            assertEquals(4, probe.pages());
            assertEquals(595.28, probe.width(0), 0.01);
            assertTrue(probe.text(2).contains("draw your entrance and exit"));
        }
    }

    @Test
    void randomDoorsComeFromTheSeedAndThePageSaysIt() throws Exception {
        assertEquals(
                0,
                Cli.run(dir, "ikes", "sheet", "--random-doors", "--seed", "5", "--out", "a.pdf")
                        .status());
        assertEquals(
                0,
                Cli.run(dir, "ikes", "sheet", "--random-doors", "--seed", "5", "--out", "b.pdf")
                        .status());
        assertEquals(
                0,
                Cli.run(dir, "ikes", "sheet", "--random-doors", "--seed", "6", "--out", "c.pdf")
                        .status());
        byte[] a = Files.readAllBytes(dir.resolve("a.pdf"));
        assertArrayEquals(a, Files.readAllBytes(dir.resolve("b.pdf")));
        assertFalse(Arrays.equals(a, Files.readAllBytes(dir.resolve("c.pdf"))));
        try (PdfProbe probe = new PdfProbe(a)) {
            String text = probe.text(0);
            assertTrue(text.contains("entrance E7 S, exit A7 S"), text);
            assertTrue(text.contains("seed 5"), text);
        }
    }

    @Test
    void freshSeedIsPrintedOnStderr() {
        Cli.Result r = Cli.run(dir, "ikes", "sheet", "--random-doors", "--out", "x.pdf");
        assertEquals(0, r.status());
        assertTrue(r.err().matches("seed \\d+\\n"), r.err());
    }

    @Test
    void badDoorIsOneLineExitTwoAndNoFile() {
        Cli.Result r = Cli.run(dir, "ikes", "sheet", "--entrance", "D4", "--exit", "G4", "--out", "x.pdf");
        assertEquals(2, r.status());
        assertEquals("pnp: --entrance: D4 is not an edge space; a doorway goes through the outer wall\n", r.err());
        assertFalse(Files.exists(dir.resolve("x.pdf")));
    }

    @Test
    void inconsistentOptionsAreUsageErrors() {
        assertEquals(2, Cli.run(dir, "ikes", "sheet", "--entrance", "A4").status());
        assertEquals(2, Cli.run(dir, "ikes", "sheet", "--seed", "4").status());
        assertEquals(
                2,
                Cli.run(dir, "ikes", "sheet", "--random-doors", "--exit", "G4").status());
        assertEquals(2, Cli.run(dir, "ikes", "sheet", "--players", "0").status());
    }

    @Test
    void brokenTileChartNamesFileLineAndColumn() throws Exception {
        Files.writeString(dir.resolve("chart.txt"), "# my chart\ntile 1-1\n+---+\n  *\n+   +\n");
        Cli.Result r = Cli.run(dir, "ikes", "sheet", "--tiles", "chart.txt", "--out", "x.pdf");
        assertEquals(2, r.status());
        assertEquals(
                "pnp: chart.txt:4:3: tile 1-1: expected '.' (a space of the tile) or a blank here, found '*'\n",
                r.err());
        assertFalse(Files.exists(dir.resolve("x.pdf")));
    }

    @Test
    void missingTileChartFileIsReported() {
        Cli.Result r = Cli.run(dir, "ikes", "sheet", "--tiles", "nope.txt");
        assertEquals(2, r.status());
        assertEquals("pnp: nope.txt: no such file\n", r.err());
    }
}
