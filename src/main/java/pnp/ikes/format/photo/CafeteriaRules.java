package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.PrintedSheet;

/**
 * Reads the cafeterias with the game's rules: a cafeteria is two side-by-side spaces with no dot and no
 * display, at most two a sheet, with no walls of its own; a space holds one thing.
 *
 * <ul>
 *   <li>A pencilled outline round such a pair (all six lines round it inked, none between) is the
 *       cafeteria's mark, not walls: the six lines are read as no wall, and flagged, since walls of the
 *       spaces around could stand there too.
 *   <li>Two side-by-side marks bigger than dots with no wall between them, with no other pencilled
 *       space beside either (a display's tile has
 *       its dots beside it, unless the tile is a single space), are read as one cafeteria drawn twice (a
 *       fork or a C in each space), and flagged.
 *   <li>Any other display beside a display with no wall between, somewhat alike, both alone, or with a
 *       faint stroke across the line between them, is flagged: the two could be a cafeteria.
 *   <li>A fork in each of two side-by-side spaces with no wall between is a cafeteria ({@link ForkShape});
 *       a fork that no such pair takes is flagged.
 *   <li>Two side-by-side marks bigger than dots joined by pencil across the line between them anywhere
 *       along it (a big C or "caf" over the pair) are one mark over two spaces: a cafeteria, flagged.
 *   <li>Marks the legend does not teach ({@link OddMarks}: hatching, a letter C) are flagged, and so
 *       is a mark beside one with no wall between (a dot too, beside one that no cafeteria took); two side
 *       by side with the same odd mark and no wall between are read as a cafeteria, flagged.
 * </ul>
 */
final class CafeteriaRules {
    /** The confidence of an item read from the rules rather than plainly seen: always checked. */
    static final double BY_RULE = 0.6;
    /** The confidence of a cafeteria read from marks the legend does not teach (hatching, letters): checked. */
    static final double ODD = 0.7;
    /**
     * A stroke across the line between two displays this strong (mm^2, {@link SpaceReader#crossing}),
     * short of {@link SpaceReader#CROSSED}, flags both: it could be a fork across drawn light, or seen
     * in a soft photo. A trace on both sides is enough; two displays rarely reach across their line.
     */
    static final double FAINT_CROSSING = 0.02;
    /** How sure the line a fork crosses is of holding no wall: as sure as the cafeteria read from it. */
    static final double ACROSS_LINE = 0.9;
    /** A mark drawn across a line is looked for this far (mm) from its ends on. */
    static final double ACROSS_FROM = 2.5;
    /** Two displays side by side at least this alike are flagged: they could be a cafeteria drawn twice. */
    static final double ALIKE = 0.5;

    private CafeteriaRules() {}

    /** The spaces, lines and cafeterias after the rules; the maps given are not changed. */
    record Read(
            Map<Cell, Mark<SpaceMark>> spaces,
            Map<CellSide, Mark<EdgeMark>> edges,
            List<Cafeteria> cafeterias,
            List<Cell> odd,
            OutlineWalls.Boxed boxed) {}

