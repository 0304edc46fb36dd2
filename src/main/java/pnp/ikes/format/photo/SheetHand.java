package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.grid.Cell;
import pnp.grid.CellSide;

/**
 * Dots and displays told apart by the sheet's own hand. A player draws every dot one way and every display
 * another, and a display's sketch spreads further than a dot; how far depends on the hand, not on a size fixed
 * in advance. So the spaces read as a dot or a display are split in two by how far their ink spreads (on a log
 * scale, where the best split leaves the two groups farthest apart for their size: Otsu's criterion): the
 * narrower group are the dots, the wider the displays.
 *
 * <p>Where the split is clean (its two groups at least {@link #CLEAN_GAP} apart), a space the usual sizes read
 * only in doubt takes the split's reading, if a game could have made the sheet so; still flagged
 * ({@link #DISAGREE}), since the two readings disagree. A space the usual sizes read surely keeps its reading.
 */
final class SheetHand {
    /**
     * The smallest gap (natural log of the spread, so 0.15 is 16% wider) between the widest dot and the
     * narrowest display for a split to count as clean; a sheet whose marks do not part this far keeps the
     * sizes fixed in advance.
     */
    static final double CLEAN_GAP = 0.15;

    /**
     * The confidence of a space the split reads otherwise than the usual sizes: below {@link Mark#DOUBT_BELOW},
     * as two ways of reading it disagree (a compact scribble can spread no further than a dot).
     */
    static final double DISAGREE = 0.7;

    /** A split needs at least this many marks to speak for the sheet. */
    static final int FEWEST = 4;

    /** The spaces after the split, and why each it put in doubt is. */
    record Result(Map<Cell, Mark<SpaceMark>> spaces, Map<Cell, String> why) {}

    private SheetHand() {}

    private record Spread(Cell cell, double log) {}

    static Result apply(
            Map<Cell, Mark<SpaceMark>> marks, Map<Cell, SpaceReader.Ink> inks, Map<CellSide, Mark<EdgeMark>> edges) {
        List<Spread> xs = new ArrayList<>();
        marks.forEach((c, m) -> {
            if (m.value() == SpaceMark.DOT || m.value() == SpaceMark.DISPLAY)
                xs.add(new Spread(c, Math.log(Math.max(inks.get(c).span(), 0.1))));
        });
        if (xs.size() < FEWEST) return new Result(marks, Map.of());
        xs.sort(Comparator.comparingDouble(Spread::log));
        int last = otsu(xs.stream().mapToDouble(Spread::log).toArray());
        double gap = xs.get(last + 1).log() - xs.get(last).log();
        if (gap < CLEAN_GAP) return new Result(marks, Map.of());
        Map<Cell, Mark<SpaceMark>> byHand = new LinkedHashMap<>(marks);
        List<Cell> differ = new ArrayList<>();
        for (int i = 0; i < xs.size(); i++) {
            Spread s = xs.get(i);
            SpaceMark v = i <= last ? SpaceMark.DOT : SpaceMark.DISPLAY;
            Mark<SpaceMark> was = marks.get(s.cell());
            // a space the usual sizes read surely keeps its reading; the sheet's hand decides the doubtful ones
            if (v == was.value() || !was.doubtful()) continue;
            differ.add(s.cell());
            byHand.put(s.cell(), new Mark<>(v, DISAGREE));
        }
        if (differ.isEmpty()) return new Result(marks, Map.of());
        if (Checksum.verdict(Mark.values(byHand), edges) == TileCover.Verdict.IMPOSSIBLE)
            return new Result(marks, Map.of());
        Map<Cell, String> why = new LinkedHashMap<>();
        for (Cell c : differ) why.put(c, "the usual sizes and this sheet's own marks disagree");
        return new Result(byHand, why);
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
