package pnp.ikes.solver;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.Move;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.Rules;

/**
 * A deliberately plain reference for tiny challenges: plays EVERY legal game and returns the best
 * score. Shares nothing with the solver: moves are generated blindly (every reroll, every anchor on
 * the 49 spaces, every display space and face, every reward: 2 coins, a doorway on every side of
 * every space, a wall on every side of every space; every pair of side-by-side spaces for a
 * cafeteria) and kept when {@link Rules#apply} (the engine's checked move) accepts them. Every
 * position reached is a possible end (stop is always legal) and is scored by the project's exact
 * scorer ({@link Position#score()}). Positions that are identical in everything the rest of the game
 * depends on are expanded once.
 *
 * <p>Cost: the number of distinct positions, times about 400 tried moves each; only for challenges
 * of two or three turns.
 */
final class Exhaustive {
    private final TileChart chart;
    /** Positions expanded and sheets scored exactly, for the test's message. */
    long positions;

    long scored;

    Exhaustive(TileChart chart) {
        this.chart = chart;
    }

    /** The best score any legal play of {@code ch} reaches. */
    int optimum(Challenge ch) {
        Set<String> seen = new HashSet<>();
        List<Position> ends = new ArrayList<>();
        List<Position> frontier = new ArrayList<>(List.of(Position.start(ch, chart)));
        while (!frontier.isEmpty()) {
            List<Position> next = new ArrayList<>();
            for (Position p : frontier) {
                // a finished game has no future: no need to recognise repeats
                if (!p.over() && !seen.add(stateKey(p))) continue;
                positions++;
                ends.add(p); // stopping is always allowed
                if (!p.over()) next.addAll(successors(p));
            }
            frontier = next;
        }
        // every end is scored exactly, except those whose plain ceiling shows they cannot beat the best so far
        int[] ceilings = ends.stream().mapToInt(Exhaustive::ceiling).toArray();
        Integer[] order = new Integer[ends.size()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, Comparator.comparingInt((Integer i) -> -ceilings[i]));
        int best = Integer.MIN_VALUE;
        for (int i : order) {
            if (ceilings[i] <= best) break;
            scored++;
            best = Math.max(best, ends.get(i).score().score());
        }
        return best;
    }

    /**
     * A score the sheet cannot beat, by counting only. A route counts each space once, +1 a display, so
     * it earns at most the sheet's displays. It is a walk from the entrance's space to the exit's by
     * open steps (through the cafeterias, but a walk all the same), so it passes at least as many empty
     * spaces as the walk with the fewest empty spaces: a shortest path where entering a space costs 1
     * when it is empty (breadth-first with 0/1 costs). A closed door or no walk at all: the score is 0.
     */
    static int ceiling(Position p) {
        int displays = 0;
        for (int i = 0; i < 49; i++) {
            int c = p.content(i);
            if (c >= 1 && c <= 6) displays++;
        }
        int from = index(p.challenge().entrance().cell());
        int to = index(p.challenge().exit().cell());
        // a wall without a doorway across the entrance or exit: no route, the score is 0
        if (p.closed(from, p.challenge().entrance().side().ordinal())
                || p.closed(to, p.challenge().exit().side().ordinal())) return 0;
        int[] cost = new int[49];
        Arrays.fill(cost, Integer.MAX_VALUE);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        cost[from] = p.content(from) == 0 ? 1 : 0;
        queue.add(from);
        while (!queue.isEmpty()) {
            int c = queue.pollFirst();
            for (int s = 0; s < 4; s++) {
                if (!p.open(c, s)) continue;
                int n = Board.neighbour(c, s);
                int w = p.content(n) == 0 ? 1 : 0;
                if (cost[c] + w < cost[n]) {
                    cost[n] = cost[c] + w;
                    if (w == 0) queue.addFirst(n);
                    else queue.addLast(n);
                }
            }
        }
        return cost[to] == Integer.MAX_VALUE ? 0 : displays - cost[to];
    }

    private static int index(Cell c) {
        return c.row() * 7 + c.col();
    }

    /** Every position one legal move (not stop) away. */
    static List<Position> successors(Position p) {
        List<Position> out = new ArrayList<>();
        for (boolean light : new boolean[] {true, false}) tryMove(p, new Move.Reroll(light), out);
        for (int i = 0; i < 49; i++) {
            Cell a = new Cell(i % 7, i / 7);
            for (Cell b : new Cell[] {new Cell(a.col() + 1, a.row()), new Cell(a.col(), a.row() + 1)}) {
                if (b.col() < 7 && b.row() < 7) tryMove(p, new Move.PlaceCafeteria(a, b), out);
            }
            List<Cell> covers;
            try {
                covers = Rules.footprint(p, a);
            } catch (IllegalMoveException e) {
                continue;
            }
            if (covers.stream().anyMatch(c -> p.content(c) != 0)) continue; // the engine would refuse: taken
            for (Cell d : covers) {
                for (int face : p.light() == p.dark() ? new int[] {p.light()} : new int[] {p.light(), p.dark()}) {
                    // without a reward, or (when 2 coins are legal, so a reward is earned) with every reward
                    tryMove(p, new Move.PlaceTile(a, d, face, null), out);
                    Position drawn = tryMove(p, new Move.PlaceTile(a, d, face, new Move.Reward.Coins()), out);
                    if (drawn == null) continue;
                    for (Move.Reward r : OTHER_REWARDS) {
                        // skip only what the engine refuses on the drawn sheet's own bits (the tile's walls
                        // included): a doorway needs a segment without one, a new wall a side without a segment
                        boolean ok = r instanceof Move.Reward.Door door
                                ? drawn.hasWall(door.cell(), door.side()) && !drawn.hasDoor(door.cell(), door.side())
                                : !drawn.hasWall(((Move.Reward.Wall) r).cell(), ((Move.Reward.Wall) r).side());
                        if (ok) tryMove(p, new Move.PlaceTile(a, d, face, r), out);
                    }
                }
            }
        }
        return out;
    }

    /** The rewards besides 2 coins: a doorway and a wall on every side of every space. */
    private static final List<Move.Reward> OTHER_REWARDS = otherRewards();

    private static List<Move.Reward> otherRewards() {
        List<Move.Reward> out = new ArrayList<>();
        for (int i = 0; i < 49; i++) {
            for (Side s : Side.values()) {
                out.add(new Move.Reward.Door(new Cell(i % 7, i / 7), s));
                out.add(new Move.Reward.Wall(new Cell(i % 7, i / 7), s));
            }
        }
        return out;
    }

    /** The position after {@code m} (also added to {@code out}), or null when the engine refuses it. */
    private static Position tryMove(Position p, Move m, List<Position> out) {
        try {
            Position q = Rules.apply(p, m);
            out.add(q);
            return q;
        } catch (IllegalMoveException e) {
            return null; // not legal here
        }
    }

    /** Everything the rest of the game depends on. */
    private static String stateKey(Position p) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 49; i++) b.append((char) (p.content(i) + 'a')).append((char) (p.wallBits(i) + 'A'));
        for (Cell[] k : p.cafeterias()) b.append(k[0]).append(k[1]);
        return b + "/" + p.coins() + "/" + p.turnsPlayed() + "/" + p.light() + p.dark() + "/" + p.lightUsed() + "/"
                + p.darkUsed();
    }
}
