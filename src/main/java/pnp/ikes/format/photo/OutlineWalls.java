package pnp.ikes.format.photo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.PrintedSheet;

/**
 * Cafeterias drawn with an outline round the pair, and the walls of the spaces round them. The outline's
 * lines are read as no wall ({@link #outlined}, {@link #inside}), and six walls round a pair not read as a
 * cafeteria are flagged ({@link #boxedIn}). The outline runs a millimetre or two
 * inside the pair's six lines; a neighbour's wall on one of them is drawn on the line or inside the
 * neighbour's space. So a line round the pair holds a wall as well as the outline when its pencil shows
 * a second stroke, on the line or beyond it, apart from the outline's ({@link #secondStroke}), or when it
 * holds much more pencil than the pair's other lines, which carry the outline alone (the two strokes
 * run into one where the outline is drawn close to the line): more than their median by half of it, or
 * more than the lightest of them by {@link #ABOVE_OUTLINE} of a wall on this sheet ({@link #wallInk}).
 */
final class OutlineWalls {
    /** Across a line, the ink is looked at from this far (mm) beyond it to {@link #INSIDE} inside the pair. */
    static final double BEYOND = 2.2;
    /** See {@link #BEYOND}: clear of a fork or letter drawn in the cafeteria. */
    static final double INSIDE = 2.5;
    /** The outline's stroke is looked for this far (mm) inside the line and more. */
    static final double OUTLINE_FROM = 0.3;
    /** A second stroke lies at least this far (mm) nearer the line than the outline's. */
    static final double APART = 1.0;
    /** A second stroke at least this strong beside the outline's (smoothed peaks). */
    static final double SECOND = 0.35;
    /** Between the two strokes the ink falls to at most this share of the weaker. */
    static final double VALLEY = 0.5;
    /** A line holding this many times the median pencil of the pair's six lines holds a wall too. */
    static final double HEAVIER = 1.5;
    /**
     * A line holds a wall as well as the outline when its ink exceeds the lightest of the pair's six lines by
     * this share of a wall's ink on this sheet (the median of the walls read away from the cafeterias).
     */
    static final double ABOVE_OUTLINE = 0.8;
    /** The outline is taken as drawn when at least this many of the six lines were read as pencilled. */
    static final int OUTLINED = 4;
    /**
     * Two spaces walled in together on at least this many of the six lines round them, the pencil lying inside
     * the pair ({@link #drawnInside}), could be an outlined cafeteria ({@link #boxedIn}).
     */
    static final int OUTLINE_LINES = 5;
    /** The reason of the spaces and lines of two spaces walled in together, not read as a cafeteria. */
    static final String BOXED = "walled in together: a cafeteria's outline?";
    /** The reason of a cafeteria read from an outline with a wall-like stroke along the line between. */
    static final String OUTLINE_READ = "read as a cafeteria from its outline";
    /** A stroke this far (mm) inside a cafeteria from a line round it is its outline, not a wall. */
    static final double OUTLINE_IN = 1.1;
    /**
     * An outline runs inside the pair: the pencil on the pair's inner lines lies, at the median, at least this
     * far (mm) inside it. Pencil nearer the line, or beyond it, is the neighbours' walls.
     */
    static final double DRAWN_INSIDE = 0.5;

    private OutlineWalls() {}

    /**
     * The lines round {@code pair} (from {@link CafeteriaRules#round}) read as pencilled that hold a
     * neighbour's wall beside the cafeteria's own marks. Lines on the sheet's edge (whose printed border
     * is a second line) and lines shared with another cafeteria (whose outline is one) are left out.
     */
    static Set<CellSide> walls(
            Rectified r, Cafeteria pair, Map<CellSide, Mark<EdgeMark>> read, List<Cafeteria> cafeterias) {
        return weighed(r, pair, read, cafeterias).walls();
    }

    /**
     * The lines round a pair weighed: those holding a wall beside the outline ({@link #walls}), and each line's
     * ink above the pair's lightest line, in walls of this sheet ({@link #wallInk}; none where the sheet has no
     * wall away from the cafeterias).
     */
    record Weighed(Set<CellSide> walls, Map<CellSide, Double> excess) {}

