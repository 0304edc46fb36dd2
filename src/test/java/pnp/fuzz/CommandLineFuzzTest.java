package pnp.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.random.Rng;

/** A few random command lines for every command (more in {@code CommandLineFuzzBench}). */
class CommandLineFuzzTest {
    static final int PER_COMMAND = 25;

    @TempDir
    Path dir;

    @Test
    void everyCommandAnswersBadCommandLinesInOneLineAndWritesNothing() throws Exception {
        CommandLineFuzz.workDir(dir);
        Rng rng = new Rng(20261123L);
        List<String> broken = new ArrayList<>();
        for (String[] c : CommandLineFuzz.commands()) {
            for (int i = 0; i < PER_COMMAND; i++) {
                List<String> argv = CommandLineFuzz.argv(rng, c[0], c[1]);
                String why = CommandLineFuzz.check(dir, argv);
                if (why != null) broken.add(String.join(" ", argv) + "\n    " + why);
            }
        }
        assertTrue(
                broken.isEmpty(), broken.size() + " command lines broke an invariant:\n" + String.join("\n", broken));
    }
}
