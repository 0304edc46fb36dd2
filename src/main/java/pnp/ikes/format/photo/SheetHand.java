package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.CellSide;

/**
 * Dots and displays told apart by the sheet's own hand. A player draws every dot one way and every display
 * another, and a display's sketch spreads further than a dot; how far depends on the hand, not on a size fixed
 * in advance. So the spaces read as a dot or a display are split in two by how far their ink spreads (on a log
 * scale, where the best split leaves the two groups farthest apart for their size: Otsu's criterion): the
 * narrower group are the dots, the wider the displays.
 *
 * <p>Where the split is clean (its two groups at least {@link #CLEAN_GAP} apart) and a game could have made the
 * sheet so, the split decides every space in doubt that the cafeteria pass left as the usual sizes read it: one
 * the usual sizes read near their line, and one the shape passes ({@link DotShape}, {@link DotsAlike}) doubted
 * or read otherwise. It takes the split's reading, as sure as the split is clean ({@link #sureness}), with its
 * own reason: whether the reading before it was the same, and whether the rules side with the split (no game
 * fits the reading before it). On our generator's tuned families, where the split is clean and a shape pass
 * read a space otherwise, the split is right about six times as often. A space no pass doubted keeps its
 * reading (a compact scribble can spread no further than a dot), in doubt where the split reads it otherwise
 * ({@link #SURE_DISAGREE}), unless no game fits the sheet as read and one fits it with the split deciding those
 * spaces too: then the rules side with the split.
 *
 * <p>Where no game fits the sheet as read, the rules place the split first ({@link #ruledCut}): of the splits of
 * the marks in spread order that a game fits, the one whose groups lie farthest apart reads the sheet.
 */
final class SheetHand {
    /**
     * The smallest gap (natural log of the spread, so 0.15 is 16% wider) between the widest dot and the
     * narrowest display for a split to count as clean; a sheet whose marks do not part this far keeps the
     * sizes fixed in advance.
     */
    static final double CLEAN_GAP = 0.15;

    /** A split this clean or cleaner (a display twice as wide as the widest dot) is as sure as a split gets. */
    static final double WIDE_GAP = Math.log(2);

    /** The reason of a space the split reads as the passes before it did. */
    static final String AGREE = "sized by this sheet's own marks";

    /** The reason of a space the split reads otherwise than the usual sizes. */
    static final String DISAGREE = "the usual sizes and this sheet's own marks disagree";

    /** The reason of a space the split reads otherwise than a shape pass did. */
    static final String SHAPE_DISAGREE = "its shape and this sheet's own marks disagree";

    /**
     * The reason of a space read surely that a clean split reads otherwise, where the split does not take it: it
     * keeps its reading, in doubt.
     */
    static final String SURE_DISAGREE = "kept as read, though this sheet's own marks read it otherwise";

    /** The same, where a game fits the split's reading and none fits the one before it: the rules side with the split. */
    static final String RULES_AGREE = "this sheet's own marks fit a game, the other reading does not";

    /** The reason of a space read otherwise by the one split of the sheet's marks that a game fits. */
    static final String RULES_CUT = "split by this sheet's own marks so that a game fits";

    /**
     * The raw confidence of a space {@link #ruledCut} reads otherwise: in doubt, so that it is flagged and
     * {@link Calibration} says how often such spaces are right.
     */
    static final double CUT_DOUBT = 0.7;

    /**
     * The reason of a space {@link #ruledCut} reads as before, whose spread lies within {@link #CLEAN_GAP} of where
     * the split falls: the split does not part it cleanly from the marks on the other side.
     */
    static final String NEAR = "near the line between this sheet's dots and displays";

    /** The raw confidence of such a space: in doubt; {@link Calibration} says how often such spaces are right. */
    static final double NEAR_DOUBT = 0.7;

    /**
     * The reason of such a space where the split is not clean (its gap below {@link #CLEAN_GAP}): the sheet's marks
     * do not part cleanly, so the spaces near the line are flagged whatever their calibrated chance.
     */
    static final String UNCLEAN = "near the line between this sheet's dots and displays, which do not part cleanly";