    static Weighed weighed(
            Rectified r, Cafeteria pair, Map<CellSide, Mark<EdgeMark>> read, List<Cafeteria> cafeterias) {
        List<CellSide> round = CafeteriaRules.round(pair.a(), pair.b());
        List<double[]> profiles = new ArrayList<>();
        List<Double> masses = new ArrayList<>();
        int inked = 0;
        for (CellSide e : round) {
            profiles.add(inward(r, e, pair));
            masses.add(mass(profiles.get(profiles.size() - 1)));
            if (read.get(e).value() != EdgeMark.NONE) inked++;
        }
        List<Double> sorted = new ArrayList<>(masses);
        sorted.sort(null);
        double median = (sorted.get(2) + sorted.get(3)) / 2;
        double wall = wallInk(r, read, cafeterias);
        Set<CellSide> out = new HashSet<>();
        Map<CellSide, Double> excess = new LinkedHashMap<>();
        for (int i = 0; i < round.size(); i++) {
            CellSide e = round.get(i);
            double above = masses.get(i) - sorted.get(0);
            if (wall > 0) excess.put(e, above / wall);
            if (read.get(e).value() == EdgeMark.NONE || Edges.outer(e) || shared(e, pair, cafeterias)) continue;
            boolean heavier = (inked >= OUTLINED && median > 0 && masses.get(i) >= HEAVIER * median)
                    || (wall > 0 && above >= ABOVE_OUTLINE * wall);
            if (heavier || secondStroke(profiles.get(i)) || secondStrokeInAHalf(r, e, pair)) out.add(e);
        }
        return new Weighed(out, excess);
    }

    /**
     * The raw confidence of a line round an outlined cafeteria read as no wall, that carries {@code excess} walls'
     * ink above the pair's lightest line (null: unweighed): from {@link CafeteriaRules#BY_RULE} where the excess
     * reaches {@link #ABOVE_OUTLINE} (a wall's) to just below {@link Mark#DOUBT_BELOW} where it is none (the
     * outline's ink alone), so that the line keeps its reason and {@link Calibration} says how often such lines
     * are right.
     */
    static double noWall(Double excess) {
        if (excess == null) return CafeteriaRules.BY_RULE;
        double clear = Math.max(0, Math.min(1, 1 - excess / ABOVE_OUTLINE));
        return CafeteriaRules.BY_RULE + (Mark.DOUBT_BELOW - 0.001 - CafeteriaRules.BY_RULE) * clear;
    }

    /**
     * The ink of a wall on this sheet ({@link #mass} across the line): the median over the lines read as walls
     * that are not on the sheet's edge and not round a cafeteria. Zero when there are none.
     */
    static double wallInk(Rectified r, Map<CellSide, Mark<EdgeMark>> read, List<Cafeteria> cafeterias) {
        Set<CellSide> round = new HashSet<>();
        for (Cafeteria c : cafeterias) round.addAll(CafeteriaRules.round(c.a(), c.b()));
        List<Double> masses = new ArrayList<>();
        for (CellSide e : Edges.ALL) {
            if (read.get(e).value() != EdgeMark.WALL || Edges.outer(e) || round.contains(e)) continue;
            masses.add(mass(OddMarks.across(r, e)));
        }
        if (masses.isEmpty()) return 0;
        masses.sort(null);
        return masses.get(masses.size() / 2);
    }

    /**
     * A wall read on a line round a cafeteria whose pencil lies well inside the cafeteria is part of an
     * outline round the pair, not a wall: a cafeteria has no walls of its own, and a neighbour's wall
     * is drawn on the line or inside the neighbour's space. Read as no wall, flagged.
     */
    static void inside(
            Rectified r,
            Map<CellSide, Mark<EdgeMark>> read,
            List<Cafeteria> cafeterias,
            Map<CellSide, Mark<EdgeMark>> edges,
            Cafeteria pair) {
        Set<CellSide> walls = null; // looked for only where a line's pencil lies inside
        for (CellSide e : CafeteriaRules.round(pair.a(), pair.b())) {
            if (edges.get(e).value() == EdgeMark.NONE) continue;
            if (into(r, e, pair) < OUTLINE_IN) continue;
            if (walls == null) walls = walls(r, pair, read, cafeterias);
            if (!walls.contains(e)) edges.put(e, new Mark<>(EdgeMark.NONE, CafeteriaRules.BY_RULE));
        }
    }

