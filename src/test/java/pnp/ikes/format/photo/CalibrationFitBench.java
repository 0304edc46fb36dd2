package pnp.ikes.format.photo;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.Sheet;
import pnp.vision.Photo;

/**
 * Fits the reader's calibration (src/main/resources/pnp/ikes/format/photo/calibration.tsv): reads photos of the
 * tuned style families at moderate and hard levels, from seeds no tuning and no report uses (7001 on), with raw
 * confidences, and counts per kind of item, reason and step of raw confidence how many were right; then {@link
 * #curve} turns the counts into probabilities. Remake the file with
 * {@code nice mvn -B -q -Pbench test -Dtest=CalibrationFitBench -Dsurefire.failIfNoSpecifiedTests=false}
 * ({@code photo.fit.count} photos a family and level, default 16; {@code photo.fit.out} the file written).
 * {@code PhotoFamilyBench} then reports how well the probabilities hold on the held-out families.
 */
class CalibrationFitBench {
    static final long FROM = 7001;

    /**
     * How many items' worth of its kind's pooled rate a reason's overall rate is drawn towards: a reason seen
     * seldom leans on the pool, a reason seen often on its own items.
     */
    static final double POOL_ITEMS = 40;

    /** How many items' worth of the reason's overall rate each step's rate is drawn towards. */
    static final double PRIOR_ITEMS = 10;

    /** Counts for one curve: items and right items at each step of raw confidence. */
    static final class Counts {
        final long[] items = new long[Calibration.STEPS];
        final long[] right = new long[Calibration.STEPS];

        void add(double raw, boolean ok) {
            int s = Calibration.step(raw);
            items[s]++;
            if (ok) right[s]++;
        }

        void merge(Counts o) {
            for (int i = 0; i < items.length; i++) {
                items[i] += o.items[i];
                right[i] += o.right[i];
            }
        }

        long total() {
            long n = 0;
            for (long v : items) n += v;
            return n;
        }

        long totalRight() {
            long n = 0;
            for (long v : right) n += v;
            return n;
        }
    }

    @Test
    void fit() throws Exception {
        int count = Integer.getInteger("photo.fit.count", 16);
        Path out = Path.of(
                System.getProperty("photo.fit.out", "src/main/resources/pnp/ikes/format/photo/calibration.tsv"));
        List<Hand.Style> families = new ArrayList<>(Hand.Style.TUNED);
        families.sort(null);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Map<Calibration.Kind, Map<String, Counts>>>> jobs = new ArrayList<>();
        for (Difficulty d : List.of(Difficulty.MODERATE, Difficulty.HARD))
            for (Hand.Style f : families)
                for (long seed = FROM; seed < FROM + count; seed++) {
                    long s = seed;
                    jobs.add(pool.submit(() -> counts(SyntheticPhoto.make(s, d, 2400, 1800, f, s % 2 == 0))));
                }
        Map<Calibration.Kind, Map<String, Counts>> all = new EnumMap<>(Calibration.Kind.class);
        for (Future<Map<Calibration.Kind, Map<String, Counts>>> j : jobs)
            j.get()
                    .forEach((k, m) -> m.forEach((r, c) -> all.computeIfAbsent(k, x -> new TreeMap<>())
                            .computeIfAbsent(r, x -> new Counts())
                            .merge(c)));
        pool.shutdown();
        Map<Calibration.Kind, Map<String, double[]>> curves = new EnumMap<>(Calibration.Kind.class);
        System.out.println("| kind | reason | items | wrong | probability at raw 0.5, 0.55, .. 0.95 |");
        System.out.println("|---|---|---|---|---|");
        all.forEach((kind, byReason) -> {
            Counts pooled = new Counts();
            Map<String, double[]> ofKind = new java.util.LinkedHashMap<>();
            Counts sure = byReason.get(Calibration.SURE);
            if (sure != null) ofKind.put(Calibration.SURE, report(kind, Calibration.SURE, sure));
            byReason.forEach((r, c) -> {
                if (!r.equals(Calibration.SURE)) pooled.merge(c);
            });
            if (pooled.total() > 0) ofKind.put(Calibration.POOLED, report(kind, Calibration.POOLED, pooled));
            double poolRate = (pooled.totalRight() + 1.0) / (pooled.total() + 2.0);
            byReason.forEach((r, c) -> {
                if (r.equals(Calibration.SURE)) return;
                double rate = (c.totalRight() + POOL_ITEMS * poolRate) / (c.total() + POOL_ITEMS);
                ofKind.put(r, report(kind, r, c, rate));
            });
            curves.put(kind, ofKind);
        });
        String head = String.format(
                Locale.ROOT,
                "# The photo reader's calibration: kind, reason, then the probability that an item is right at each"
                        + " step of raw confidence%n# (0.5, 0.55, .. 0.95). Written by CalibrationFitBench from %d"
                        + " photos (%d tuned families, moderate and hard, seeds %d to %d); remake it with%n"
                        + "# nice mvn -B -q -Pbench test -Dtest=CalibrationFitBench"
                        + " -Dsurefire.failIfNoSpecifiedTests=false%n",
                jobs.size(),
                families.size(),
                FROM,
                FROM + count - 1);
        Files.writeString(out, head + Calibration.write(curves), StandardCharsets.UTF_8);
        System.out.println("written: " + out);
    }

