package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;

class CalibrationTest {
    private static final double[] RISING = {0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.97, 0.98, 0.99, 0.999};
    private static final double[] FLAT = {0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9};

    private static Calibration table() {
        Map<Calibration.Kind, Map<String, double[]>> curves = new EnumMap<>(Calibration.Kind.class);
        Map<String, double[]> space = new LinkedHashMap<>();
        space.put(Calibration.SURE, RISING);
        space.put(Calibration.POOLED, FLAT);
        space.put("faint or unclear pencil", new double[] {.99, .99, .99, .99, .99, .99, .99, .99, .99, .99});
        curves.put(Calibration.Kind.SPACE, space);
        return new Calibration(curves);
    }

    @Test
    void aRawConfidenceFallsInItsStepOfFiveHundredths() {
        assertEquals(0, Calibration.step(0.3));
        assertEquals(0, Calibration.step(0.5));
        assertEquals(0, Calibration.step(0.549));
        assertEquals(1, Calibration.step(0.55));
        assertEquals(5, Calibration.step(0.75));
        assertEquals(9, Calibration.step(0.95));
        assertEquals(9, Calibration.step(1));
    }

    @Test
    void aReasonTakesItsOwnCurveElseItsKindsPooledOneElseTheRawConfidence() {
        Calibration c = table();
        assertEquals(0.98, c.probability(Calibration.Kind.SPACE, null, 0.86), 1e-12); // sure: step 7
        assertEquals(0.99, c.probability(Calibration.Kind.SPACE, "faint or unclear pencil", 0.6), 1e-12);
        assertEquals(0.9, c.probability(Calibration.Kind.SPACE, "not a dot's shape", 0.6), 1e-12);
        // at or above the doubt line no pass's reason counts: the item is sure
        assertEquals(0.95, c.probability(Calibration.Kind.SPACE, "not a dot's shape", 0.7501), 1e-12); // step 5
        assertEquals(0.66, c.probability(Calibration.Kind.EDGE, "any", 0.66), 1e-12); // no curve for edges
    }

    @Test
    void curvesSurviveWritingAndReading() throws IOException {
        Map<Calibration.Kind, Map<String, double[]>> curves = new EnumMap<>(Calibration.Kind.class);
        curves.put(Calibration.Kind.EDGE, Map.of("looks rubbed out", RISING));
        String text = Calibration.write(curves);
        assertEquals(
                "edge\tlooks rubbed out\t0.5000\t0.6000\t0.7000\t0.8000\t0.9000\t0.9500\t0.9700\t0.9800\t0.9900\t0.9990\n",
                text);
        Calibration back = Calibration.parse(new BufferedReader(new StringReader("# a comment\n" + text)));
        assertEquals(0.7, back.probability(Calibration.Kind.EDGE, "looks rubbed out", 0.6), 1e-12); // step 2
    }

    /**
     * Worked by hand: 10 items right of 10 at step 0, 5 of 10 at step 1, none elsewhere. The overall rate is
     * (15 + 1) / (20 + 2); each step adds 10 items at that rate, so step 0 reads 0.864 and step 1 0.614, out of
     * order; pooling every step leaves one block, (15 + 100 x 16/22) / 120 = 0.7311 at every step.
     */
    @Test
    void aCurveIsTheStepsRatesPulledTowardsTheOverallOneAndNeverFalling() {
        CalibrationFitBench.Counts c = new CalibrationFitBench.Counts();
        for (int i = 0; i < 10; i++) c.add(0.5, true);
        for (int i = 0; i < 10; i++) c.add(0.56, i < 5);
        double[] p = CalibrationFitBench.curve(c);
        double want = (15 + 100 * 16.0 / 22) / 120;
        for (double v : p) assertEquals(want, v, 1e-9);
        CalibrationFitBench.Counts rising = new CalibrationFitBench.Counts();
        for (int i = 0; i < 10; i++) rising.add(0.5, i < 5);
        for (int i = 0; i < 10; i++) rising.add(0.97, true);
        double[] q = CalibrationFitBench.curve(rising);
        double overall = 16.0 / 22;
        assertEquals((5 + 10 * overall) / 20, q[0], 1e-9);
        assertEquals((10 + 10 * overall) / 20, q[9], 1e-9);
        for (int i = 1; i < q.length; i++) assertTrue(q[i] >= q[i - 1]);
    }