    /**
     * What {@link #boxedIn} did: the reason of each space and line it read as a cafeteria or flagged, and the
     * pairs it flagged as perhaps a cafeteria (those it read as one are added to the pairs it was given).
     */
    record Boxed(Map<Cell, String> spaces, Map<CellSide, String> lines, List<Cafeteria> doubted) {}

    /**
     * Two side-by-side spaces walled in together, not read as a cafeteria: the walls could be an outline round
     * a cafeteria whose own mark was missed or misread (a fork drawn along the line between reads as a wall
     * there and as a dot or a display on each side), so they are flagged, with the two spaces. That holds
     * where all six lines round them were read as pencilled and either no wall lies between or two displays
     * lie either side of one (dots are left sure), and where at least {@link #OUTLINE_LINES} of the six are
     * pencilled lying inside the pair ({@link #drawnInside}: an outline, not its neighbours' walls). A pair
     * with all six lines and the line between pencilled, lying inside it, that overlaps no other such pair is
     * read as a cafeteria while fewer than two are read (its lines as {@link #outlined} reads them), flagged.
     */
    static Boxed boxedIn(
            Rectified r,
            Map<Cell, Mark<SpaceMark>> spaces,
            Map<CellSide, Mark<EdgeMark>> read,
            Map<CellSide, Mark<EdgeMark>> edges,
            List<Cafeteria> pairs) {
        Map<Cell, String> why = new LinkedHashMap<>();
        Map<CellSide, String> lineWhy = new LinkedHashMap<>();
        List<Cafeteria> full = new ArrayList<>();
        List<Cafeteria> doubted = new ArrayList<>();
        for (CellSide e : Edges.ALL) {
            Optional<Cell> beyond = Edges.beyond(e);
            if (beyond.isEmpty()) continue;
            Cafeteria pair = new Cafeteria(e.cell(), beyond.get());
            if (CafeteriaRules.used(pairs, pair.a()) || CafeteriaRules.used(pairs, pair.b())) continue;
            List<CellSide> round = CafeteriaRules.round(pair.a(), pair.b());
            long inked = round.stream()
                    .filter(x -> read.get(x).value() != EdgeMark.NONE)
                    .count();
            boolean outline = inked >= OUTLINE_LINES && drawnInside(r, pair, read);
            EdgeMark between = edges.get(e).value();
            boolean displays = spaces.get(pair.a()).value() == SpaceMark.DISPLAY
                    && spaces.get(pair.b()).value() == SpaceMark.DISPLAY;
            boolean walled =
                    inked == round.size() && (between == EdgeMark.NONE || (between == EdgeMark.WALL && displays));
            if (!outline && !walled) continue;
            doubted.add(pair);
            if (outline && inked == round.size() && read.get(e).value() != EdgeMark.NONE) full.add(pair);
            List<CellSide> lines = new ArrayList<>(round);
            if (between != EdgeMark.NONE) lines.add(e);
            for (CellSide x : lines) {
                if (read.get(x).value() == EdgeMark.NONE) continue;
                edges.put(x, edges.get(x).atMost(CafeteriaRules.BY_RULE));
                lineWhy.putIfAbsent(x, BOXED);
            }
            for (Cell c : new Cell[] {pair.a(), pair.b()}) {
                if (!outline && spaces.get(c).value() == SpaceMark.DOT) continue;
                CafeteriaRules.cap(spaces, c, CafeteriaRules.BY_RULE);
                why.putIfAbsent(c, BOXED);
            }
        }
        for (Cafeteria p : full) {
            if (pairs.size() >= 2
                    || full.stream().anyMatch(q -> !q.equals(p) && (q.contains(p.a()) || q.contains(p.b())))) continue;
            outlined(r, p, read, pairs, edges);
            CellSide mid = CafeteriaRules.between(p.a(), p.b());
            edges.put(mid, new Mark<>(EdgeMark.NONE, CafeteriaRules.BY_RULE));
            for (CellSide x : CafeteriaRules.round(p.a(), p.b())) lineWhy.put(x, OUTLINE_READ);
            lineWhy.put(mid, OUTLINE_READ);
            for (Cell c : new Cell[] {p.a(), p.b()}) {
                spaces.put(c, new Mark<>(SpaceMark.CAFETERIA, CafeteriaRules.BY_RULE));
                why.put(c, OUTLINE_READ);
            }
            pairs.add(p);
            doubted.remove(p);
        }
        return new Boxed(why, lineWhy, doubted);
    }

