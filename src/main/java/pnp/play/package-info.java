/**
 * The contract every game with moves keeps for a referee: {@code MoveGame}, immutable states, the legal moves
 * of a state, the state a move leads to, the end and the result. Ike's solo challenge, Bridge Wars and Freeze
 * Tag implement it in their {@code rules} packages.
 */
package pnp.play;