    static Read apply(
            Pencil pencil,
            Map<Cell, Mark<SpaceMark>> spaces0,
            Map<CellSide, Mark<EdgeMark>> edges0,
            List<Cafeteria> found,
            Set<CellSide> crossedWalls) {
        Map<Cell, Mark<SpaceMark>> spaces = new LinkedHashMap<>(spaces0);
        Map<CellSide, Mark<EdgeMark>> edges = new LinkedHashMap<>(edges0);
        List<Cafeteria> pairs = new ArrayList<>(found);
        Rectified r = pencil.flat();
        Map<Cell, OddMarks.Kind> odd = new LinkedHashMap<>();
        spaces.forEach((c, m) -> {
            if (!bigger(spaces, c)) return;
            OddMarks.Kind k = OddMarks.kind(pencil.in(c));
            if (k != OddMarks.Kind.NONE) odd.put(c, k);
        });
        forksAcross(found, odd, edges, crossedWalls, spaces);
        hatchedPairs(pencil, spaces, odd);
        hatchedLines(edges, odd);
        drawnAcross(r, spaces, edges, pairs);
        lettersBeside(pencil, spaces, edges, odd);
        oddPairs(spaces, edges, pairs, odd);
        ForkPairs.take(pencil, spaces, edges, pairs);
        // an outline round a pair already read as a cafeteria, or its neighbours' walls on the lines: flagged
        for (Cafeteria p : pairs) {
            List<CellSide> round = round(p.a(), p.b());
            long inked = round.stream()
                    .filter(e -> edges.get(e).value() != EdgeMark.NONE)
                    .count();
            if (inked < 4) continue;
            if (OutlineWalls.drawnInside(r, p, edges0)) OutlineWalls.outlined(r, p, edges0, pairs, edges);
            else for (CellSide e : round) edges.put(e, edges.get(e).atMost(BY_RULE));
        }
        // outlined pairs and pairs drawn twice, not yet read as cafeterias
        for (CellSide e : Edges.ALL) {
            if (pairs.size() == 2) break;
            Optional<Cafeteria> free = freeAcross(e, edges, pairs);
            if (free.isEmpty()) continue;
            Cell a = free.get().a();
            Cell b = free.get().b();
            if (!bigger(spaces, a) || !bigger(spaces, b)) continue;
            List<CellSide> round = round(a, b);
            boolean outlined = round.stream().allMatch(x -> edges.get(x).value() == EdgeMark.WALL);
            boolean alone = alone(spaces, a, b) && alone(spaces, b, a);
            if (!outlined && !alone) continue;
            if (outlined) OutlineWalls.outlined(r, new Cafeteria(a, b), edges0, pairs, edges);
            spaces.put(a, new Mark<>(SpaceMark.CAFETERIA, BY_RULE));
            spaces.put(b, new Mark<>(SpaceMark.CAFETERIA, BY_RULE));
            pairs.add(new Cafeteria(a, b));
        }
        OutlineWalls.Boxed boxed = OutlineWalls.boxedIn(r, spaces, edges0, edges, pairs);
        // a display beside a display, both alone, alike, or joined by a faint stroke across the line
        // between them (a fork across, drawn light), that was not taken for a cafeteria: flagged; so where
        // the line between holds a wall in doubt (a stroke of hatching can lie along it)
        for (CellSide e : Edges.ALL) {
            Optional<Cell> beyond = Edges.beyond(e);
            Mark<EdgeMark> between = edges.get(e);
            if (beyond.isEmpty() || (between.value() != EdgeMark.NONE && !between.doubtful())) continue;
            Cell a = e.cell();
            Cell b = beyond.get();
            if (spaces.get(a).value() != SpaceMark.DISPLAY || spaces.get(b).value() != SpaceMark.DISPLAY) continue;
            if (!(alone(spaces, a, b) && alone(spaces, b, a))
                    && InkPatch.similarity(r, a, b) < ALIKE
                    && SpaceReader.crossing(r, e) < FAINT_CROSSING) continue;
            for (Cell c : new Cell[] {a, b}) cap(spaces, c, BY_RULE);
        }
        reachingAcross(r, spaces, edges, pairs);
        // every other odd mark, and any mark beside one with no wall between (the other half of a cafeteria?):
        // flagged; beside one no cafeteria took, a dot too (a C's tail or a stroke of hatching can look like a tick)
        for (Cell c : odd.keySet()) {
            boolean paired = used(pairs, c);
            cap(spaces, c, paired ? ODD : BY_RULE);
            for (Side s : Side.values()) {
                CellSide e = new CellSide(c, s);
                Optional<Cell> n = Edges.beyond(e);
                if (n.isEmpty()
                        || odd.containsKey(n.get())
                        || edges.get(Edges.canonical(e)).value() != EdgeMark.NONE) continue;
                if (bigger(spaces, n.get()) || (!paired && spaces.get(n.get()).value() == SpaceMark.DOT))
                    cap(spaces, n.get(), BY_RULE);
            }
        }
        for (Cafeteria p : pairs) OutlineWalls.inside(r, edges0, pairs, edges, p);
        return new Read(spaces, edges, pairs, List.copyOf(odd.keySet()), boxed);
    }

