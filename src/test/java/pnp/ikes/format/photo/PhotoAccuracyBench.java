package pnp.ikes.format.photo;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import pnp.ikes.rules.RouteScorer;
import pnp.ikes.rules.Variant;

/**
 * Accuracy of {@code pnp ikes read} on synthetic photos ({@link SyntheticPhoto}), per difficulty:
 * per-item accuracy (spaces, wall lines, doors), the share of sheets read without a single error, the
 * share whose draft scores what the drawn sheet scores, and the items flagged for checking. Seeds
 * from {@code photo.bench.from} (default 1; the reader was tuned on seeds 1001 and up) for
 * {@code photo.bench.count} photos (default 200) per level, at {@code photo.bench.width} x 3/4 pixels.
 * Run: {@code mvn -B -q -Pbench test -Dtest=PhotoAccuracyBench -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class PhotoAccuracyBench {
    record Outcome(Accuracy accuracy, boolean scoreRight, int flagged, boolean qr, String failure) {}

    @Test
    void accuracyPerDifficulty() throws Exception {
        int from = Integer.getInteger("photo.bench.from", 1);
        int count = Integer.getInteger("photo.bench.count", 200);
        int width = Integer.getInteger("photo.bench.width", 2400);
        String dump = System.getProperty("photo.bench.dump");
        String only = System.getProperty("photo.bench.only", "");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        System.out.println(
                "| level | photos | spaces right | wall lines right | doors right | sheets without error | score right | unreadable | flagged per sheet | QR read |");
        System.out.println("|---|---|---|---|---|---|---|---|---|---|");
        for (Difficulty d : Difficulty.values()) {
            if (!only.isEmpty() && !d.name().equalsIgnoreCase(only)) continue;
            List<Future<Outcome>> jobs = new ArrayList<>();
            for (int seed = from; seed < from + count; seed++) {
                long s = seed;
                jobs.add(pool.submit(() -> outcome(s, d, width, dump)));
            }
            long spaces = 0, edges = 0, doors = 0, perfect = 0, scored = 0, failed = 0, flagged = 0, qr = 0;
            for (Future<Outcome> f : jobs) {
                Outcome o = f.get();
                if (o.failure() != null) {
                    failed++;
                    continue;
                }
                Accuracy a = o.accuracy();
                spaces += a.spacesWrong();
                edges += a.edgesWrong();
                doors += a.doorsWrong();
                if (a.perfect()) perfect++;
                if (o.scoreRight()) scored++;
                flagged += o.flagged();
                if (o.qr()) qr++;
            }
            long read = count - failed;
            System.out.printf(
                    Locale.ROOT,
                    "| %s | %d | %.2f%% | %.2f%% | %.2f%% | %.1f%% | %.1f%% | %d | %.1f | %.0f%% |%n",
                    d.name().toLowerCase(Locale.ROOT),
                    count,
                    pct(spaces, read * Accuracy.SPACES),
                    pct(edges, read * Accuracy.EDGES),
                    pct(doors, read * Accuracy.DOORS),
                    100.0 * perfect / count,
                    100.0 * scored / count,
                    failed,
                    read == 0 ? 0 : flagged / (double) read,
                    100.0 * qr / count);
        }
        pool.shutdown();
    }

    /**
     * Time to read a 12 MP photo (4000 x 3000, moderate) in one JVM, against a baseline in the same
     * run: decoding the same JPEG with ImageIO alone. Medians over {@code photo.bench.timed} photos
     * (default 12) after three warm-up reads.
     */
    @Test
    void timePerTwelveMegapixelPhoto() throws Exception {
        int n = Integer.getInteger("photo.bench.timed", 12);
        List<byte[]> photos = new ArrayList<>();
        for (int seed = 1; seed <= n + 3; seed++)
            photos.add(
                    SyntheticPhoto.make(seed, Difficulty.MODERATE, 4000, 3000).jpeg());
        long[] read = new long[n];
        long[] decode = new long[n];
        for (int i = 0; i < n + 3; i++) {
            long t0 = System.nanoTime();
            ImageIO.read(new ByteArrayInputStream(photos.get(i)));
            long t1 = System.nanoTime();
            PhotoReader.read(photos.get(i));
            long t2 = System.nanoTime();
            if (i >= 3) {
                decode[i - 3] = t1 - t0;
                read[i - 3] = t2 - t1;
            }
        }
        Arrays.sort(read);
        Arrays.sort(decode);
        System.out.printf(
                Locale.ROOT,
                "12 MP photo: read %.0f ms (median of %d), JPEG decode alone %.0f ms: %.1f x the decode%n",
                read[n / 2] / 1e6,
                n,
                decode[n / 2] / 1e6,
                read[n / 2] / (double) decode[n / 2]);
    }

    private static double pct(long wrong, long items) {
        return items == 0 ? 0 : 100.0 * (items - wrong) / items;
    }

    private static Outcome outcome(long seed, Difficulty d, int width, String dump) throws Exception {
        SyntheticPhoto p = SyntheticPhoto.make(seed, d, width, width * 3 / 4);
        try {
            PhotoReading r = PhotoReader.read(p.jpeg());
            Accuracy a = Accuracy.of(r, p.truth());
            boolean score = RouteScorer.score(r.sheet(), Variant.DISTINCT).score()
                    == RouteScorer.score(p.truth(), Variant.DISTINCT).score();
            if (dump != null && !a.perfect()) {
                System.out.println(d + " " + seed + ": " + a.firstError() + " (" + a + ")");
                Files.write(Path.of(dump, d + "-" + seed + ".png"), DebugPicture.png(r));
            }
            return new Outcome(a, score, r.uncertain(), r.printed().isPresent(), null);
        } catch (RuntimeException e) {
            if (dump != null) {
                System.out.println(d + " " + seed + ": " + e.getMessage());
                Files.write(Path.of(dump, d + "-" + seed + ".jpg"), p.jpeg());
            }
            return new Outcome(null, false, 0, false, e.getMessage());
        }
    }
}
