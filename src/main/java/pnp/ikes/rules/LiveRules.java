package pnp.ikes.rules;

import java.util.List;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.LiveSheet;
import pnp.ikes.model.LiveStep;
import pnp.ikes.model.Move;
import pnp.ikes.model.TileChart;

/**
 * One player's live game ({@link LiveSheet}) checked by the solo rules: its steps played in order on the
 * challenge made of the dice the player saw. Used by the table ({@link LiveGame}) and by the replay of a
 * downloaded log alike.
 */
public final class LiveRules {
    private LiveRules() {}

    /**
     * The outcome: the last legal position (null without doors), whether the player stopped, the number of
     * rolls seen, and the first illegal step (its index and the rules' reason), if any.
     */
    public record Result(Position position, boolean stopped, int rolls, int failedStep, IllegalMoveException error) {
        public boolean legal() {
            return error == null;
        }

        /** The sheet's score: 0 without doors, else the scoring contract's (which may be negative). */
        public int score() {
            return position == null ? 0 : position.score().score();
        }
    }

    /** Plays the steps in order, stopping at the first one the rules refuse. */
    public static Result replay(LiveSheet sheet, TileChart chart) {
        Position p = sheet.hasDoors() ? Position.start(sheet.challenge(), chart) : null;
        List<LiveStep> steps = sheet.steps();
        boolean pending = false;
        boolean stopped = false;
        int rolls = 0;
        for (int i = 0; i < steps.size(); i++) {
            LiveStep s = steps.get(i);
            try {
                if (stopped) throw new IllegalMoveException("nothing comes after stopping: the game is over for you");
                if (s instanceof LiveStep.Rolled) {
                    if (pending) throw new IllegalMoveException("a new roll before the last one was played");
                    pending = true;
                    rolls++;
                } else if (s instanceof LiveStep.Rerolled r) {
                    if (!pending) throw new IllegalMoveException("a reroll needs a roll to change");
                    if (p == null) throw new IllegalMoveException("no coin left: a reroll costs 1 coin and you have 0");
                    p = Rules.apply(p, new Move.Reroll(r.light()));
                } else if (((LiveStep.Played) s).move() instanceof Move.Stop) {
                    if (pending && p != null) p = Rules.apply(p, new Move.Stop());
                    stopped = true;
                    pending = false;
                } else {
                    if (!pending)
                        throw new IllegalMoveException("there is no roll to play: wait for the table to roll");
                    if (p == null) throw new IllegalMoveException("draw your entrance and exit before your first tile");
                    p = Rules.apply(p, ((LiveStep.Played) s).move());
                    pending = false;
                }
            } catch (IllegalMoveException e) {
                return new Result(p, stopped, rolls, i, e);
            }
        }
        return new Result(p, stopped, rolls, -1, null);
    }
}