    private static double[] report(Calibration.Kind kind, String reason, Counts c) {
        return report(kind, reason, c, (c.totalRight() + 1.0) / (c.total() + 2.0));
    }

    private static double[] report(Calibration.Kind kind, String reason, Counts c, double overall) {
        double[] p = curve(c, overall);
        StringBuilder b = new StringBuilder();
        for (double v : p) b.append(String.format(Locale.ROOT, " %.3f", v));
        System.out.printf(
                Locale.ROOT, "| %s | %s | %d | %d |%s |%n", kind, reason, c.total(), c.total() - c.totalRight(), b);
        return p;
    }

    /**
     * The probability of being right at each step: the step's own rate, drawn towards the reason's overall rate
     * by {@link #PRIOR_ITEMS} items (the overall rate itself drawn towards a coin toss by one item each way),
     * then made non-decreasing by pooling adjacent steps that break the order (pool adjacent violators, each step
     * weighted by its items and the prior's).
     */
    static double[] curve(Counts c) {
        return curve(c, (c.totalRight() + 1.0) / (c.total() + 2.0));
    }

    /** {@link #curve(Counts)} drawn towards {@code overall} in place of the counts' own overall rate. */
    static double[] curve(Counts c, double overall) {
        int n = Calibration.STEPS;
        double[] value = new double[n];
        double[] weight = new double[n];
        for (int i = 0; i < n; i++) {
            weight[i] = c.items[i] + PRIOR_ITEMS;
            value[i] = (c.right[i] + PRIOR_ITEMS * overall) / weight[i];
        }
        // pool adjacent violators: blocks of steps, each with its weighted mean, merged while one falls below the last
        double[] bv = new double[n];
        double[] bw = new double[n];
        int[] bn = new int[n];
        int blocks = 0;
        for (int i = 0; i < n; i++) {
            bv[blocks] = value[i];
            bw[blocks] = weight[i];
            bn[blocks] = 1;
            blocks++;
            while (blocks > 1 && bv[blocks - 2] > bv[blocks - 1]) {
                double w = bw[blocks - 2] + bw[blocks - 1];
                bv[blocks - 2] = (bv[blocks - 2] * bw[blocks - 2] + bv[blocks - 1] * bw[blocks - 1]) / w;
                bw[blocks - 2] = w;
                bn[blocks - 2] += bn[blocks - 1];
                blocks--;
            }
        }
        double[] out = new double[n];
        int i = 0;
        for (int b = 0; b < blocks; b++) for (int k = 0; k < bn[b]; k++) out[i++] = bv[b];
        return out;
    }

    /** One photo read with raw confidences: its items counted by kind, reason and step, right or wrong. */
    private static Map<Calibration.Kind, Map<String, Counts>> counts(SyntheticPhoto p) {
        Map<Calibration.Kind, Map<String, Counts>> out = new EnumMap<>(Calibration.Kind.class);
        PhotoReading r;
        try {
            r = PhotoReader.readRaw(Photo.decode(p.jpeg(), PhotoReader.MAX_SIDE));
        } catch (RuntimeException e) {
            return out; // unreadable: no items
        }
        Sheet truth = p.truth();
        for (Map.Entry<Cell, Mark<SpaceMark>> e : r.spaces().entrySet()) {
            String why = r.spaceWhy().get(e.getKey());
            if (why != null && Checksum.isRules(why)) continue; // the rules' flags stay, whatever the fit
            add(
                    out,
                    Calibration.Kind.SPACE,
                    why,
                    e.getValue().confidence(),
                    e.getValue().value() == Accuracy.space(truth.space(e.getKey())));
        }
        for (Map.Entry<CellSide, Mark<EdgeMark>> e : r.edges().entrySet())
            add(
                    out,
                    Calibration.Kind.EDGE,
                    r.edgeWhy().get(e.getKey()),
                    e.getValue().confidence(),
                    e.getValue().value() == Accuracy.edge(truth, e.getKey()));
        // doors read at 1 (printed, as the QR code says) are skipped by add, as Calibration leaves them at 1
        add(
                out,
                Calibration.Kind.DOOR,
                null,
                r.entranceConfidence(),
                r.entrance().equals(truth.entrance()));
        add(out, Calibration.Kind.DOOR, null, r.exitConfidence(), r.exit().equals(truth.exit()));
        return out;
    }

    private static void add(
            Map<Calibration.Kind, Map<String, Counts>> out, Calibration.Kind kind, String why, double raw, boolean ok) {
        if (kind == Calibration.Kind.DOOR && raw >= 1) return; // printed doors are certain
        out.computeIfAbsent(kind, k -> new TreeMap<>())
                .computeIfAbsent(Calibration.key(why, raw), k -> new Counts())
                .add(raw, ok);
    }
}
