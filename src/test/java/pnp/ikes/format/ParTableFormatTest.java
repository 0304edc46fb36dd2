package pnp.ikes.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.OptionalInt;
import java.util.function.LongPredicate;
import org.junit.jupiter.api.Test;
import pnp.ikes.model.ParTable;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.solver.UpperBound;
import pnp.io.InputException;
import pnp.io.TextSource;

class ParTableFormatTest {
    @Test
    void theShippedTableCoversChallenges1To365WithoutGaps() {
        // every challenge a book prints and the daily challenge cycles through
        ParTable t = ParTableFormat.standard();
        for (long n = 1; n <= 365; n++) assertTrue(t.of(n).isPresent(), "challenge " + n);
        assertEquals(365, t.par().size());
        assertEquals(OptionalInt.empty(), t.of(366));
    }

    /**
     * Every tenth challenge from 1 (37 of them), which reach every line and branch of the bound that all 365 reach
     * (JaCoCo); every challenge of the table is checked by {@code UpperBoundBench} in -Pbench.
     */
    @Test
    void noParExceedsItsChallengesUpperBound() {
        assertEquals(37, parsWithinBound(n -> n % 10 == 1));
    }

    /** Checks the shipped par of each challenge {@code take} accepts against its upper bound; returns how many. */
    private static int parsWithinBound(LongPredicate take) {
        TileChart chart = TileChartParser.standard();
        int checked = 0;
        for (Map.Entry<Long, Integer> e : ParTableFormat.standard().par().entrySet()) {
            long n = e.getKey();
            if (!take.test(n)) continue;
            int bound = UpperBound.of(ChallengeGenerator.challenge(n), chart).score();
            assertTrue(e.getValue() <= bound, "challenge " + n + ": par " + e.getValue() + ", bound " + bound);
            checked++;
        }
        return checked;
    }

    // that a shipped entry is what par computes with the fixed budget: ParGamesTest (challenge 12, par's game
    // through the server, which searches with Par.game) and SolverTest (challenge 15, pnp ikes solve --search par)

    @Test
    void problemsNameLineAndColumn() {
        InputException e = assertThrows(
                InputException.class, () -> ParTableFormat.parse(new TextSource("p.txt", "# par\n1 17\n2 x\n")));
        assertEquals("p.txt:3:3: 'x' is not a score from -49 to 49", e.getMessage());
        e = assertThrows(InputException.class, () -> ParTableFormat.parse(new TextSource("p.txt", "1 17\n1 12\n")));
        assertEquals("p.txt:2:1: challenge 1 is listed twice", e.getMessage());
        e = assertThrows(InputException.class, () -> ParTableFormat.parse(new TextSource("p.txt", "7\n")));
        assertEquals("p.txt:1:2: expected 'CHALLENGE PAR', e.g. '7 15'", e.getMessage());
    }

    @Test
    void writesWhatItReads() {
        ParTable t = ParTableFormat.parse(new TextSource("p", "2 15\n1 17\n"));
        assertEquals("# h\n1 17\n2 15\n", ParTableFormat.write(t, "# h\n"));
    }
}
