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
            assertEquals(games.size(), probe.pages(), "a page a game");
            for (int i = 0; i < games.size(); i++) {
                String text = probe.text(i).replaceAll("\\s+", " ");
                assertTrue(text.contains(games.get(i).title() + ": how to build it"), text);
                assertTrue(text.contains("Cut, fold, glue, drill") && text.contains("Also bring"), text);
                assertTrue(text.contains(".pdf:"), "the page names the game's files: " + text);
            }
            String bridge = probe.text(3).replaceAll("\\s+", " ");
            assertTrue(bridge.contains("25.4 mm pitch") && bridge.contains("1/4 in rod"), bridge);
        }
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
