package pnp.freezetag.rules;

import java.util.Arrays;
import pnp.freezetag.model.Board;
import pnp.freezetag.model.Piece;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.freezetag.model.Size;
import pnp.grid.Cell;
import pnp.random.Rng;

/**
 * A seeded hill-climb for the Freeze Tag position with the most legal turns for one roll, for the
 * move-list benchmark. A candidate puts each of the 24 pyramids of four players on a square or
 * leaves it out (as a STATE file may); at most two a square, never a larger on a smaller. The
 * player to move is red (seat 1). A step moves one pyramid to another square (or out, or back in)
 * and is kept when the score does not drop. The score is a cheap stand-in for the turn count of a
 * two-size roll, the product of the two sizes' single-move counts (each first move times each
 * second); the real count is taken for the best candidates, and a last climb uses it.
 */
public final class LargestPositionSearch {
    private static final int PIECES = 24;
    private static final int OUT = -1;

    private LargestPositionSearch() {}

    /**
     * The best position found over {@code restarts} climbs of {@code steps} steps on the stand-in
     * score, then {@code refine} more steps on the real turn count from the best of them.
     */
    public static Position search(long seed, int restarts, int steps, int refine) {
        Rng rng = new Rng(seed);
        int[] best = null;
        long bestTurns = -1;
        for (int r = 0; r < restarts; r++) {
            int[] squares = climb(rng, steps);
            long turns = mostTurns(build(squares));
            if (turns > bestTurns) {
                bestTurns = turns;
                best = squares;
            }
        }
        for (int t = 0; t < refine; t++) {
            int i = rng.nextInt(PIECES);
            int old = best[i];
            best[i] = rng.nextInt(10) == 0 ? OUT : rng.nextInt(Board.SIZE * Board.SIZE);
            long turns = valid(best) ? mostTurns(build(best)) : -1;
            if (turns >= bestTurns) bestTurns = turns;
            else best[i] = old;
        }
        return build(best);
    }

    /** The largest turn count over the six rolls for red. */
    public static long mostTurns(Position pos) {
        long most = 0;
        for (Roll roll : Roll.values()) most = Math.max(most, TurnStream.each(pos, 0, roll, (m, a) -> {}));
        return most;
    }

    /** The roll that gives red the most turns. */
    public static Roll biggestRoll(Position pos) {
        Roll best = Roll.S;
        long most = -1;
        for (Roll roll : Roll.values()) {
            long n = TurnStream.each(pos, 0, roll, (m, a) -> {});
            if (n > most) {
                most = n;
                best = roll;
            }
        }
        return best;
    }

    private static int[] climb(Rng rng, int steps) {
        int[] squares = new int[PIECES];
        Arrays.fill(squares, OUT);
        for (int i = 0; i < PIECES; i++) {
            int s = rng.nextInt(Board.SIZE * Board.SIZE);
            squares[i] = s;
            if (!valid(squares)) squares[i] = OUT;
        }
        long score = score(build(squares));
        for (int t = 0; t < steps; t++) {
            int i = rng.nextInt(PIECES);
            int old = squares[i];
            squares[i] = rng.nextInt(10) == 0 ? OUT : rng.nextInt(Board.SIZE * Board.SIZE);
            if (!valid(squares)) {
                squares[i] = old;
                continue;
            }
            long s = score(build(squares));
            if (s >= score) score = s;
            else squares[i] = old;
        }
        return squares;
    }

    private static long score(Position pos) {
        long s = MoveGenerator.moves(pos, 0, Size.S).size();
        long m = MoveGenerator.moves(pos, 0, Size.M).size();
        long l = MoveGenerator.moves(pos, 0, Size.L).size();
        return Math.max(m * l, Math.max(s * l, s * m));
    }

    private static Piece piece(int i) {
        return new Piece(i / 6, Size.values()[i % 6 / 2]);
    }

    private static boolean valid(int[] squares) {
        int[] height = new int[Board.SIZE * Board.SIZE];
        for (int s : squares) if (s != OUT && ++height[s] > Board.MAX_HEIGHT) return false;
        return true;
    }

    /** The pieces on their squares, the larger of two at the bottom. */
    static Position build(int[] squares) {
        Position pos = Position.empty(Setup.players(Setup.COLOURS, true));
        for (int i = 0; i < PIECES; i++) {
            if (squares[i] == OUT) continue;
            Cell c = Cell.ofIndex(squares[i], Board.SIZE);
            Piece p = piece(i);
            Piece under = pos.top(c);
            if (under != null && under.size().compareTo(p.size()) < 0) {
                pos = pos.pop(c).push(c, p).push(c, under);
            } else {
                pos = pos.push(c, p);
            }
        }
        return pos;
    }
}
