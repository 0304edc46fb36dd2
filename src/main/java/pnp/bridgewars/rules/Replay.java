package pnp.bridgewars.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.Log;
import pnp.bridgewars.model.Placement;

/**
 * Plays a log's placements one by one from the starting squares. Stops at the first placement the
 * rules do not allow (unless the advanced rules turn it into a lost turn).
 */
public final class Replay {
    private Replay() {}

    /** The turns played, the state after the last one, and the placement that stopped the replay, if any. */
    public record Result(List<Match.Turn> turns, Match last, Placement stoppedAt, String failure) {
        public boolean ok() {
            return failure == null;
        }
    }

    public static Result run(Log log, BlockSet set, boolean advanced) {
        Match m = Match.start(log.setup(), log.rods(), set);
        List<Match.Turn> turns = new ArrayList<>();
        for (Placement p : log.placements()) {
            try {
                Match.Step step = m.play(p, advanced);
                turns.add(step.turn());
                m = step.next();
            } catch (Match.IllegalPlacement e) {
                return new Result(List.copyOf(turns), m, p, e.getMessage());
            }
        }
        return new Result(List.copyOf(turns), m, null, null);
    }
}
