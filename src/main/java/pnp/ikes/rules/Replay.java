package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.Move;
import pnp.ikes.model.TileChart;

/** Plays a move log against its challenge's dice, stopping at the first illegal move. */
public final class Replay {
    /** The first illegal move: its index in the list of moves (0 for the first) and the reason. */
    public record Failure(int index, IllegalMoveException error) {
        public String reason() {
            return error.reason();
        }
    }

    /** The outcome: the last legal position, the positions after each move, and the failure if any. */
    public record Result(Challenge challenge, Position position, List<Position> history, Failure failure) {
        public boolean legal() {
            return failure == null;
        }
    }

    private Replay() {}

    /**
     * Plays {@code moves} on challenge {@code seed}. {@code tileIds} holds, per move, the tile id the
     * player wrote on a tile move ("4-2", checked against the dice) or null.
     */
    public static Result run(long seed, List<Move> moves, List<String> tileIds, TileChart chart) {
        Challenge ch = ChallengeGenerator.challenge(seed);
        Position p = Position.start(ch, chart);
        List<Position> history = new ArrayList<>();
        history.add(p);
        for (int i = 0; i < moves.size(); i++) {
            Move move = moves.get(i);
            String tileId = tileIds.get(i);
            try {
                if (tileId != null
                        && move instanceof Move.PlaceTile
                        && !p.over()
                        && !tileId.equals(p.tile().id())) {
                    throw new IllegalMoveException(
                            IllegalMoveException.Part.TILE,
                            "the dice show " + p.light() + " and " + p.dark() + ", so the tile is "
                                    + p.tile().id() + ", not " + tileId);
                }
                p = Rules.apply(p, move);
                history.add(p);
            } catch (IllegalMoveException ex) {
                return new Result(ch, p, history, new Failure(i, ex));
            }
        }
        return new Result(ch, p, history, null);
    }
}
