/**
 * The contract every game with moves keeps for a referee: {@code MoveGame}, a seeded start for a number of
 * players, immutable states, the legal moves of a state, the state a move leads to, the end, the result and a
 * bound on a game's length; and {@code MoveGames}, the registry those games join through {@code ServiceLoader}
 * (Ike's solo challenge, Bridge Wars and Freeze Tag, from their {@code commands} packages), so this package
 * knows no game.
 */
package pnp.play;