    /** A split needs at least this many marks to speak for the sheet. */
    static final int FEWEST = 4;

    /** The spaces after the split, and why each it put in doubt is. */
    record Result(Map<Cell, Mark<SpaceMark>> spaces, Map<Cell, String> why) {}

    private SheetHand() {}

    private record Spread(Cell cell, double log) {}

    /**
     * The spaces after the split. {@code sized} holds the spaces as read by their size alone, {@code unboxed} as
     * the cafeteria pass left them: a space the same in both, and in doubt in {@code marks}, is one only its size
     * or its shape left in doubt.
     */
    static Result apply(
            Map<Cell, Mark<SpaceMark>> marks,
            Map<Cell, Mark<SpaceMark>> sized,
            Map<Cell, Mark<SpaceMark>> unboxed,
            Map<Cell, SpaceReader.Ink> inks,
            Map<CellSide, Mark<EdgeMark>> edges) {
        List<Spread> xs = new ArrayList<>();
        marks.forEach((c, m) -> {
            if (m.value() == SpaceMark.DOT || m.value() == SpaceMark.DISPLAY)
                xs.add(new Spread(c, Math.log(Math.max(inks.get(c).span(), 0.1))));
        });
        if (xs.size() < FEWEST) return new Result(marks, Map.of());
        xs.sort(Comparator.comparingDouble(Spread::log));
        boolean asReadFits = Checksum.verdict(Mark.values(marks), edges) != TileCover.Verdict.IMPOSSIBLE;
        if (!asReadFits || Checksum.wallVerdict(Mark.values(marks), edges) == TileCover.Verdict.IMPOSSIBLE) {
            Optional<Result> ruled = ruledCut(marks, xs, edges);
            if (ruled.isPresent()) return ruled.get();
        }
        int last = otsu(xs.stream().mapToDouble(Spread::log).toArray());
        double gap = xs.get(last + 1).log() - xs.get(last).log();
        if (gap < CLEAN_GAP) return new Result(marks, Map.of());
        Map<Cell, Mark<SpaceMark>> byHand = new LinkedHashMap<>(marks);
        Map<Cell, String> why = new LinkedHashMap<>();
        Map<Cell, SpaceMark> sureOtherwise = new LinkedHashMap<>();
        for (int i = 0; i < xs.size(); i++) {
            Spread s = xs.get(i);
            SpaceMark v = i <= last ? SpaceMark.DOT : SpaceMark.DISPLAY;
            Mark<SpaceMark> was = marks.get(s.cell());
            // a space the cafeteria pass doubted or changed keeps its reading
            if (!unboxed.get(s.cell()).equals(sized.get(s.cell()))) continue;
            if (!was.doubtful()) {
                if (v != was.value()) sureOtherwise.put(s.cell(), v);
                continue;
            }
            byHand.put(s.cell(), new Mark<>(v, sureness(gap)));
            why.put(s.cell(), v == was.value() ? AGREE : was.equals(sized.get(s.cell())) ? DISAGREE : SHAPE_DISAGREE);
        }
        if (why.isEmpty() && sureOtherwise.isEmpty()) return new Result(marks, Map.of());
        boolean tookSure = false;
        if (!asReadFits && !sureOtherwise.isEmpty()) {
            // no game fits the reading: the split may take the spaces read surely too, if a game then fits
            Map<Cell, Mark<SpaceMark>> all = new LinkedHashMap<>(byHand);
            sureOtherwise.forEach((c, v) -> all.put(c, new Mark<>(v, sureness(gap))));
            if (Checksum.verdict(Mark.values(all), edges) != TileCover.Verdict.IMPOSSIBLE) {
                byHand = all;
                sureOtherwise.keySet().forEach(c -> why.put(c, DISAGREE));
                tookSure = true;
            }
        }
        boolean taken = !why.isEmpty() && Checksum.verdict(Mark.values(byHand), edges) != TileCover.Verdict.IMPOSSIBLE;
        Map<Cell, Mark<SpaceMark>> out = taken ? byHand : new LinkedHashMap<>(marks);
        Map<Cell, String> outWhy = taken ? why : new LinkedHashMap<>();
        if (taken && !asReadFits) why.replaceAll((c, w) -> w.equals(AGREE) ? w : RULES_AGREE);
        if (!(taken && tookSure))
            // a space read surely that the clean split reads otherwise keeps its reading, in doubt
            sureOtherwise.keySet().forEach(c -> {
                out.put(c, marks.get(c).atMost(sureness(gap)));
                outWhy.put(c, SURE_DISAGREE);
            });
        return outWhy.isEmpty() ? new Result(marks, Map.of()) : new Result(out, outWhy);
    }

