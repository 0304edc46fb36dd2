package pnp.freezetag.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.freezetag.model.Size;

/**
 * Every legal turn for a roll of the pyramid die, handed one at a time to a {@link Sink} and never
 * gathered: the turns of one roll can number hundreds of thousands (relocation chains multiply).
 *
 * <p>One size rolled: each legal move of that size is a turn; with none, the move is lost and the
 * only turn is the empty one. Two sizes rolled: the player moves one piece of each size, in either
 * order, and must make as many of the two moves as the position allows (a player who can move
 * must): if some order makes both moves, the turns are the two-move sequences of both orders, else
 * the single moves of either size. Turns that make the same moves (the same notations) and reach
 * the same position are listed once: a sequence of the second order is left out when the first
 * order makes the same two moves to the same position. Order: the die's face order (smaller size
 * first), then squares in reading order, as {@link MoveGenerator} lists them.
 *
 * <p>Cost: O(T) time for T sequences (each checked against the other order in O(1) expected, by
 * replaying its two moves); memory O(F) for the F first moves of the smaller size (their positions,
 * kept to check the other order), plus one list of second moves at a time.
 */
public final class TurnStream {
    /** Receives each turn: its moves in order (none when every size rolled was lost) and the position after them. */
    @FunctionalInterface
    public interface Sink {
        void turn(List<Move> moves, Position after);
    }

    private TurnStream() {}

    /** Hands every legal turn to {@code sink}, in order; returns how many there were. */
    public static long each(Position pos, int player, Roll roll, Sink sink) {
        List<Size> sizes = roll.sizes();
        if (sizes.size() == 1) return singles(pos, MoveGenerator.moves(pos, player, sizes.get(0)), List.of(), sink);
        Size a = sizes.get(0);
        Size b = sizes.get(1);
        List<MoveGenerator.Outcome> firstA = MoveGenerator.moves(pos, player, a);
        List<MoveGenerator.Outcome> firstB = MoveGenerator.moves(pos, player, b);
        if (!both(firstA, player, b) && !both(firstB, player, a)) {
            return singles(pos, firstA, firstB, sink);
        }
        long n = 0;
        Map<Long, Position> afterA = new HashMap<>();
        for (MoveGenerator.Outcome x : firstA) {
            afterA.put(x.move().notationKey(), x.after());
            for (MoveGenerator.Outcome y : MoveGenerator.moves(x.after(), player, b)) {
                sink.turn(List.of(x.move(), y.move()), y.after());
                n++;
            }
        }
        for (MoveGenerator.Outcome y : firstB) {
            for (MoveGenerator.Outcome x : MoveGenerator.moves(y.after(), player, a)) {
                Position viaA = afterA.get(x.move().notationKey());
                if (viaA != null && x.after().equals(MoveGenerator.replay(viaA, player, y.move()))) {
                    continue; // the same two moves, made the other way round, to the same position
                }
                sink.turn(List.of(y.move(), x.move()), x.after());
                n++;
            }
        }
        return n;
    }

    /** Whether some first move leaves a piece of {@code second} free to move. */
    private static boolean both(List<MoveGenerator.Outcome> firsts, int player, Size second) {
        for (MoveGenerator.Outcome f : firsts) if (MoveGenerator.canMove(f.after(), player, second)) return true;
        return false;
    }

    /** Each move a turn, {@code firsts} then {@code thens}; the empty turn when there are none. */
    private static long singles(
            Position pos, List<MoveGenerator.Outcome> firsts, List<MoveGenerator.Outcome> thens, Sink sink) {
        for (MoveGenerator.Outcome o : firsts) sink.turn(List.of(o.move()), o.after());
        for (MoveGenerator.Outcome o : thens) sink.turn(List.of(o.move()), o.after());
        if (firsts.isEmpty() && thens.isEmpty()) {
            sink.turn(List.of(), pos);
            return 1;
        }
        return (long) firsts.size() + thens.size();
    }
}
