package pnp.freezetag.rules;

import java.util.List;
import java.util.stream.Collectors;
import pnp.freezetag.model.Position;

/**
 * One legal turn: the moves made, in order (none when every size rolled was lost), and the
 * position after them.
 */
public record Turn(List<Move> moves, Position after) {
    public Turn {
        moves = List.copyOf(moves);
    }

    public String notation() {
        return moves.isEmpty()
                ? "(no move)"
                : moves.stream().map(Move::notation).collect(Collectors.joining("; "));
    }
}