    /**
     * Worked by hand: a reason seen 10 times, right each time, at step 0, drawn towards its kind's pooled rate 0.5:
     * step 0 reads (10 + 10 x 0.5) / 20 = 0.75, the nine empty steps 0.5 with 10 items' weight each; out of order,
     * so one block: (0.75 x 20 + 0.5 x 90) / 110 = 0.5455 at every step.
     */
    @Test
    void aReasonSeenSeldomLeansOnThePooledRate() {
        CalibrationFitBench.Counts c = new CalibrationFitBench.Counts();
        for (int i = 0; i < 10; i++) c.add(0.5, true);
        for (double v : CalibrationFitBench.curve(c, 0.5)) assertEquals(60.0 / 110, v, 1e-9);
    }

    @Test
    void theFittedCurvesAreProbabilitiesThatNeverFallAsTheRawConfidenceRises() throws IOException {
        try (InputStream in = Calibration.class.getResourceAsStream("calibration.tsv")) {
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            int curves = 0;
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.startsWith("#") || line.isBlank()) continue;
                String[] f = line.split("\t");
                assertEquals(2 + Calibration.STEPS, f.length, line);
                double last = 0;
                for (int i = 2; i < f.length; i++) {
                    double p = Double.parseDouble(f[i]);
                    assertTrue(p >= last && p <= 1, line);
                    last = p;
                }
                curves++;
            }
            assertTrue(curves >= 4, "a sure and a pooled curve for spaces and for wall lines at least");
        }
        Calibration fitted = Calibration.fitted();
        assertTrue(fitted.probability(Calibration.Kind.SPACE, null, 1) > Mark.CHECK_BELOW, "a clear space is sure");
        assertTrue(fitted.probability(Calibration.Kind.EDGE, null, 1) > Mark.CHECK_BELOW, "a clear line is sure");
    }

    /** A reading of two spaces and a line: the rules doubt B1, and A1 is sure but weak. */
    private static PhotoReading reading(List<Cell> odd) {
        Cell a1 = new Cell(0, 0);
        Cell b1 = new Cell(1, 0);
        Map<Cell, Mark<SpaceMark>> spaces = new LinkedHashMap<>();
        spaces.put(a1, new Mark<>(SpaceMark.DOT, 0.76));
        spaces.put(b1, new Mark<>(SpaceMark.DISPLAY, 0.6));
        CellSide line = new CellSide(a1, Side.E);
        Map<CellSide, Mark<EdgeMark>> edges = Map.of(line, new Mark<>(EdgeMark.WALL, 0.7));
        return new PhotoReading(
                Optional.empty(),
                spaces,
                edges,
                new CellSide(a1, Side.N),
                0.9,
                new CellSide(b1, Side.N),
                1,
                List.of(),
                odd,
                null,
                false,
                Map.of(b1, "the rules fit a dot here"),
                Map.of(line, "faint or broken pencil on the line"),
                false);
    }

    @Test
    void theRulesDoubtsStayFlaggedAndEveryFlagSaysWhy() {
        PhotoReading r = table().apply(reading(List.of()));
        Mark<SpaceMark> b1 = r.spaces().get(new Cell(1, 0));
        assertEquals(0.6, b1.confidence(), 1e-12, "the rules' doubt is not lifted by the pooled curve's 0.9");
        assertEquals("the rules fit a dot here", r.spaceWhy().get(new Cell(1, 0)));
        Mark<SpaceMark> a1 = r.spaces().get(new Cell(0, 0));
        assertEquals(0.95, a1.confidence(), 1e-12); // sure, step 5: still below the check line
        assertEquals(Calibration.WEAK, r.spaceWhy().get(new Cell(0, 0)));
        assertEquals(0.7, r.edges().values().iterator().next().confidence(), 1e-12); // no edge curve: raw
        assertEquals(1, r.exitConfidence(), 1e-12, "printed doors stay certain");
        assertEquals(0.9, r.entranceConfidence(), 1e-12); // no door curve: raw
    }

    @Test
    void aMarkTheLegendDoesNotShowStaysAsUnsureAsTheRulesMakeIt() {
        Calibration sure = new Calibration(
                Map.of(Calibration.Kind.SPACE, Map.of(Calibration.SURE, new double[] {1, 1, 1, 1, 1, 1, 1, 1, 1, 1})));
        PhotoReading odd = sure.apply(reading(List.of(new Cell(0, 0))));
        assertEquals(Checksum.RULES_DOUBT, odd.spaces().get(new Cell(0, 0)).confidence(), 1e-12);
        PhotoReading plain = sure.apply(reading(List.of()));
        assertFalse(plain.spaces().get(new Cell(0, 0)).uncertain());
    }
}
