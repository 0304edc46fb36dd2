package pnp.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.Games;
import pnp.cli.Command;
import pnp.cli.Game;
import pnp.testing.Cli;

/** Every repository file that a command's --help names (an example's input, a format's home) exists. */
class HelpFilesTest {
    @TempDir
    Path dir;

    private static final Pattern REPO_PATH = Pattern.compile("\\b(?:seeds|templates|docs)/[\\w./-]*[\\w/]");

    /** The repository paths a help text names. */
    static List<String> repositoryPaths(String help) {
        List<String> paths = new ArrayList<>();
        Matcher m = REPO_PATH.matcher(help);
        while (m.find()) paths.add(m.group());
        return paths;
    }

    @Test
    void everyFileAHelpNamesExists() {
        List<String> helps = new ArrayList<>();
        helps.add(Cli.run(dir, "--help").out());
        helps.add(Cli.run(dir, "kit", "--help").out());
        helps.add(Cli.run(dir, "serve", "--help").out());
        for (Game g : Games.all()) {
            helps.add(Cli.run(dir, g.name(), "--help").out());
            for (Command c : g.commands())
                helps.add(Cli.run(dir, g.name(), c.name(), "--help").out());
        }
        List<String> missing = new ArrayList<>();
        int named = 0;
        for (String help : helps) {
            for (String path : repositoryPaths(help)) {
                named++;
                if (!Files.exists(Path.of(path))) missing.add(path + " in:\n" + help);
            }
        }
        assertEquals(List.of(), missing, "help texts name files that do not exist");
        assertTrue(named >= 5, "the helps name few files: " + named);
    }

    @Test
    void findsTheRepositoryPathsOfAHelp() {
        assertEquals(
                List.of("seeds/bridge-wars/example.bridge", "templates/ikes/tiles.txt", "seeds/freeze-tag.md"),
                repositoryPaths("example: pnp bridgewars score seeds/bridge-wars/example.bridge\n"
                        + "(format in templates/ikes/tiles.txt), see seeds/freeze-tag.md; my-chart.txt"));
    }
}
