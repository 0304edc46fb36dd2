package pnp.bridgewars.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Placement;
import pnp.play.MoveGame;

/**
 * Bridge Wars as a {@link MoveGame}: a {@link Match} is the state, the legal placements of the player to move
 * ({@link Moves#all}) are the moves, {@link Match#play} is the referee (standard rules: an illegal placement is
 * refused, never forfeited), and the top-down count is the result, each player's total in seat order.
 */
public final class BridgeWarsMoves implements MoveGame<Match, Placement> {
    @Override
    public List<Placement> legalMoves(Match m) {
        List<Placement> out = new ArrayList<>();
        if (m.isOver()) return out;
        for (Moves.Move move : Moves.all(m.position(), m.toMove(), m.supplyOf(m.toMove()))) out.add(move.placement());
        return out;
    }

    @Override
    public Match apply(Match m, Placement p) {
        try {
            return m.play(p, false).next();
        } catch (Match.IllegalPlacement e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    @Override
    public boolean isOver(Match m) {
        return m.isOver();
    }

    @Override
    public List<Integer> result(Match m) {
        Score score = Scoring.score(m.position().topView());
        List<Integer> out = new ArrayList<>();
        for (Claim c : m.position().setup().claims())
            out.add(score.of(c.letter()).total());
        return out;
    }
}
