package pnp.ikes.format.photo;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Accuracy of {@code pnp ikes read} per style family ({@link Hand.Style}) and level: each family's
 * photos are drawn in a hand using that family for its kind of item and tuned families for the rest.
 * Per item (spaces, wall lines, doors) and per sheet (no error, score right, every wrong item of a
 * wrong draft flagged), and the confident misreads (items read wrong and not flagged). Then leave one
 * family out at a time: the check threshold that keeps confident misreads to 1 in 1,000 on every
 * other family, tried on the family left out.
 *
 * <p>{@code photo.bench.families}: "all" (default), "tuned", "held-out" or names; {@code
 * photo.bench.levels} (default "moderate"); {@code photo.bench.count} photos a family (default 20) from
 * seed {@code photo.bench.from} (default 1; tuning looked at seeds 5001 and up) at {@code
 * photo.bench.width} x 3/4 (default 2400). Run niced:
 * {@code nice -n 10 mvn -B -q -Pbench test -Dtest=PhotoFamilyBench -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class PhotoFamilyBench {
    /** The same run outside Maven, on a copy of the compiled classes (so the sources can change meanwhile). */
    public static void main(String[] args) throws Exception {
        new PhotoFamilyBench().accuracyPerFamily();
    }

    @Test
    void accuracyPerFamily() throws Exception {
        int from = Integer.getInteger("photo.bench.from", 1);
        int count = Integer.getInteger("photo.bench.count", 20);
        int width = Integer.getInteger("photo.bench.width", 2400);
        String dump = System.getProperty("photo.bench.dump");
        List<Hand.Style> families = families(System.getProperty("photo.bench.families", "all"));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        System.out.println("| family | tuned | level | photos | spaces right | wall lines right | doors right"
                + " | sheets without error | score right | wrong drafts fully flagged | confident misreads"
                + " | flagged per sheet | QR read |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
        for (String level : System.getProperty("photo.bench.levels", "moderate").split(",")) {
            Difficulty d = Difficulty.valueOf(level.trim().toUpperCase(Locale.ROOT));
            Map<Hand.Style, FamilyScore> scores = new EnumMap<>(Hand.Style.class);
            for (Hand.Style f : families) {
                List<Future<FamilyScore>> jobs = new ArrayList<>();
                for (int seed = from; seed < from + count; seed++) {
                    long s = seed;
                    jobs.add(pool.submit(() -> one(s, d, width, f, dump)));
                }
                FamilyScore total = new FamilyScore();
                for (Future<FamilyScore> j : jobs) total.merge(j.get());
                scores.put(f, total);
                row(f, d, total);
            }
            FamilyScore all = new FamilyScore();
            scores.values().forEach(all::merge);
            System.out.printf(Locale.ROOT, "%nall families at %s: %s%n", d, line(all));
            reasons(all);
            leaveOneOut(scores);
            calibration(scores);
        }
        pool.shutdown();
    }

    private static List<Hand.Style> families(String which) {
        List<Hand.Style> out = new ArrayList<>();
        for (Hand.Style s : Hand.Style.values()) {
            boolean tuned = Hand.Style.TUNED.contains(s);
            boolean pick = switch (which) {
                case "all" -> true;
                case "tuned" -> tuned;
                case "held-out" -> !tuned;
                default -> List.of(which.split(",")).contains(s.name());
            };
            if (pick) out.add(s);
        }
        return out;
    }

    private static FamilyScore one(long seed, Difficulty d, int width, Hand.Style f, String dump) throws Exception {
        SyntheticPhoto p = SyntheticPhoto.make(seed, d, width, width * 3 / 4, f, seed % 2 == 0);
        FamilyScore s = new FamilyScore();
        try {
            PhotoReading r = PhotoReader.read(p.jpeg());
            s.add(r, p.truth());
            Accuracy a = Accuracy.of(r, p.truth());
            if (dump != null && !a.perfect()) {
                System.out.println(f + " " + d + " " + seed + ": " + a.firstError() + " " + a
                        + (FamilyScore.scoresRight(r, p.truth()) ? "" : " SCORE WRONG"));
                Files.write(Path.of(dump, f + "-" + d + "-" + seed + ".png"), DebugPicture.png(r));
            }
        } catch (RuntimeException e) {
            s.sheets++;
            s.unreadable++;
        }
        return s;
    }

    /** How often each flag's reason fired, and how often the item it flagged was wrong. */
    private static void reasons(FamilyScore all) {
        System.out.printf(
                Locale.ROOT,
                "%nno game fits as read: %d drafts, %d of them with a wrong item%n",
                all.impossible,
                all.impossibleWrong);
        System.out.println("| a flag's reason | items flagged | wrong among them |");
        System.out.println("|---|---|---|");
        all.reasons.forEach((k, v) -> System.out.printf(Locale.ROOT, "| %s | %d | %d |%n", k, v[0], v[1]));
    }

    private static void row(Hand.Style f, Difficulty d, FamilyScore s) {
        System.out.printf(
                Locale.ROOT,
                "| %s | %s | %s | %d | %.2f%% | %.2f%% | %.1f%% | %d | %d | %d of %d | %d of %d | %.1f | %d |%n",
                f.label(),
                Hand.Style.TUNED.contains(f) ? "tuned" : "held out",
                d.name().toLowerCase(Locale.ROOT),
                s.sheets,
                pct(s.spacesWrong, s.spaces),
                pct(s.edgesWrong, s.edges),
                pct(s.doorsWrong, s.doors),
                s.perfect,
                s.scoreRight,
                s.wrongDraftsFlagged,
                s.wrongDrafts,
                s.confidentWrong,
                s.confident,
                s.sheets == 0 ? 0 : s.flagged / (double) s.sheets,
                s.qr);
        System.out.flush();
    }

    private static String line(FamilyScore s) {
        return String.format(
                Locale.ROOT,
                "%d photos, %d unreadable, score right %d, without error %d, wrong drafts fully flagged %d of %d,"
                        + " confident misreads %d of %d items",
                s.sheets,
                s.unreadable,
                s.scoreRight,
                s.perfect,
                s.wrongDraftsFlagged,
                s.wrongDrafts,
                s.confidentWrong,
                s.confident);
    }

    /** Each family left out in turn: the threshold chosen on the others, and what it does on the one left out. */
    private static void leaveOneOut(Map<Hand.Style, FamilyScore> scores) {
        System.out.println("\n| left out | threshold from the others | items at or above it | wrong among them |");
        System.out.println("|---|---|---|---|");
        for (Hand.Style out : scores.keySet()) {
            FamilyScore others = new FamilyScore();
            scores.forEach((f, s) -> {
                if (f != out) others.merge(s);
            });
            int t = others.threshold();
            long[] a = scores.get(out).above(t);
            System.out.printf(Locale.ROOT, "| %s | %.3f | %d | %d |%n", out.label(), t / 1000.0, a[0], a[1]);
        }
        FamilyScore tuned = merged(scores, true);
        FamilyScore heldOut = merged(scores, false);
        int t = tuned.threshold();
        long[] a = heldOut.above(t);
        long[] b = heldOut.above((int) Math.round(Mark.CHECK_BELOW * 1000));
        System.out.printf(
                Locale.ROOT,
                "%nthreshold chosen on the tuned families: %.3f; held-out families: %d items at or above it, %d wrong;"
                        + " at the reader's %.3f: %d items, %d wrong%n",
                t / 1000.0,
                a[0],
                a[1],
                Mark.CHECK_BELOW,
                b[0],
                b[1]);
    }

    /** The scores of the tuned families, or of the held-out ones, merged. */
    private static FamilyScore merged(Map<Hand.Style, FamilyScore> scores, boolean tuned) {
        FamilyScore all = new FamilyScore();
        scores.forEach((f, s) -> {
            if (Hand.Style.TUNED.contains(f) == tuned) all.merge(s);
        });
        return all;
    }

    /** The confidence bands: from, to (exclusive; 1.01 takes in 1). */
    private static final double[] BANDS = {0, 0.5, 0.7, 0.8, 0.9, 0.95, 0.975, 0.99, 1.0, 1.01};

    /**
     * How often the items read at each confidence are right, tuned and held-out families apart: a confidence
     * that means what it says has about 90% right in the band round 0.9.
     */
    private static void calibration(Map<Hand.Style, FamilyScore> scores) {
        FamilyScore tuned = merged(scores, true);
        FamilyScore heldOut = merged(scores, false);
        System.out.println("\n| confidence read | tuned: items | right | held out: items | right |");
        System.out.println("|---|---|---|---|---|");
        for (int b = 0; b + 1 < BANDS.length; b++) {
            long[] t = band(tuned, BANDS[b], BANDS[b + 1]);
            long[] h = band(heldOut, BANDS[b], BANDS[b + 1]);
            System.out.printf(
                    Locale.ROOT,
                    "| %s | %d | %.1f%% | %d | %.1f%% |%n",
                    BANDS[b + 1] > 1 ? "1" : String.format(Locale.ROOT, "%.3f to %.3f", BANDS[b], BANDS[b + 1]),
                    t[0],
                    pct(t[1], t[0]),
                    h[0],
                    pct(h[1], h[0]));
        }
    }

    /** The items read at a confidence from {@code from} up to {@code to} (exclusive), and the wrong among them. */
    private static long[] band(FamilyScore s, double from, double to) {
        long items = 0;
        long wrong = 0;
        for (int bin = 0; bin < FamilyScore.BINS; bin++) {
            double c = bin / 1000.0;
            if (c + 1e-9 < from || c + 1e-9 >= to) continue;
            items += s.right[bin] + s.wrong[bin];
            wrong += s.wrong[bin];
        }
        return new long[] {items, wrong};
    }

    private static double pct(long wrong, long items) {
        return items == 0 ? 0 : 100.0 * (items - wrong) / items;
    }
}
