package pnp.ikes.format.photo;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.model.Cafeteria;

/**
 * A space in doubt that could be half of a cafeteria puts the space that would be its other half in
 * doubt too: a draft with one half flagged and the other read sure still scores wrong once the player
 * puts the first right. The other half is a side-by-side space with no wall between (a cafeteria has no
 * walls of its own):
 *
 * <ul>
 *   <li>beside a space read as empty but in doubt (too little ink, or ink in the wrong place), or as a
 *       dot in doubt that is one straight stroke pointing at it ({@link #handleToward}), a display: a fork
 *       drawn across the two spaces whose handle's end came out light, or whose handle alone lies in the
 *       space;
 *   <li>beside a display in doubt, a display that shows a fork (two tines or more and a handle, {@link
 *       ForkShape}): a fork drawn across the two spaces, tines in one and the handle's end in the other;
 *   <li>beside a display in doubt that shows a fork's two tines ({@link ForkShape}), a display showing two
 *       tines lying the same way ({@link ForkPairs#ALONGSIDE}): a fork in each space, neither handle slim;
 *   <li>beside half of a cafeteria read in doubt, a display that shows a fork (two tines or more and a
 *       handle, {@link ForkShape}), also where the line between holds a wall in doubt: the pair may have
 *       taken the wrong partner of a fork drawn in each space.
 * </ul>
 *
 * It runs on the finished reading, after every other rule has said what it doubts.
 */
final class CafeteriaHalves {
    /** A dot in doubt this flat or flatter ({@link DotsAlike#shape}'s roundness) may be a fork's handle. */
    static final double HANDLE = 0.25;
    /** ... when it lies within this many degrees of the way to the display beside it. */
    static final double HANDLE_ANGLE = 20;

    private CafeteriaHalves() {}

    static Map<Cell, Mark<SpaceMark>> checked(
            Pencil p,
            Map<Cell, Mark<SpaceMark>> spaces,
            Map<CellSide, Mark<EdgeMark>> edges,
            List<Cafeteria> cafeterias) {
        Map<Cell, Mark<SpaceMark>> out = new LinkedHashMap<>(spaces);
        for (CellSide e : Edges.ALL) {
            Optional<Cell> beyond = Edges.beyond(e);
            Mark<EdgeMark> between = edges.get(e);
            if (beyond.isEmpty() || (between.value() != EdgeMark.NONE && !between.doubtful())) continue;
            boolean open = between.value() == EdgeMark.NONE;
            for (Cell[] xy : new Cell[][] {{e.cell(), beyond.get()}, {beyond.get(), e.cell()}}) {
                if ((open && otherHalf(p, spaces, xy[0], xy[1])) || truePartner(p, spaces, cafeterias, xy[0], xy[1]))
                    CafeteriaRules.cap(out, xy[1], CafeteriaRules.BY_RULE);
            }
        }
        return out;
    }

    /** Whether {@code y}, beside {@code x} with no wall between, could be the other half of a cafeteria at {@code x}. */
    private static boolean otherHalf(Pencil p, Map<Cell, Mark<SpaceMark>> spaces, Cell x, Cell y) {
        Mark<SpaceMark> mx = spaces.get(x);
        Mark<SpaceMark> my = spaces.get(y);
        if (my.doubtful()) return false;
        if (!mx.doubtful() || my.value() != SpaceMark.DISPLAY) return false;
        if (mx.value() == SpaceMark.EMPTY) return true;
        if (mx.value() == SpaceMark.DOT) return handleToward(p.clearOfArrows(x), x, y);
        if (mx.value() != SpaceMark.DISPLAY) return false;
        ForkShape.Fork fy = ForkShape.better(p.in(y), p.clearOfArrows(y));
        if (fy.tines() >= 2 && Double.isFinite(fy.handle())) return true;
        ForkShape.Fork fx = ForkShape.better(p.in(x), p.clearOfArrows(x));
        return fx.tines() == 2 && fy.tines() == 2 && fx.alongside(fy, ForkPairs.ALONGSIDE);
    }

    /**
     * Whether the pencil in {@code x} is one straight stroke (roundness at most {@link #HANDLE}) lying within
     * {@link #HANDLE_ANGLE} degrees of the way to {@code y}: a fork's handle reaching from the tines in
     * {@code y}.
     */
    static boolean handleToward(List<double[]> pts, Cell x, Cell y) {
        Moments m = Moments.of(pts);
        double[] shape = DotsAlike.shape(pts, m);
        if (shape == null || shape[0] > HANDLE) return false;
        double toward = x.row() == y.row() ? 0 : Math.PI / 2;
        double off = Math.abs(DotsAlike.axis(m) - toward);
        return Math.toDegrees(Math.min(off, Math.PI - off)) <= HANDLE_ANGLE;
    }

    /**
     * Whether {@code y}, a display read sure beside {@code x}, half of a cafeteria read in doubt, shows a
     * fork with a handle: it could be {@code x}'s true partner.
     */
    private static boolean truePartner(
            Pencil p, Map<Cell, Mark<SpaceMark>> spaces, List<Cafeteria> cafeterias, Cell x, Cell y) {
        Mark<SpaceMark> mx = spaces.get(x);
        Mark<SpaceMark> my = spaces.get(y);
        if (my.doubtful() || my.value() != SpaceMark.DISPLAY) return false;
        if (mx.value() != SpaceMark.CAFETERIA || !mx.doubtful() || !CafeteriaRules.used(cafeterias, x)) return false;
        ForkShape.Fork fy = ForkShape.better(p.in(y), p.clearOfArrows(y));
        return fy.tines() >= 2 && Double.isFinite(fy.handle());
    }
}