    /**
     * Two side-by-side marks bigger than dots with no wall between, at least one in doubt and not read as
     * one cafeteria, with {@link #OUTLINED} or more of the six lines round them read as walls and the
     * others read as no wall only in doubt (a light stroke, or the sheet's edge): the walls could be an
     * outline round a cafeteria, so they are flagged. Runs on the finished reading; the maps given are not
     * changed.
     */
    static Map<CellSide, Mark<EdgeMark>> roundPairInDoubt(
            Map<Cell, Mark<SpaceMark>> spaces, Map<CellSide, Mark<EdgeMark>> lines, List<Cafeteria> cafeterias) {
        Map<CellSide, Mark<EdgeMark>> out = new LinkedHashMap<>(lines);
        for (CellSide e : Edges.ALL) {
            Optional<Cell> beyond = Edges.beyond(e);
            if (beyond.isEmpty() || lines.get(e).value() != EdgeMark.NONE) continue;
            Cell a = e.cell();
            Cell b = beyond.get();
            if (!CafeteriaRules.bigger(spaces, a) || !CafeteriaRules.bigger(spaces, b)) continue;
            if (!spaces.get(a).doubtful() && !spaces.get(b).doubtful()) continue;
            if (CafeteriaRules.isPair(cafeterias, a, b)) continue;
            List<CellSide> round = CafeteriaRules.round(a, b);
            long inked = round.stream()
                    .filter(x -> lines.get(x).value() != EdgeMark.NONE)
                    .count();
            boolean restInDoubt = round.stream()
                    .allMatch(x -> lines.get(x).value() != EdgeMark.NONE
                            || lines.get(x).doubtful());
            if (inked < OUTLINED || !restInDoubt) continue;
            for (CellSide x : round)
                if (lines.get(x).value() != EdgeMark.NONE) out.put(x, out.get(x).atMost(CafeteriaRules.BY_RULE));
        }
        return out;
    }

    /**
     * Whether the pencil on the lines round {@code pair} is an outline: on the lines not on the sheet's
     * edge that were read as pencilled, it lies at the median {@link #DRAWN_INSIDE} or more inside the
     * pair. A cafeteria whose neighbours walled it in on four lines or more shows the same pencil on the
     * lines themselves.
     */
    static boolean drawnInside(Rectified r, Cafeteria pair, Map<CellSide, Mark<EdgeMark>> read) {
        List<Double> into = new ArrayList<>();
        for (CellSide e : CafeteriaRules.round(pair.a(), pair.b())) {
            if (read.get(e).value() == EdgeMark.NONE || Edges.outer(e)) continue;
            into.add(into(r, e, pair));
        }
        if (into.isEmpty()) return true;
        into.sort(null);
        int n = into.size();
        double median = n % 2 == 1 ? into.get(n / 2) : (into.get(n / 2 - 1) + into.get(n / 2)) / 2;
        return median >= DRAWN_INSIDE;
    }

    /**
     * The six lines round an outlined pair read as no wall, in doubt as far as their ink nears a wall's
     * ({@link #noWall}), but for those that also hold a neighbour's wall ({@link #walls}): they keep what was
     * read, flagged.
     */
    static void outlined(
            Rectified r,
            Cafeteria pair,
            Map<CellSide, Mark<EdgeMark>> read,
            List<Cafeteria> pairs,
            Map<CellSide, Mark<EdgeMark>> edges) {
        Weighed w = weighed(r, pair, read, pairs);
        for (CellSide e : CafeteriaRules.round(pair.a(), pair.b())) {
            Mark<EdgeMark> m = read.get(e);
            edges.put(
                    e,
                    w.walls().contains(e)
                            ? m.atMost(CafeteriaRules.BY_RULE)
                            : new Mark<>(EdgeMark.NONE, noWall(w.excess().get(e))));
        }
    }