    /**
     * A display whose pencil crosses the line into an empty space beside it, no wall between, could be a
     * fork lying mostly in one space with its end across the line: both are flagged.
     */
    private static void reachingAcross(
            Rectified r,
            Map<Cell, Mark<SpaceMark>> spaces,
            Map<CellSide, Mark<EdgeMark>> edges,
            List<Cafeteria> pairs) {
        for (CellSide e : Edges.ALL) {
            Optional<Cafeteria> free = freeAcross(e, edges, pairs);
            if (free.isEmpty()) continue;
            Cell a = free.get().a();
            Cell b = free.get().b();
            SpaceMark ma = spaces.get(a).value();
            SpaceMark mb = spaces.get(b).value();
            boolean oneEmpty = (ma == SpaceMark.DISPLAY && mb == SpaceMark.EMPTY)
                    || (mb == SpaceMark.DISPLAY && ma == SpaceMark.EMPTY);
            if (!oneEmpty || SpaceReader.crossing(r, e) < FAINT_CROSSING) continue;
            for (Cell c : new Cell[] {a, b}) cap(spaces, c, BY_RULE);
        }
    }

    /**
     * A fork across the line (the legend's cafeteria, read from the stroke across it) is no odd mark:
     * its tines can look like hatching in their space, but the handle's space beside it is not
     * hatched, where hatching drawn over the pair covers both. The line it crosses, read as no wall,
     * is as sure as the cafeteria: its crossbar near the line can look like part of a wall. But where the
     * pencil along the line reads as a wall at both ends and strokes merely cross it ({@code crossedWalls})
     * and neither space is hatched, the mark across may be a display's sketch drawn over a wall: the two
     * spaces and the line are flagged, and the line stays as read.
     */
    private static void forksAcross(
            List<Cafeteria> found,
            Map<Cell, OddMarks.Kind> odd,
            Map<CellSide, Mark<EdgeMark>> edges,
            Set<CellSide> crossedWalls,
            Map<Cell, Mark<SpaceMark>> spaces) {
        for (Cafeteria p : found) {
            boolean first = odd.get(p.a()) == OddMarks.Kind.HATCHED;
            boolean second = odd.get(p.b()) == OddMarks.Kind.HATCHED;
            // and the line the fork crosses holds no wall: a cafeteria has none of its own
            CellSide line = between(p.a(), p.b());
            Mark<EdgeMark> m = edges.get(line);
            if (crossedWalls.contains(line) && !first && !second) {
                for (Cell c : p.spaces()) cap(spaces, c, BY_RULE);
            } else if (m.value() == EdgeMark.NONE && m.confidence() < ACROSS_LINE)
                edges.put(line, new Mark<>(EdgeMark.NONE, ACROSS_LINE));
            if (first != second && !odd.containsKey(first ? p.b() : p.a())) odd.remove(first ? p.a() : p.b());
        }
    }

    /**
     * Two side-by-side spaces whose pencil is at least {@link OddMarks#PAIR_STROKES} long straight
     * strokes running the same way in each are hatched, as is a space with that many strokes beside a
     * hatched space running its way: one stroke of level or upright hatching may lie on a line, and
     * the printed name's corner cuts another short, so a space of a hatched pair can show only two.
     */
    private static void hatchedPairs(Pencil p, Map<Cell, Mark<SpaceMark>> spaces, Map<Cell, OddMarks.Kind> odd) {
        Map<Cell, ParallelStrokes.Way> ways = new LinkedHashMap<>();
        spaces.forEach((c, m) -> {
            if (bigger(spaces, c) && odd.getOrDefault(c, OddMarks.Kind.NONE) != OddMarks.Kind.LETTER)
                ways.put(c, OddMarks.strokes(p.in(c)));
        });
        for (CellSide e : Edges.ALL) {
            Optional<Cell> b = Edges.beyond(e);
            if (b.isEmpty() || !ways.containsKey(e.cell()) || !ways.containsKey(b.get())) continue;
            if (!ways.get(e.cell()).sameAs(ways.get(b.get()), OddMarks.PAIR_STROKES)) continue;
            odd.put(e.cell(), OddMarks.Kind.HATCHED);
            odd.put(b.get(), OddMarks.Kind.HATCHED);
        }
    }

