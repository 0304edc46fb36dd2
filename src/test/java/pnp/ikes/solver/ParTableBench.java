package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.ParTable;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;

/**
 * Recomputes the whole par table (-Pbench, about 10 minutes on an idle 2-core machine):
 * {@code mvn -B -q -Pbench test -Dtest=ParTableBench -Dsurefire.failIfNoSpecifiedTests=false}.
 * Writes {@code target/par.txt} and fails where the shipped table differs.
 */
class ParTableBench {
    @Test
    void theShippedTableIsWhatParComputes() throws Exception {
        TileChart chart = TileChartParser.standard();
        Map<Long, Integer> par = new TreeMap<>();
        int differ = 0;
        for (long n = 1; n <= 365; n++) {
            par.put(n, Par.compute(ChallengeGenerator.challenge(n), chart));
            if (par.get(n) != ParTableFormat.standard().of(n).orElse(Integer.MIN_VALUE)) {
                differ++;
                System.out.println("challenge " + n + ": shipped "
                        + ParTableFormat.standard().of(n) + ", computed " + par.get(n));
            }
        }
        Files.writeString(Path.of("target/par.txt"), ParTableFormat.write(new ParTable(par), ""));
        assertEquals(0, differ);
    }
}