    /**
     * Whether either half of the line shows a second stroke ({@link #secondStroke}): a short wall beside
     * the outline, or one drawn light, is lost in the ink summed along the whole line.
     */
    static boolean secondStrokeInAHalf(Rectified r, CellSide e, Cafeteria pair) {
        double from = EdgeReader.CLEAR_OF_CORNERS;
        double to = PrintedSheet.SQUARE - EdgeReader.CLEAR_OF_CORNERS;
        double mid = PrintedSheet.SQUARE / 2;
        return secondStroke(inward(OddMarks.across(r, e, from, mid), e, pair))
                || secondStroke(inward(OddMarks.across(r, e, mid, to), e, pair));
    }

    /** The ink across a line ({@link OddMarks#across}), indexed from outside the pair inward. */
    static double[] inward(Rectified r, CellSide e, Cafeteria pair) {
        return inward(OddMarks.across(r, e), e, pair);
    }

    private static double[] inward(double[] across, CellSide e, Cafeteria pair) {
        boolean mine = inPair(e, pair);
        int n = across.length;
        double[] in = new double[n];
        for (int i = 0; i < n; i++) in[i] = across[mine ? n - 1 - i : i];
        return in;
    }

    /**
     * Whether the ink across a line (indexed inward, 3.2 mm either side) shows a second stroke, on the
     * line or beyond it, {@link #APART} nearer the line than the outline's and apart from it.
     */
    static boolean secondStroke(double[] inward) {
        double[] s = smooth(inward);
        int inner = -1;
        for (int i = index(OUTLINE_FROM); i < s.length; i++) if (inner < 0 || s[i] > s[inner]) inner = i;
        int outer = -1;
        int apart = (int) Math.round(APART * Rectified.PER_MM);
        for (int i = index(-BEYOND); i <= inner - apart; i++) if (outer < 0 || s[i] > s[outer]) outer = i;
        if (outer < 0 || s[inner] <= 0) return false;
        double valley = Double.MAX_VALUE;
        for (int i = outer; i <= inner; i++) valley = Math.min(valley, s[i]);
        return s[outer] >= SECOND * s[inner] && valley <= VALLEY * Math.min(s[inner], s[outer]);
    }

    /** The ink from {@link #BEYOND} outside the line to {@link #INSIDE} inside. */
    static double mass(double[] inward) {
        double t = 0;
        for (int i = index(-BEYOND); i <= Math.min(inward.length - 1, index(INSIDE)); i++) t += inward[i];
        return t;
    }

    private static boolean shared(CellSide e, Cafeteria pair, List<Cafeteria> cafeterias) {
        Cell other = inPair(e, pair) ? Edges.beyond(e).orElseThrow() : e.cell();
        for (Cafeteria p : cafeterias) if (!p.equals(pair) && (p.a().equals(other) || p.b().equals(other))) return true;
        return false;
    }

    /** How far (mm) the stroke on a line round {@code pair} lies inside the pair ({@link OddMarks#offset}). */
    private static double into(Rectified r, CellSide e, Cafeteria pair) {
        return (inPair(e, pair) ? -1 : 1) * OddMarks.offset(r, e);
    }

    /** Whether a line round {@code pair} is named by one of the pair's spaces (not by its neighbour). */
    private static boolean inPair(CellSide e, Cafeteria pair) {
        return e.cell().equals(pair.a()) || e.cell().equals(pair.b());
    }

    /** The sample of {@link OddMarks#across} at {@code mm} from the line (inward positive). */
    private static int index(double mm) {
        return (int) Math.round((mm + 3.2) * Rectified.PER_MM);
    }

    private static double[] smooth(double[] v) {
        double[] s = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            double t = 0;
            int k = 0;
            for (int j = Math.max(0, i - 1); j <= Math.min(v.length - 1, i + 1); j++, k++) t += v[j];
            s[i] = t / k;
        }
        return s;
    }
}
