package pnp.ikes.sheets;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.pdf.Paper;
import pnp.pdf.PdfBoxBaseline;
import pnp.random.Rng;

/**
 * Benchmark, not part of the default run: {@code mvn -B -q -Pbench test -Dtest=IkesSheetBench}.
 * One-page Ike's sheet PDFs (random doors, so each differs) beside the PDFBox baseline (a one-page
 * document with the same embedded font and five lines of text) in the same JVM: after a warm-up,
 * rounds of 100 sheets and 100 baseline pages alternate, and each side's median round is reported,
 * so both see the same machine load. Targets (issue 13): 500 pages/s or more, within 2x of the
 * baseline, 40 KB a page or less.
 */
class IkesSheetBench {
    private static final int ROUNDS = Integer.getInteger("sheet.bench.rounds", 15);
    private static final int PER_ROUND = 100;

    @Test
    void sheetsBesideThePdfBoxBaseline() {
        TileChart chart = TileChartParser.standard();
        PdfBoxBaseline baseline = new PdfBoxBaseline();
        LongFunction<byte[]> sheet = i -> render(chart, i);
        for (int i = 0; i < 300; i++) {
            byte[] unused = sheet.apply(i);
            baseline.page(i);
        }
        double[] sheetRates = new double[ROUNDS];
        double[] baseRates = new double[ROUNDS];
        long sheetBytes = 0;
        long baseBytes = 0;
        for (int r = 0; r < ROUNDS; r++) {
            long[] bytes = new long[1];
            sheetRates[r] = rate(r, sheet, bytes);
            sheetBytes += bytes[0];
            baseRates[r] = rate(r, baseline::page, bytes);
            baseBytes += bytes[0];
        }
        double sheetRate = median(sheetRates);
        double baseRate = median(baseRates);
        int pages = ROUNDS * PER_ROUND;
        System.out.printf(Locale.ROOT, "IkesSheetBench: %d rounds of %d pages, median round:%n", ROUNDS, PER_ROUND);
        System.out.printf(
                Locale.ROOT, "  Ike's sheet     %7.1f pages/s  %,7d bytes/page%n", sheetRate, sheetBytes / pages);
        System.out.printf(
                Locale.ROOT, "  PDFBox baseline %7.1f pages/s  %,7d bytes/page%n", baseRate, baseBytes / pages);
        System.out.printf(
                Locale.ROOT,
                "  sheet time / baseline time = %.2f (target <= 2); sheet pages/s target >= 500%n",
                baseRate / sheetRate);
        assertTrue(sheetBytes > 0 && baseBytes > 0);
    }

    /** Pages a second over one round; adds the round's bytes to {@code bytes[0]} (after resetting it). */
    private static double rate(int round, LongFunction<byte[]> page, long[] bytes) {
        bytes[0] = 0;
        long start = System.nanoTime();
        for (int i = 0; i < PER_ROUND; i++) bytes[0] += page.apply(1000L + (long) round * PER_ROUND + i).length;
        return PER_ROUND / ((System.nanoTime() - start) / 1e9);
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static byte[] render(TileChart chart, long seed) {
        var doors = ChallengeGenerator.randomDoors(new Rng(seed));
        SheetSpec spec = new SheetSpec("bench", Optional.of(doors[0]), Optional.of(doors[1]));
        return SheetDocument.render(Paper.LETTER, chart, 1, spec, false, seed);
    }
}
