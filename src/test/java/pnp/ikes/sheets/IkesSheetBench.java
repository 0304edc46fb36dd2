package pnp.ikes.sheets;

import pnp.ikes.format.TileChartParser;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import pnp.ikes.model.TileChart;
import pnp.pdf.Paper;
import pnp.random.Rng;

/**
 * Benchmark, not part of the default run: {@code mvn -B -q -Pbench test -Dtest=IkesSheetBench}.
 * Renders 1,000 one-page sheet PDFs (random doors, so each differs) in one JVM after a warm-up.
 */
class IkesSheetBench {
    @Test
    void thousandSheets() {
        TileChart chart = TileChartParser.standard();
        for (int i = 0; i < 30; i++) render(chart, i);
        int n = 1000;
        long bytes = 0;
        long start = System.nanoTime();
        for (int i = 0; i < n; i++) bytes += render(chart, i).length;
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "IkesSheetBench: %d sheets in %.2f s = %.1f pages/s, %.0f bytes/page%n",
                n, seconds, n / seconds, (double) bytes / n);
        assertTrue(bytes > 0);
    }

    private static byte[] render(TileChart chart, long seed) {
        var doors = pnp.ikes.rules.ChallengeGenerator.randomDoors(new Rng(seed));
        SheetSpec spec = new SheetSpec("bench", java.util.Optional.of(doors[0]), java.util.Optional.of(doors[1]));
        return SheetDocument.render(Paper.LETTER, chart, 1, spec, false, seed);
    }
}
