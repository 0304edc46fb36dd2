package pnp.play;

import java.util.List;

/**
 * A game with moves, as a referee sees it: a seeded start, immutable states, the legal moves of a state, the state
 * a move leads to, the end, the result and a bound on a game's length. The shape of OpenSpiel's game state and
 * boardgame.io's pure moves, kept small so that each game's existing rules fit it without change: Ike's
 * ({@code ikes.rules.IkesMoves}), Bridge Wars ({@code bridgewars.rules.BridgeWarsMoves}) and Freeze Tag
 * ({@code freezetag.rules.FreezeTagMoves}). Chance (a die rolled between turns) belongs to the state, seeded, so a
 * game is a pure function of its start and its moves. {@link MoveGames} lists every game that keeps this contract.
 *
 * @param <S> a state of the game, immutable
 * @param <M> a move
 */
public interface MoveGame<S, M> {
    /**
     * The state a game for {@code players} players starts from; {@code seed} decides whatever chance decides (the
     * dice, a challenge). The same seed and count give the same start. A count outside {@link #minPlayers} to
     * {@link #maxPlayers} throws {@link IllegalArgumentException}.
     */
    S start(long seed, int players);

    /** The fewest players a game takes. */
    int minPlayers();

    /** The most players a game takes. */
    int maxPlayers();

    /** No game from {@link #start} lasts more than this many moves, whatever the seed, the players and the moves. */
    int maxLength();

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