    /**
     * A line between two hatched spaces holds no wall (both are cafeteria spaces, which have no walls of
     * their own): a stroke along it is one of the hatching's. Any other wall on a hatched space's lines
     * is flagged, since a hatching stroke may lie along it.
     */
    private static void hatchedLines(Map<CellSide, Mark<EdgeMark>> edges, Map<Cell, OddMarks.Kind> odd) {
        for (CellSide e : Edges.ALL) {
            Mark<EdgeMark> m = edges.get(e);
            if (m.value() == EdgeMark.NONE) continue;
            boolean here = odd.get(e.cell()) == OddMarks.Kind.HATCHED;
            boolean there = Edges.beyond(e)
                    .map(b -> odd.get(b) == OddMarks.Kind.HATCHED)
                    .orElse(false);
            if (here && there) edges.put(e, new Mark<>(EdgeMark.NONE, BY_RULE));
            else if (here || there) edges.put(e, m.atMost(ODD));
        }
    }

    /**
     * A mark beside a letter C with no wall between, that is itself nearly a C (its ring fitted within
     * {@link OddMarks#RING_LOOSE}), is taken for a C too: a door's arrow or a slip of the pencil can
     * spoil one C of a pair.
     */
    private static void lettersBeside(
            Pencil p,
            Map<Cell, Mark<SpaceMark>> spaces,
            Map<CellSide, Mark<EdgeMark>> edges,
            Map<Cell, OddMarks.Kind> odd) {
        List<Cell> letters = new ArrayList<>();
        odd.forEach((c, k) -> {
            if (k == OddMarks.Kind.LETTER) letters.add(c);
        });
        for (Cell c : letters) {
            for (Side s : Side.values()) {
                CellSide e = new CellSide(c, s);
                Optional<Cell> n = Edges.beyond(e);
                if (n.isEmpty()
                        || odd.containsKey(n.get())
                        || !bigger(spaces, n.get())
                        || edges.get(Edges.canonical(e)).value() != EdgeMark.NONE) continue;
                if (OddMarks.nearlyLetter(p.in(n.get())) || OddMarks.nearlyLetter(p.clearOfArrows(n.get())))
                    odd.put(n.get(), OddMarks.Kind.LETTER);
            }
        }
    }

    /**
     * Two side-by-side spaces with the same odd mark (both hatched, or a C in each) and no wall between
     * read as a cafeteria, flagged; a pair already read as a cafeteria that holds an odd mark is kept.
     */
    private static void oddPairs(
            Map<Cell, Mark<SpaceMark>> spaces,
            Map<CellSide, Mark<EdgeMark>> edges,
            List<Cafeteria> pairs,
            Map<Cell, OddMarks.Kind> odd) {
        List<CellSide> lines = new ArrayList<>();
        for (CellSide e : Edges.ALL) {
            Optional<Cell> b = Edges.beyond(e);
            if (b.isEmpty() || edges.get(e).value() != EdgeMark.NONE) continue;
            if (odd.containsKey(e.cell()) && odd.get(e.cell()) == odd.get(b.get())) lines.add(e);
        }
        take(lines, spaces, pairs);
    }

    /**
     * Two side-by-side marks bigger than dots, with no wall between, joined by pencil that crosses the
     * line between them anywhere along it (away from its ends, where other lines' walls meet it), are one
     * mark over two spaces, which no display is: a cafeteria, flagged. Strongest crossing first.
     */
    private static void drawnAcross(
            Rectified r,
            Map<Cell, Mark<SpaceMark>> spaces,
            Map<CellSide, Mark<EdgeMark>> edges,
            List<Cafeteria> pairs) {
        Map<CellSide, Double> strength = new LinkedHashMap<>();
        for (CellSide e : Edges.ALL) {
            Optional<Cafeteria> free = freeAcross(e, edges, pairs);
            if (free.isEmpty()
                    || !bigger(spaces, free.get().a())
                    || !bigger(spaces, free.get().b())) continue;
            double s = SpaceReader.crossing(r, e, ACROSS_FROM, PrintedSheet.SQUARE - ACROSS_FROM);
            if (s > SpaceReader.CROSSED) strength.put(e, s);
        }
        List<CellSide> order = new ArrayList<>(strength.keySet());
        order.sort(Comparator.comparingDouble((CellSide e) -> -strength.get(e)));
        take(order, spaces, pairs);
    }

