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
}
