package pnp.ikes.solo;

import java.util.ArrayList;
import java.util.List;
import pnp.ikes.chart.TileChart;
import pnp.ikes.engine.Challenge;
import pnp.ikes.engine.IllegalMoveException;
import pnp.ikes.engine.Move;
import pnp.ikes.engine.Position;
import pnp.ikes.engine.Rules;

/** Plays a move log against its challenge's dice, stopping at the first illegal move. */
public final class Replay {
    /** The first illegal move: its log entry and the reason. */
    public record Failure(MoveLog.Entry entry, IllegalMoveException error) {
        public int line() { return entry.line(); }
        public int column() { return entry.column(error.part()); }
        public String reason() { return error.reason(); }
    }

    /** The outcome: the last legal position, the positions after each move, and the failure if any. */
    public record Result(Challenge challenge, Position position, List<Position> history, Failure failure) {
        public boolean legal() { return failure == null; }
    }

    private Replay() {}

    public static Result run(MoveLog log, TileChart chart) {
        Challenge ch = ChallengeGenerator.challenge(log.seed());
        Position p = Position.start(ch, chart);
        List<Position> history = new ArrayList<>();
        history.add(p);
        for (MoveLog.Entry e : log.entries()) {
            try {
                if (e.tileId() != null && e.move() instanceof Move.PlaceTile && !p.over() && !e.tileId().equals(p.tile().id())) {
                    throw new IllegalMoveException(IllegalMoveException.Part.TILE, "the dice show " + p.light() + " and " + p.dark()
                            + ", so the tile is " + p.tile().id() + ", not " + e.tileId());
                }
                p = Rules.apply(p, e.move());
                history.add(p);
            } catch (IllegalMoveException ex) {
                return new Result(ch, p, history, new Failure(e, ex));
            }
        }
        return new Result(ch, p, history, null);
    }
}
