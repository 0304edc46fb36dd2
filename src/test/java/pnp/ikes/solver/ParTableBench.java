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
 * Recomputes the par table (-Pbench; about 5 s a challenge on one core, so about half an hour for
 * challenges 1..365 on an idle machine), {@code -Dikes.par.from} to {@code -Dikes.par.to} (1..365 by default):
 * {@code mvn -B -q -Pbench test -Dtest=ParTableBench -Dsurefire.failIfNoSpecifiedTests=false}.
 * Writes {@code target/par.txt} (each line as it is computed) and fails where a shipped entry differs.
 */
class ParTableBench {
    @Test
    void theShippedTableIsWhatParComputes() throws Exception {
        TileChart chart = TileChartParser.standard();
        long from = Long.getLong("ikes.par.from", 1);
        long to = Long.getLong("ikes.par.to", 365);
        Map<Long, Integer> par = new TreeMap<>();
        int differ = 0;
        for (long n = from; n <= to; n++) {
            par.put(n, Par.compute(ChallengeGenerator.challenge(n), chart));
            Files.writeString(Path.of("target/par.txt"), ParTableFormat.write(new ParTable(par), ""));
            var shipped = ParTableFormat.standard().of(n);
            if (shipped.isPresent() && par.get(n) != shipped.getAsInt()) {
                differ++;
                System.out.println("challenge " + n + ": shipped " + shipped.getAsInt() + ", computed " + par.get(n));
            }
        }
        assertEquals(0, differ);
    }
}
