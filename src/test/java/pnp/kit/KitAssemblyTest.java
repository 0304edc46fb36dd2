package pnp.kit;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.Games;
import pnp.cli.Game;
import pnp.pdf.LayoutGuard;
import pnp.pdf.Units;
import pnp.testing.Cli;
import pnp.testing.PdfProbe;

class KitAssemblyTest {
    @TempDir
    Path dir;

    @Test
    void theKitHasAnAssemblyPageForEveryGameNamingItsFilesAndSteps() throws Exception {
        List<String> problems = LayoutGuard.recording(() -> assertEquals(
                0,
                Cli.run(dir, "kit", "--seed", "5", "--players", "2", "--paper", "a4", "--out", "kit")
                        .status()));
        assertEquals(
                List.of(),
                problems.stream().filter(p -> p.startsWith("Game-night kit")).toList());
        String index = Files.readString(dir.resolve("kit/INDEX.txt"));
        assertTrue(index.contains("assembly.pdf"), index);
        try (PdfProbe probe = new PdfProbe(Files.readAllBytes(dir.resolve("kit/assembly.pdf")))) {
            List<Game> games = Games.all();
            assertEquals(games.size() + 1, probe.pages(), "the test print, then a page a game");
            String test = probe.text(0).replaceAll("\\s+", " ");
            assertTrue(test.contains("print this page first") && test.contains("100%"), test);
            assertTrue(test.contains("penguins-components.pdf on card stock"), test);
            assertFalse(test.contains("One player"), "a two-player kit has no one-player note");
            // what to check on a mono printer: the letters and marks, not the swatches' greys
            assertTrue(test.contains("On a mono printer the colours may print as one grey"), test);
            assertTrue(test.contains("(R, B, G, Y)") && test.contains("(dot, triangle, bars, cross)"), test);
            // the squares at true size: two sides of 50 mm and two of 2 in each way, read back from the page
            assertEquals(4, count(probe.segments(0), Units.mm(50)));
            assertEquals(4, count(probe.segments(0), Units.in(2)));
            for (int i = 0; i < games.size(); i++) {
                String text = probe.text(i + 1).replaceAll("\\s+", " ");
                assertTrue(text.contains(games.get(i).title() + ": how to build it"), text);
                assertTrue(text.contains("Cut, fold, glue, drill") && text.contains("Also bring"), text);
                assertTrue(text.contains("You will have") && text.contains("Time: "), text);
                assertTrue(text.matches(".*\\.pdf \\([0-9]+ pages?, [a-z].*"), "files with pages and stock: " + text);
                assertTrue(text.contains("Rules in brief: "), text);
            }
            assertTrue(probe.text(1).contains("ikes-dice.pdf (1 page, card stock)"), probe.text(1));
            assertTrue(probe.text(2).replaceAll("\\s+", " ").contains("a penguin and two buddy tokens a player"));
            String penguins = probe.text(2).replaceAll("\\s+", " ");
            assertTrue(penguins.contains("pencil and a scrap of paper, to note each player's nest"), penguins);
            assertTrue(penguins.contains("Elbow Room needs a double-nine set (55 dominoes"), penguins);
            String bridge = probe.text(4).replaceAll("\\s+", " ");
            assertTrue(bridge.contains("25.4 mm pitch") && bridge.contains("1/4 in rod"), bridge);
            assertTrue(bridge.contains("exactly 11 in (279.4 mm) square") && !bridge.contains("plus a margin"), bridge);
            String freeze = probe.text(5).replaceAll("\\s+", " ");
            assertTrue(freeze.contains("6 pyramids a player (2 of each size"), freeze);
        }
    }

    private static long count(List<PdfProbe.Segment> segments, double length) {
        return segments.stream()
                .filter(s -> Math.abs(s.length() - length) < 0.05)
                .count();
    }

    @Test
    void aOnePlayerKitSaysWhoPlaysAloneAndStillPrintsThePiecesAndDice() throws Exception {
        assertEquals(
                0,
                Cli.run(dir, "kit", "--seed", "3", "--players", "1", "--out", "kit")
                        .status());
        String index = Files.readString(dir.resolve("kit/INDEX.txt"));
        assertTrue(index.contains("game-night kit: 1 player, letter"), index);
        assertFalse(index.contains("1 players") || index.contains("1 game sheets"), index);
        assertTrue(index.contains("1 game sheet (one a player)"), index);
        assertTrue(index.contains("One player: play Ike's alone with its solo challenge"), index);
        try (PdfProbe assembly = new PdfProbe(Files.readAllBytes(dir.resolve("kit/assembly.pdf")))) {
            assertTrue(assembly.text(0).replaceAll("\\s+", " ").contains("One player: play Ike's alone"));
        }
        try (PdfProbe pieces = new PdfProbe(Files.readAllBytes(dir.resolve("kit/penguins-components.pdf")));
                PdfProbe dice = new PdfProbe(Files.readAllBytes(dir.resolve("kit/ikes-dice.pdf")))) {
            String text = pieces.text(0);
            // Penguin's needs two players: their penguins and buddies, and two dice
            for (String t : List.of("R1", "R2", "B1", "B2", "red's penguin", "blue's penguin", "six-sided"))
                assertTrue(text.contains(t), t + " in " + text);
            assertTrue(pieces.text(1).contains("ten-sided dice for Elbow Room"));
            assertTrue(dice.text(0).contains("Light die") && dice.text(0).contains("Dark die"));
        }
    }
}
