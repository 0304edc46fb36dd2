package pnp.ikes.solver;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Move;
import pnp.ikes.model.Tile;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.Rules;

/**
 * Every way to play one turn from a node: optional rerolls (up to {@code maxRerolls}), then each legal
 * tile placement with each display choice, or each cafeteria. A placement that earns a reward is tried
 * with 2 coins; the {@code rewardTrials} most promising of those are also tried with every doorway and
 * with every new wall on a space near the route. Each child's value is set by the {@link Heuristic}.
 *
 * <p>A placement is drawn once and each display choice is put on a copy, so the choices share the
 * drawing's open sides and {@link RouteEstimate} searches once for all of them.
 *
 * <p>Cost: for each roll (the dice as rolled and after each run of rerolls), every anchor on the 49
 * spaces times the tile's spaces times two faces, each valued by one route estimate; plus the reward
 * options of the most promising rewarded placements.
 */
final class Expander {
    /**
     * Which moves a turn's list holds, beyond every placement and cafeteria of the dice as rolled.
     *
     * @param maxRerolls     rerolls of either die tried before placing, in every order that changes the dice
     * @param rewardTrials   rewarded placements also tried with every doorway and wall reward
     * @param lightRuns      also try runs of more light rerolls than {@code maxRerolls} ({@link #lightRuns})
     * @param rewardsPerTurn take the {@code rewardTrials} most promising rewarded placements of the whole turn,
     *                       whatever the roll, rather than of each roll
     * @param leanRewards    leave out the reward options another one matches or beats
     *                       ({@link #rewardOptions(Position, boolean)})
     */
    record Options(int maxRerolls, int rewardTrials, boolean lightRuns, boolean rewardsPerTurn, boolean leanRewards) {
        /** Up to {@code maxRerolls} rerolls and rewards tried on {@code rewardTrials} placements; nothing else. */
        static Options of(int maxRerolls, int rewardTrials) {
            return new Options(maxRerolls, rewardTrials, false, false, false);
        }

        Options withLightRuns() {
            return new Options(maxRerolls, rewardTrials, true, rewardsPerTurn, leanRewards);
        }

        Options withRewardsPerTurn() {
            return new Options(maxRerolls, rewardTrials, lightRuns, true, leanRewards);
        }

        Options withLeanRewards() {
            return new Options(maxRerolls, rewardTrials, lightRuns, rewardsPerTurn, true);
        }
    }

    private final Heuristic heuristic;
    private final Options options;

    Expander(Heuristic heuristic, int maxRerolls, int rewardTrials) {
        this(heuristic, Options.of(maxRerolls, rewardTrials));
    }

    Expander(Heuristic heuristic, Options options) {
        this.heuristic = heuristic;
        this.options = options;
    }

    /** The same move lists, with runs of light rerolls longer than {@code maxRerolls} ({@link #lightRuns}). */
    Expander withLightRuns() {
        return new Expander(heuristic, options.withLightRuns());
    }

    /** The same move lists, trying rewards on the most promising rewarded placements of the whole turn, whatever the roll. */
    Expander withRewardsPerTurn() {
        return new Expander(heuristic, options.withRewardsPerTurn());
    }

    /** The same move lists without the reward options another one matches or beats ({@link #rewardOptions(Position, boolean)}). */
    Expander withLeanRewards() {
        return new Expander(heuristic, options.withLeanRewards());
    }

    /** The children of {@code n}: nodes at the start of the next turn, each with its value set. */
    List<Node> children(Node n) {
        List<Node> out = new ArrayList<>();
        List<Rewarded> rewarded = new ArrayList<>();
        for (Node v : variants(n)) {
            expand(v, out, rewarded);
            if (!options.rewardsPerTurn()) {
                rewards(rewarded, out);
                rewarded.clear();
            }
        }
        if (options.rewardsPerTurn()) rewards(rewarded, out);
        return out;
    }

