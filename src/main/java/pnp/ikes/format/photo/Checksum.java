package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.rules.Rules;

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

    private static final String NO_WALLS = "no game brings the walls as read";
    private static final String WALL_FIT = "the tile chart fits ";

    /** The reason of a doubted item on a sheet whose walls no game brings, which a single other line would fix. */
    static final String UNFIT = "on a sheet whose walls fit no game as read";

    /**
     * The reason of a line read the other way by the rules: on a sheet whose walls fit no game as read, the one
     * line in doubt whose change alone fits a game.
     */
    static final String WALL_TAKEN = "read the other way so that the walls fit a game";

    /** The reason of a doubted space whose every other reading no game could have made. */
    static final String SPACE_RULED = "the rules rule out every other reading";

    /** The reason of a doubted line whose other reading no game could have made. */
    static final String WALL_RULED = "the tile chart rules out the other reading";

    /**
     * The spaces and lines after the check, why each one flagged (or confirmed) here is, and whether no single
     * change fits a game.
     */
    record Result(
            Map<Cell, Mark<SpaceMark>> spaces,
            Map<Cell, String> why,
            Map<CellSide, Mark<EdgeMark>> edges,
            Map<CellSide, String> edgeWhy,
            boolean impossible) {}

    private Checksum() {}

    /**
     * Whether {@code reason} is one the rules give (this check's, or {@link SheetHand#RULES_CUT} and
     * {@link SheetHand#UNCLEAN}): the item stays flagged whatever its calibrated confidence.
     */
    static boolean isRules(String reason) {
        return reason.equals(NO_GAME)
                || reason.equals(SheetHand.RULES_CUT)
                || reason.equals(SheetHand.UNCLEAN)
                || reason.equals(WALL_TAKEN)
                || reason.startsWith(FIT)
                || reason.equals(NO_WALLS)
                || reason.startsWith(WALL_FIT);
    }

    /**
     * Whether a game could have made the reading's walls: a cover of its dots and displays by chart tiles, never
     * rotated, whose walls are all read as walls, every other wall and every doorway a reward
     * ({@link TileCover#check(long, long, long, Lines, Lines)}).
     */
    static TileCover.Verdict wallVerdict(Map<Cell, SpaceMark> spaces, Map<CellSide, Mark<EdgeMark>> edges) {
        long tiles = 0;
        long displays = 0;
        long cafeterias = 0;
        for (Map.Entry<Cell, SpaceMark> s : spaces.entrySet()) {
            long b = TileCover.bit(s.getKey());
            if (s.getValue() == SpaceMark.DOT || s.getValue() == SpaceMark.DISPLAY) tiles |= b;
            if (s.getValue() == SpaceMark.DISPLAY) displays |= b;
            if (s.getValue() == SpaceMark.CAFETERIA) cafeterias |= b;
        }
        Lines walls = Lines.NONE;
        Lines doorways = Lines.NONE;
        for (Map.Entry<CellSide, Mark<EdgeMark>> e : edges.entrySet()) {
            if (e.getValue().value() == EdgeMark.NONE) continue;
            walls = walls.or(Lines.of(e.getKey()));
            if (e.getValue().value() == EdgeMark.DOORWAY) doorways = doorways.or(Lines.of(e.getKey()));
        }
        return COVER.check(tiles, displays, cafeterias, walls, doorways);
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
        return apply(marks, edges, List.of());
    }

    /**
     * Checks the reading; flags what the rules doubt. {@code couldBeCafeterias} are pairs a pass found could be a
     * cafeteria: for their spaces, that is one of the other readings the rules weigh.
     */
    static Result apply(
            Map<Cell, Mark<SpaceMark>> marks, Map<CellSide, Mark<EdgeMark>> edges, List<Cafeteria> couldBeCafeterias) {
        Map<Cell, SpaceMark> read = Mark.values(marks);
        if (verdict(read, edges) != TileCover.Verdict.IMPOSSIBLE) return walls(marks, read, edges, couldBeCafeterias);
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
            return new Result(out, why, edges, Map.of(), true);
        }
        fixes.forEach((c, to) -> {
            out.put(c, marks.get(c).atMost(RULES_DOUBT));
            why.put(c, FIT + String.join(" or ", to.stream().map(Checksum::word).toList()) + " here");
        });
        return new Result(out, why, edges, Map.of(), false);
    }

    /**
     * The check of the walls, for spaces a game could have made. Walls no game brings: each line whose change
     * alone fits a game is flagged; where none does, every wall in doubt is, and the sheet is not a game as read.
     * Walls a game brings: a line in doubt whose other reading no game could have made says so.
     */
    private static Result walls(
            Map<Cell, Mark<SpaceMark>> marks,
            Map<Cell, SpaceMark> read,
            Map<CellSide, Mark<EdgeMark>> edges,
            List<Cafeteria> couldBeCafeterias) {
        Map<CellSide, Mark<EdgeMark>> changed = new LinkedHashMap<>(edges);
        Map<CellSide, String> why = new LinkedHashMap<>();
        if (wallVerdict(read, edges) != TileCover.Verdict.IMPOSSIBLE) {
            edges.forEach((e, m) -> {
                if (m.doubtful() && otherIs(read, changed, e, TileCover.Verdict.IMPOSSIBLE)) why.put(e, WALL_RULED);
            });
            Map<Cell, String> spaceWhy = new LinkedHashMap<>();
            marks.forEach((c, m) -> {
                if (m.doubtful()
                        && m.value() != SpaceMark.CAFETERIA
                        && othersImpossible(read, edges, c)
                        && couldBeCafeterias.stream().noneMatch(p -> p.contains(c) && cafeteriaFits(read, edges, p)))
                    spaceWhy.put(c, SPACE_RULED);
            });
            return new Result(marks, spaceWhy, edges, why, false);
        }
        // the lines whose other reading alone fits a game
        Map<CellSide, Mark<EdgeMark>> probe = new LinkedHashMap<>(edges);
        List<CellSide> fixes = new ArrayList<>();
        for (CellSide e : edges.keySet()) if (otherIs(read, probe, e, TileCover.Verdict.POSSIBLE)) fixes.add(e);
        Optional<CellSide> taken = leastSure(fixes, edges);
        if (taken.isPresent()) {
            CellSide e = taken.get();
            Mark<EdgeMark> was = edges.get(e);
            changed.put(e, new Mark<>(other(was.value()), Math.min(was.confidence(), RULES_DOUBT)));
            Result fitted = walls(marks, read, changed, couldBeCafeterias);
            Map<CellSide, String> edgeWhy = new LinkedHashMap<>(fitted.edgeWhy());
            edgeWhy.put(e, WALL_TAKEN);
            return new Result(fitted.spaces(), fitted.why(), fitted.edges(), edgeWhy, false);
        }
        for (CellSide e : fixes) {
            Mark<EdgeMark> m = edges.get(e);
            changed.put(e, m.atMost(RULES_DOUBT));
            why.put(e, WALL_FIT + (m.value() == EdgeMark.NONE ? "a wall here" : "no wall here"));
        }
        boolean none = why.isEmpty();
        if (none) {
            boolean anyDoubt = edges.values().stream().anyMatch(m -> m.value() != EdgeMark.NONE && m.doubtful());
            edges.forEach((e, m) -> {
                if (m.value() != EdgeMark.NONE && (m.doubtful() || !anyDoubt)) {
                    changed.put(e, m.atMost(RULES_DOUBT));
                    why.put(e, NO_WALLS);
                }
            });
        }
        // every other doubt on such a sheet is less likely right than the same doubt on a sheet that fits
        edges.forEach((e, m) -> {
            if (m.doubtful() && !why.containsKey(e)) why.put(e, UNFIT);
        });
        Map<Cell, String> spaceWhy = new LinkedHashMap<>();
        marks.forEach((c, m) -> {
            if (m.doubtful()) spaceWhy.put(c, UNFIT);
        });
        return new Result(marks, spaceWhy, changed, why, none);
    }

    /**
     * Of the lines whose other reading alone fits a game ({@code fixes}), the one in doubt and less sure than
     * every other. Where one line in doubt stands among lines read surely, the rules and the pencil agree on which
     * was misread. Empty where no line is so.
     */
    private static Optional<CellSide> leastSure(List<CellSide> fixes, Map<CellSide, Mark<EdgeMark>> edges) {
        CellSide least = null;
        double leastSure = Double.POSITIVE_INFINITY;
        double next = Double.POSITIVE_INFINITY;
        for (CellSide e : fixes) {
            double c = edges.get(e).confidence();
            if (c < leastSure) {
                next = leastSure;
                leastSure = c;
                least = e;
            } else next = Math.min(next, c);
        }
        boolean alone = least != null && edges.get(least).doubtful() && leastSure < next;
        return alone ? Optional.of(least) : Optional.empty();
    }

    private static EdgeMark other(EdgeMark m) {
        return m == EdgeMark.NONE ? EdgeMark.WALL : EdgeMark.NONE;
    }

    /** Whether no game could have made the reading with {@code c} read as any other of empty, a dot or a display. */
    private static boolean othersImpossible(Map<Cell, SpaceMark> read, Map<CellSide, Mark<EdgeMark>> edges, Cell c) {
        SpaceMark was = read.get(c);
        boolean out = true;
        for (SpaceMark other : EnumSet.of(SpaceMark.EMPTY, SpaceMark.DOT, SpaceMark.DISPLAY)) {
            if (other == was || !out) continue;
            read.put(c, other);
            out = verdict(read, edges) == TileCover.Verdict.IMPOSSIBLE
                    || wallVerdict(read, edges) == TileCover.Verdict.IMPOSSIBLE;
        }
        read.put(c, was);
        return out;
    }

    /**
     * Whether a game could have made the reading with {@code pair} read as a cafeteria, the line between as no
     * wall and the six lines round it as read or, failing that, as no wall (an outline's).
     */
    private static boolean cafeteriaFits(
            Map<Cell, SpaceMark> read, Map<CellSide, Mark<EdgeMark>> edges, Cafeteria pair) {
        if (read.values().stream().filter(m -> m == SpaceMark.CAFETERIA).count() >= 2L * Rules.MAX_CAFETERIAS)
            return false;
        Map<Cell, SpaceMark> as = new LinkedHashMap<>(read);
        as.put(pair.a(), SpaceMark.CAFETERIA);
        as.put(pair.b(), SpaceMark.CAFETERIA);
        Map<CellSide, Mark<EdgeMark>> open = new LinkedHashMap<>(edges);
        open.put(CafeteriaRules.between(pair.a(), pair.b()), new Mark<>(EdgeMark.NONE, 1));
        if (fits(as, open)) return true;
        for (CellSide e : CafeteriaRules.round(pair.a(), pair.b())) open.put(e, new Mark<>(EdgeMark.NONE, 1));
        return fits(as, open);
    }

    /** Whether a game could have made the reading, its tiles ({@link #verdict}) and its walls ({@link #wallVerdict}). */
    static boolean fits(Map<Cell, SpaceMark> read, Map<CellSide, Mark<EdgeMark>> edges) {
        return verdict(read, edges) != TileCover.Verdict.IMPOSSIBLE
                && wallVerdict(read, edges) != TileCover.Verdict.IMPOSSIBLE;
    }

    /** Whether the verdict on {@code e} read the other way (a wall for none, none for a wall or doorway) is {@code v}. */
    private static boolean otherIs(
            Map<Cell, SpaceMark> read, Map<CellSide, Mark<EdgeMark>> edges, CellSide e, TileCover.Verdict v) {
        Mark<EdgeMark> was = edges.get(e);
        edges.put(e, new Mark<>(other(was.value()), was.confidence()));
        boolean out = wallVerdict(read, edges) == v;
        edges.put(e, was);
        return out;
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
