package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.format.TileChartParser;

/**
 * The game's rules as a checksum on a reading. A finished sheet's tile spaces are covered by tiles of the
 * chart, never rotated, each with exactly one display ({@link TileCover}); a space may also hold only a
 * reward's wall. A reading no game could have made is never left sure: each space whose change alone (to
 * empty, a dot or a display) would make it possible is flagged, saying so; where no single change does, every
 * dot and every display is flagged (a display read as a dot leaves a tile with none) and the sheet is marked as
 * not a game as read ({@link Result#impossible()}).
 */
final class Checksum {
    /** The confidence a space flagged by the rules gets (a coin toss would be 0.5; below {@link Mark#DOUBT_BELOW}). */
    static final double RULES_DOUBT = 0.6;

    private static final String NO_GAME = "no game fits the sheet as read";
    private static final String FIT = "the rules fit ";

    private static final TileCover COVER = new TileCover(TileChartParser.standard());

    /** The spaces after the check, why each one flagged here is, and whether no single change fits a game. */
    record Result(Map<Cell, Mark<SpaceMark>> spaces, Map<Cell, String> why, boolean impossible) {}

    private Checksum() {}

    /** Whether {@code reason} is one this check gives: the item stays flagged whatever its calibrated confidence. */
    static boolean isRules(String reason) {
        return reason.equals(NO_GAME) || reason.startsWith(FIT);
    }

    /** Whether a game could have made the reading, as {@link TileCover} answers. */
    static TileCover.Verdict verdict(Map<Cell, SpaceMark> spaces, Map<CellSide, Mark<EdgeMark>> edges) {
        long tiles = 0;
        long displays = 0;
        long walled = 0;
        for (CellSide e : EdgeReader.walls(edges)) {
            walled |= TileCover.bit(e.cell());
            walled |= Edges.beyond(e).map(TileCover::bit).orElse(0L);
        }
        Set<Cell> holding = holdingSegments(spaces, edges);
        for (Map.Entry<Cell, SpaceMark> s : spaces.entrySet()) {
            long b = TileCover.bit(s.getKey());
            switch (s.getValue()) {
                case DOT -> tiles |= b;
                case DISPLAY -> {
                    tiles |= b;
                    displays |= b;
                }
                case EMPTY -> tiles |= holding.contains(s.getKey()) ? b : 0;
                case CAFETERIA -> {}
            }
        }
        return COVER.check(tiles, displays, walled & ~displays);
    }

    /** Checks the reading; flags what the rules doubt. */
    static Result apply(Map<Cell, Mark<SpaceMark>> marks, Map<CellSide, Mark<EdgeMark>> edges) {
        Map<Cell, SpaceMark> read = Mark.values(marks);
        if (verdict(read, edges) != TileCover.Verdict.IMPOSSIBLE) return new Result(marks, Map.of(), false);
        Map<Cell, List<SpaceMark>> fixes = new TreeMap<>();
        for (Cell c : List.copyOf(read.keySet())) {
            SpaceMark was = read.get(c);
            if (was == SpaceMark.CAFETERIA) continue;
            for (SpaceMark other : EnumSet.of(SpaceMark.EMPTY, SpaceMark.DOT, SpaceMark.DISPLAY)) {
                if (other == was) continue;
                read.put(c, other);
                if (verdict(read, edges) == TileCover.Verdict.POSSIBLE)
                    fixes.computeIfAbsent(c, k -> new ArrayList<>()).add(other);
            }
            read.put(c, was);
        }
        Map<Cell, Mark<SpaceMark>> out = new LinkedHashMap<>(marks);
        Map<Cell, String> why = new LinkedHashMap<>();
        if (fixes.isEmpty()) {
            marks.forEach((c, m) -> {
                if (m.value() == SpaceMark.DISPLAY || m.value() == SpaceMark.DOT) {
                    out.put(c, m.atMost(RULES_DOUBT));
                    why.put(c, NO_GAME);
                }
            });
            return new Result(out, why, true);
        }
        fixes.forEach((c, to) -> {
            out.put(c, marks.get(c).atMost(RULES_DOUBT));
            why.put(c, FIT + String.join(" or ", to.stream().map(Checksum::word).toList()) + " here");
        });
        return new Result(out, why, false);
    }

    /** The spaces read as empty that a wall segment makes non-empty, as {@link PhotoReading#segments} writes them. */
    private static Set<Cell> holdingSegments(Map<Cell, SpaceMark> spaces, Map<CellSide, Mark<EdgeMark>> edges) {
        Set<Cell> out = new HashSet<>();
        for (CellSide e : PhotoReading.segments(spaces, edges)) out.add(e.cell());
        return out;
    }

    private static String word(SpaceMark m) {
        return switch (m) {
            case EMPTY -> "empty";
            case DOT -> "a dot";
            case DISPLAY -> "a display";
            case CAFETERIA -> "a cafeteria";
        };
    }
}
