package pnp.freezetag.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.freezetag.model.Size;

/**
 * The turn generator as it was before turns were streamed, kept as a reference the stream is
 * checked against: every sequence gathered, then the longest kept, duplicates dropped by notation
 * and position through a map. Every legal turn for a roll of the pyramid die.
 *
 * <p>One size rolled: each legal move of that size is a turn; with none, the move is lost and the
 * only turn is the empty one. Two sizes rolled: the player moves one piece of each size, in either
 * order, and must make as many of the two moves as the position allows (a player who can move must):
 * the turns are the longest sequences found over both orders. A size with no movable piece (before
 * or after the other move) is lost. Turns that make the same moves and reach the same position are
 * listed once, in the order of the die's face (smaller size first).
 */
final class ReferenceTurns {
    private ReferenceTurns() {}

    static List<Turn> turns(Position pos, int player, Roll roll) {
        List<List<MoveGenerator.Outcome>> sequences = new ArrayList<>();
        List<Size> sizes = roll.sizes();
        if (sizes.size() == 1) {
            for (MoveGenerator.Outcome o : MoveGenerator.moves(pos, player, sizes.get(0))) sequences.add(List.of(o));
        } else {
            collect(pos, player, sizes.get(0), sizes.get(1), sequences);
            collect(pos, player, sizes.get(1), sizes.get(0), sequences);
        }
        int longest = sequences.stream().mapToInt(List::size).max().orElse(0);
        if (longest == 0) return List.of(new Turn(List.of(), pos));
        Map<String, Turn> unique = new LinkedHashMap<>();
        for (List<MoveGenerator.Outcome> seq : sequences) {
            if (seq.size() != longest) continue;
            List<Move> moves = seq.stream().map(MoveGenerator.Outcome::move).toList();
            Position after = seq.get(seq.size() - 1).after();
            List<String> names =
                    new ArrayList<>(moves.stream().map(Move::notation).toList());
            names.sort(null);
            unique.putIfAbsent(String.join(";", names) + "|" + Arrays.toString(pack(after)), new Turn(moves, after));
        }
        return List.copyOf(unique.values());
    }

    private static long[] pack(Position p) {
        long[] k = new long[Position.PACKED_LONGS];
        p.pack(k, 0);
        return k;
    }

    private static void collect(
            Position pos, int player, Size first, Size second, List<List<MoveGenerator.Outcome>> out) {
        List<MoveGenerator.Outcome> firsts = MoveGenerator.moves(pos, player, first);
        if (firsts.isEmpty()) {
            for (MoveGenerator.Outcome o : MoveGenerator.moves(pos, player, second)) out.add(List.of(o));
            return;
        }
        for (MoveGenerator.Outcome f : firsts) {
            List<MoveGenerator.Outcome> seconds = MoveGenerator.moves(f.after(), player, second);
            if (seconds.isEmpty()) {
                out.add(List.of(f));
            } else {
                for (MoveGenerator.Outcome s : seconds) out.add(List.of(f, s));
            }
        }
    }
}
