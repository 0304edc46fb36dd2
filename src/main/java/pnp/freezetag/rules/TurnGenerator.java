package pnp.freezetag.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;

/**
 * Every legal turn for a roll of the pyramid die, as a list (rules in {@link TurnStream}); for the
 * simulator and for positions of play, where lists are short. The huge lists of relocation-heavy
 * positions are better streamed ({@link TurnStream}) or grouped ({@link TurnGroups}).
 */
public final class TurnGenerator {
    /** Pieces a player must move off the far edge to win. */
    public static final int WIN_OFF = 3;

    private TurnGenerator() {}

    public static List<Turn> turns(Position pos, int player, Roll roll) {
        List<Turn> out = new ArrayList<>();
        TurnStream.each(pos, player, roll, (moves, after) -> out.add(new Turn(moves, after)));
        return out;
    }

    /** The player who has moved three pieces off their far edge, or -1. */
    public static int winner(Position pos) {
        for (int i = 0; i < pos.players().size(); i++) {
            if (pos.offTotal(i) >= WIN_OFF) return i;
        }
        return -1;
    }
}
