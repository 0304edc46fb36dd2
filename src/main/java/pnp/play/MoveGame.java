package pnp.play;

import java.util.List;

/**
 * A game with moves, as a referee sees it: immutable states, the legal moves of a state, the state a move
 * leads to, the end, and the result. The shape of OpenSpiel's game state and boardgame.io's pure moves, kept
 * small so that each game's existing rules fit it without change: Ike's ({@code ikes.rules.IkesMoves}),
 * Bridge Wars ({@code bridgewars.rules.BridgeWarsMoves}) and Freeze Tag ({@code freezetag.rules.FreezeTagMoves}).
 * Chance (a die rolled between turns) belongs to the state, seeded, so a game is a pure function of its
 * start and its moves.
 *
 * @param <S> a state of the game, immutable
 * @param <M> a move
 */
public interface MoveGame<S, M> {
    /** Every move the player to move may make; empty exactly when {@link #isOver} is true. */
    List<M> legalMoves(S state);

    /**
     * The state after {@code move}, checked by the game's own referee: an illegal move throws the game's own
     * unchecked exception with the rules' reason (Ike's {@code IllegalMoveException}, Bridge Wars and Freeze Tag an
     * {@link IllegalArgumentException}).
     */
    S apply(S state, M move);

    /** Whether the game has ended. */
    boolean isOver(S state);

    /** Each player's result in seat order (a solo game has one): the score, or for a race 1 for the winner. */
    List<Integer> result(S state);
}
