package pnp.ikes.format.photo;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import pnp.grid.Cell;
import pnp.grid.CellSide;

/**
 * A reading's confidences as probabilities. The passes give each item a raw confidence (how far its measure
 * lies from the decision line, capped by every pass that doubted it) and the first doubting pass's reason. This
 * maps the raw confidence, for items of the same kind and reason, to how often such items were right on photos
 * drawn for fitting (calibration.tsv, remade by {@code CalibrationFit}): a step per {@link #STEP} of raw
 * confidence, never lower for a higher raw confidence. A reason without a curve of its own takes its kind's
 * pooled curve. The rules keep the last word: a space the rules doubt, or whose mark the legend does not
 * show, stays no surer than the rules made it, so a draft no game could make is never presented as sure.
 */
final class Calibration {
    /** The kinds of item, each with its own curves. */
    enum Kind {
        SPACE,
        EDGE,
        DOOR
    }

    /** The reason of an item no pass doubted. */
    static final String SURE = "sure";

    /** The reason a curve pools every doubt of a kind under: taken where a reason has no curve of its own. */
    static final String POOLED = "any doubt";

    /** The reason given for an item no pass doubted that is still below the check line. */
    static final String WEAK = "a weak reading";

    /** The width of a step of raw confidence (0.5 to 1 in ten steps). */
    static final double STEP = 0.05;

    static final int STEPS = 10;

    private static final String RESOURCE = "calibration.tsv";
    private static final Calibration FITTED = load();

    /** Kind, then reason: the probability at each step of raw confidence. */
    private final Map<Kind, Map<String, double[]>> curves;

    Calibration(Map<Kind, Map<String, double[]>> curves) {
        this.curves = curves;
    }

    static Calibration fitted() {
        return FITTED;
    }

    /** The step a raw confidence falls in: 0 for 0.5 (or less) up to {@link #STEPS} - 1 for 1. */
    static int step(double raw) {
        return Math.max(0, Math.min(STEPS - 1, (int) Math.floor((raw - 0.5) / STEP + 1e-9)));
    }

    /** The key a reason is fitted under: the reason, or {@link #SURE} for an item no pass doubted. */
    static String key(String reason, double raw) {
        return raw >= Mark.DOUBT_BELOW || reason == null ? SURE : reason;
    }

    /** How likely an item of {@code kind} read at {@code raw}, doubted for {@code reason} (or null), is right. */
    double probability(Kind kind, String reason, double raw) {
        Map<String, double[]> ofKind = curves.getOrDefault(kind, Map.of());
        String k = key(reason, raw);
        double[] curve = ofKind.get(k);
        if (curve == null && !k.equals(SURE)) curve = ofKind.get(POOLED);
        return curve == null ? raw : curve[step(raw)];
    }

    /** The reading with every confidence a probability, and a reason for every item it flags. */
    PhotoReading apply(PhotoReading raw) {
        Map<Cell, String> spaceWhy = new LinkedHashMap<>();
        Map<Cell, Mark<SpaceMark>> spaces =
                calibrated(raw.spaces(), raw.spaceWhy(), Kind.SPACE, spaceWhy, Set.copyOf(raw.odd()));
        Map<CellSide, String> edgeWhy = new LinkedHashMap<>();
        Map<CellSide, Mark<EdgeMark>> edges = calibrated(raw.edges(), raw.edgeWhy(), Kind.EDGE, edgeWhy, Set.of());
        return new PhotoReading(
                raw.printed(),
                spaces,
                edges,
                raw.entrance(),
                door(raw.entranceConfidence()),
                raw.exit(),
                door(raw.exitConfidence()),
                raw.cafeterias(),
                raw.odd(),
                raw.flat(),
                raw.soft(),
                spaceWhy,
                edgeWhy,
                raw.impossible());
    }

    private double door(double raw) {
        return raw >= 1 ? 1 : probability(Kind.DOOR, null, raw); // 1: printed on the sheet, as its QR code says
    }

    /**
     * The marks' probabilities, and the reasons of those below the check line in {@code why}. An item the rules
     * flagged, or one of {@code ruled}, stays no surer than the rules made it.
     */
    private <K, T extends Enum<T>> Map<K, Mark<T>> calibrated(
            Map<K, Mark<T>> marks, Map<K, String> reasons, Kind kind, Map<K, String> why, Set<K> ruled) {
        Map<K, Mark<T>> out = new LinkedHashMap<>();
        marks.forEach((k, m) -> {
            String reason = reasons.get(k);
            double p = probability(kind, reason, m.confidence());
            if (ruled.contains(k) || (reason != null && Checksum.isRules(reason)))
                p = Math.min(p, Math.min(m.confidence(), Checksum.RULES_DOUBT));
            Mark<T> c = new Mark<>(m.value(), p);
            out.put(k, c);
            if (c.uncertain()) why.put(k, key(reason, m.confidence()).equals(SURE) ? WEAK : reason);
        });
        return out;
    }

    /** The fitted curves, read from the resource beside this class. */
    private static Calibration load() {
        try (InputStream in = Calibration.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException(RESOURCE + " is missing from the jar");
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads curves written by {@link #write}: lines of kind, reason and {@link #STEPS} probabilities, separated
     * by tabs; lines starting with # are comments.
     */
    static Calibration parse(BufferedReader in) throws IOException {
        Map<Kind, Map<String, double[]>> curves = new HashMap<>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\t", -1);
            if (f.length != 2 + STEPS)
                throw new IllegalStateException(RESOURCE + ": a line of " + f.length + " fields");
            double[] curve = new double[STEPS];
            for (int i = 0; i < STEPS; i++) curve[i] = Double.parseDouble(f[2 + i]);
            curves.computeIfAbsent(Kind.valueOf(f[0].toUpperCase(Locale.ROOT)), k -> new HashMap<>())
                    .put(f[1], curve);
        }
        return new Calibration(curves);
    }

    /** The curves as {@link #parse} reads them, kinds and reasons in the order given. */
    static String write(Map<Kind, Map<String, double[]>> curves) {
        StringBuilder b = new StringBuilder();
        curves.forEach((kind, ofKind) -> ofKind.forEach((reason, curve) -> {
            b.append(kind.name().toLowerCase(Locale.ROOT)).append('\t').append(reason);
            for (double p : curve) b.append('\t').append(String.format(Locale.ROOT, "%.4f", p));
            b.append('\n');
        }));
        return b.toString();
    }
}
