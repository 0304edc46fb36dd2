package pnp.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pnp.random.Rng;

/**
 * Many random command lines a command (-Pbench): {@code mvn -B -q -Pbench test
 * -Dtest=CommandLineFuzzBench -Dsurefire.failIfNoSpecifiedTests=false [-Dfuzz.perCommand=N]}.
 */
class CommandLineFuzzBench {
    @TempDir
    Path dir;

    @Test
    void manyCommandLinesACommand() throws Exception {
        int per = Integer.getInteger("fuzz.perCommand", 2_000);
        CommandLineFuzz.workDir(dir);
        Rng rng = new Rng(7L);
        long broken = 0;
        System.out.printf("%n| command | cases | broken | seconds |%n|---|---|---|---|%n");
        for (String[] c : CommandLineFuzz.commands()) {
            long t0 = System.nanoTime();
            int bad = 0;
            for (int i = 0; i < per; i++) {
                List<String> argv = CommandLineFuzz.argv(rng, c[0], c[1]);
                String why = CommandLineFuzz.check(dir, argv);
                if (why != null) {
                    bad++;
                    if (bad <= 3) System.out.println("  " + String.join(" ", argv) + ": " + why);
                }
            }
            broken += bad;
            System.out.printf("| %s %s | %,d | %d | %.0f |%n", c[0], c[1], per, bad, (System.nanoTime() - t0) / 1e9);
        }
        assertEquals(0, broken);
    }
}