    /** The node itself and the nodes after 1..maxRerolls rerolls that change the dice. */
    private List<Node> variants(Node n) {
        List<Node> out = new ArrayList<>();
        out.add(n);
        List<Node> frontier = List.of(n);
        for (int k = 0; k < options.maxRerolls(); k++) {
            List<Node> next = new ArrayList<>();
            for (Node f : frontier) {
                Position p = f.position;
                if (p.coins() < 1) continue;
                for (boolean light : new boolean[] {true, false}) {
                    // order rerolls light before dark so the same pair is not reached twice
                    if (light && f.move instanceof Move.Reroll r && !r.light()) continue;
                    if (p.challenge().reserveSize(light) <= (light ? p.lightUsed() : p.darkUsed())) continue;
                    Position q = Rules.apply(p, new Move.Reroll(light));
                    if (q.light() == p.light() && q.dark() == p.dark()) continue;
                    next.add(new Node(q, f, new Move.Reroll(light), null));
                }
            }
            out.addAll(next);
            frontier = next;
        }
        if (options.lightRuns()) lightRuns(n, out);
        return out;
    }

    /**
     * The runs of more than {@code maxRerolls} light rerolls the coins pay for, each kept where it
     * reaches a shape no run this turn has reached before (the die as rolled included) and a tile no
     * bigger than any shorter run's. A run that only reaches a bigger tile, or a shape already
     * available, is never worth its extra coins. The rules let a player reroll as often as her coins pay
     * for, and a reserve that starts with big tiles only yields a small one after three or more rerolls.
     */
    private void lightRuns(Node n, List<Node> out) {
        Position p = n.position;
        int reserve = p.challenge().reserveSize(true);
        int seen = 1 << p.light();
        int smallest = area(p, p.light());
        Node run = n;
        for (int j = 1; j <= p.coins() && p.lightUsed() + j <= reserve; j++) {
            Position q = Rules.apply(run.position, new Move.Reroll(true));
            run = new Node(q, run, new Move.Reroll(true), null);
            int size = area(p, q.light());
            if (j > options.maxRerolls() && size <= smallest && (seen >> q.light() & 1) == 0) out.add(run);
            seen |= 1 << q.light();
            smallest = Math.min(smallest, size);
        }
    }

    private static int area(Position p, int light) {
        return p.chart().tile(light, 1).spaces().size();
    }

    private record Rewarded(Node variant, String tileId, Position drawn, Node child, Move.PlaceTile base) {}

    /** The children of one variant of the turn (rolled or rerolled dice); its rewarded placements are added to {@code rewarded}. */
    private void expand(Node v, List<Node> out, List<Rewarded> rewarded) {
        Position p = v.position;
        if (p.over()) return;
        Tile t = p.tile();
        String id = t.id();
        int w = t.width();
        int h = t.height();
        for (int or = 0; or + h <= Board.SIZE; or++) {
            for (int oc = 0; oc + w <= Board.SIZE; oc++) {
                boolean fits = true;
                for (Cell s : t.spaces()) {
                    if (p.content((or + s.row()) * Board.SIZE + oc + s.col()) != Board.EMPTY) {
                        fits = false;
                        break;
                    }
                }
                if (!fits) continue;
                Cell anchor = new Cell(oc + t.anchor().col(), or + t.anchor().row());
                // drawn once: every display choice shares its walls, so its open sides and route searches
                Position drawn = Rules.drawUnchecked(p, oc, or);
                drawn.openMasks();
                for (Cell s : t.spaces()) {
                    int d = (or + s.row()) * Board.SIZE + oc + s.col();
                    for (int face : p.light() == p.dark() ? new int[] {p.light()} : new int[] {p.light(), p.dark()}) {
                        Position q = Rules.withDisplay(drawn, d, face);
                        boolean earned = Rules.rewardSource(q, d, face) != null;
                        Move.PlaceTile m = new Move.PlaceTile(
                                anchor, Board.cell(d), face, earned ? new Move.Reward.Coins() : null);
                        Node c = child(v, Rules.finishTurn(q, m.reward()), m, id);
                        out.add(c);
                        if (earned) rewarded.add(new Rewarded(v, id, q, c, m));
                    }
                }
            }
        }
        if (p.cafeteriaCount() < Rules.MAX_CAFETERIAS) {
            for (int i = 0; i < Board.CELLS; i++) {
                if (p.content(i) != Board.EMPTY) continue;
                for (int s = 1; s <= 2; s++) { // east and south neighbours
                    int j = Board.neighbour(i, s);
                    if (j < 0 || p.content(j) != Board.EMPTY) continue;
                    Move m = new Move.PlaceCafeteria(Board.cell(i), Board.cell(j));
                    out.add(child(v, Rules.apply(p, m), m, null));
                }
            }
        }
    }