    /**
     * Where no game fits the sheet as read: of the splits of the marks in spread order (the narrowest so many
     * dots, the rest displays), those a game fits, walls and all; the one whose two groups lie farthest
     * apart reads the sheet, each space it reads otherwise flagged. A player's dots are narrower than their
     * displays, whatever their size; the rules say where the line falls. Empty where no split fits a game.
     */
    private static Optional<Result> ruledCut(
            Map<Cell, Mark<SpaceMark>> marks, List<Spread> xs, Map<CellSide, Mark<EdgeMark>> edges) {
        Map<Cell, SpaceMark> read = Mark.values(marks);
        int best = Integer.MIN_VALUE;
        double bestGap = Double.NEGATIVE_INFINITY;
        for (int last = -1; last < xs.size(); last++) {
            for (int i = 0; i < xs.size(); i++)
                read.put(xs.get(i).cell(), i <= last ? SpaceMark.DOT : SpaceMark.DISPLAY);
            if (!Checksum.fits(read, edges)) continue;
            double gap = last >= 0 && last < xs.size() - 1
                    ? xs.get(last + 1).log() - xs.get(last).log()
                    : 0;
            if (gap > bestGap) {
                bestGap = gap;
                best = last;
            }
        }
        if (best == Integer.MIN_VALUE) return Optional.empty();
        Map<Cell, Mark<SpaceMark>> out = new LinkedHashMap<>(marks);
        Map<Cell, String> why = new LinkedHashMap<>();
        // where the split falls, halfway between the widest dot and the narrowest display
        double line = best < 0 || best >= xs.size() - 1
                ? Double.NaN
                : (xs.get(best).log() + xs.get(best + 1).log()) / 2;
        for (int i = 0; i < xs.size(); i++) {
            Cell c = xs.get(i).cell();
            SpaceMark v = i <= best ? SpaceMark.DOT : SpaceMark.DISPLAY;
            if (v != marks.get(c).value()) {
                out.put(c, new Mark<>(v, CUT_DOUBT));
                why.put(c, RULES_CUT);
            } else if (Math.abs(xs.get(i).log() - line) < CLEAN_GAP
                    && !marks.get(c).doubtful()) {
                out.put(c, new Mark<>(v, NEAR_DOUBT));
                why.put(c, bestGap < CLEAN_GAP ? UNCLEAN : NEAR);
            }
        }
        return Optional.of(new Result(out, why));
    }

    /**
     * The raw confidence of a space the split decides: from a coin toss at a split just clean ({@link #CLEAN_GAP})
     * to just below {@link Mark#DOUBT_BELOW} at {@link #WIDE_GAP} and beyond, so that it keeps its reason and
     * {@link Calibration} says how often such spaces are right.
     */
    static double sureness(double gap) {
        double t = Math.min(1, (gap - CLEAN_GAP) / (WIDE_GAP - CLEAN_GAP));
        return 0.5 + (Mark.DOUBT_BELOW - 0.5 - 0.001) * t;
    }

    /** The last index of the narrower group: the split that maximises the between-group variance. */
    static int otsu(double[] logs) {
        int n = logs.length;
        double total = 0;
        for (double x : logs) total += x;
        double below = 0;
        int best = 0;
        double bestScore = -1;
        for (int i = 0; i < n - 1; i++) {
            below += logs[i];
            int a = i + 1;
            int b = n - a;
            double diff = below / a - (total - below) / b;
            double score = (double) a * b * diff * diff;
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }
}