    /**
     * The two spaces of each line in turn read as a cafeteria, flagged ({@link #ODD}), while fewer than
     * two are read and neither space is in one yet.
     */
    static void take(List<CellSide> lines, Map<Cell, Mark<SpaceMark>> spaces, List<Cafeteria> pairs) {
        for (CellSide e : lines) {
            Cell a = e.cell();
            Cell b = Edges.beyond(e).orElseThrow();
            if (pairs.size() == 2 || used(pairs, a) || used(pairs, b)) continue;
            spaces.put(a, new Mark<>(SpaceMark.CAFETERIA, ODD));
            spaces.put(b, new Mark<>(SpaceMark.CAFETERIA, ODD));
            pairs.add(new Cafeteria(a, b));
        }
    }

    /** The line between two side-by-side spaces, by its name in {@link Edges#ALL}. */
    static CellSide between(Cell a, Cell b) {
        return Edges.canonical(new CellSide(a, a.sideFacing(b)));
    }

    static void cap(Map<Cell, Mark<SpaceMark>> spaces, Cell c, double at) {
        spaces.put(c, spaces.get(c).atMost(at));
    }

    static boolean used(List<Cafeteria> pairs, Cell c) {
        return pairs.stream().anyMatch(p -> p.contains(c));
    }

    /** The two spaces across {@code e}, when the line between them reads as no wall and no cafeteria holds either. */
    static Optional<Cafeteria> freeAcross(CellSide e, Map<CellSide, Mark<EdgeMark>> edges, List<Cafeteria> pairs) {
        Optional<Cell> beyond = Edges.beyond(e);
        if (beyond.isEmpty() || edges.get(e).value() != EdgeMark.NONE) return Optional.empty();
        if (used(pairs, e.cell()) || used(pairs, beyond.get())) return Optional.empty();
        return Optional.of(new Cafeteria(e.cell(), beyond.get()));
    }

    /** Whether {@code a} and {@code b}, in either order, are one of the pairs. */
    static boolean isPair(List<Cafeteria> pairs, Cell a, Cell b) {
        return a.adjacentTo(b) && pairs.contains(new Cafeteria(a, b));
    }

    /** More than a dot: a display's mark or half a cafeteria's. */
    static boolean bigger(Map<Cell, Mark<SpaceMark>> spaces, Cell c) {
        SpaceMark m = spaces.get(c).value();
        return m == SpaceMark.DISPLAY || m == SpaceMark.CAFETERIA;
    }

    /** No space beside {@code c} but {@code partner} holds pencil (cafeterias' spaces aside). */
    private static boolean alone(Map<Cell, Mark<SpaceMark>> spaces, Cell c, Cell partner) {
        for (Side s : Side.values()) {
            Optional<Cell> n = Edges.beyond(new CellSide(c, s));
            if (n.isEmpty() || n.get().equals(partner)) continue;
            SpaceMark m = spaces.get(n.get()).value();
            if (m == SpaceMark.DOT || m == SpaceMark.DISPLAY) return false;
        }
        return true;
    }

    /** The six lines round two side-by-side spaces, by their names in {@link Edges#ALL}. */
    static List<CellSide> round(Cell a, Cell b) {
        List<CellSide> out = new ArrayList<>();
        for (Cell c : new Cell[] {a, b}) {
            for (Side s : Side.values()) {
                CellSide e = new CellSide(c, s);
                Optional<Cell> n = Edges.beyond(e);
                if (n.isPresent() && (n.get().equals(a) || n.get().equals(b))) continue;
                out.add(Edges.canonical(e));
            }
        }
        return out;
    }
}