    /** The {@code rewardTrials} most promising rewarded placements, each with every doorway and every new wall near the route. */
    private void rewards(List<Rewarded> rewarded, List<Node> out) {
        int rewardTrials = options.rewardTrials();
        if (rewardTrials > 0 && !rewarded.isEmpty()) {
            rewarded.sort(Comparator.comparingDouble((Rewarded r) -> -r.child.value));
            for (int k = 0; k < Math.min(rewardTrials, rewarded.size()); k++) {
                Rewarded r = rewarded.get(k);
                for (Move.Reward reward : rewardOptions(r.drawn, options.leanRewards())) {
                    Move.PlaceTile m = new Move.PlaceTile(r.base.anchor(), r.base.display(), r.base.face(), reward);
                    out.add(child(r.variant, Rules.finishTurn(r.drawn, reward), m, r.tileId));
                }
            }
        }
    }

    /** Doorways in every closed wall segment; new walls on every open side of the spaces near the route. */
    static List<Move.Reward> rewardOptions(Position q) {
        return rewardOptions(q, false);
    }

    /**
     * {@link #rewardOptions(Position)}, or with {@code lean} without the options another one matches or
     * beats: a doorway in the sheet's outer wall other than at the entrance or the exit (nothing lies
     * beyond it, now or later); a new wall on a filled space's side that a wall of the neighbour already
     * closes (the sheet is as it was, and 2 coins beat nothing); and of the two walls that would close the
     * side between two filled spaces near the route, the one on the later space (the same sheet either way).
     */
    static List<Move.Reward> rewardOptions(Position q, boolean lean) {
        List<Move.Reward> out = new ArrayList<>();
        for (int i = 0; i < Board.CELLS; i++) {
            int bits = q.wallBits(i);
            for (int s = 0; s < 4; s++) {
                if ((bits >> s & 1) == 0 || (bits >> (4 + s) & 1) != 0) continue;
                if (lean && Board.neighbour(i, s) < 0 && !isDoor(q, new CellSide(Board.cell(i), Side.values()[s])))
                    continue;
                out.add(new Move.Reward.Door(Board.cell(i), Side.values()[s]));
            }
        }
        long region = RouteEstimate.routeRegion(q);
        for (long b = region; b != 0; b &= b - 1) {
            int i = Long.numberOfTrailingZeros(b);
            int bits = q.wallBits(i);
            for (int s = 0; s < 4; s++) {
                int j = Board.neighbour(i, s);
                if ((bits >> s & 1) != 0 || j < 0) continue;
                if (lean && q.content(i) != Board.EMPTY) {
                    if (!q.open(i, s)) continue;
                    boolean twin = q.content(j) != Board.EMPTY
                            && (region >> j & 1) != 0
                            && (q.wallBits(j) >> ((s + 2) & 3) & 1) == 0;
                    if (twin && j < i) continue;
                }
                out.add(new Move.Reward.Wall(Board.cell(i), Side.values()[s]));
            }
        }
        return out;
    }

    /** Whether an edge of the outer wall is the entrance or the exit. */
    private static boolean isDoor(Position q, CellSide edge) {
        return edge.equals(q.challenge().entrance())
                || edge.equals(q.challenge().exit());
    }

    private Node child(Node parent, Position p, Move m, String tileId) {
        Node c = new Node(p, parent, m, tileId);
        c.value = heuristic.value(p);
        return c;
    }
}
