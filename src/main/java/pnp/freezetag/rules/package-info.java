/**
 * Freeze Tag's rules, pure: the starting position, every legal move of a size and every legal turn of
 * a roll (as a list, a stream, or grouped by the position it leads to), captures with their relocation
 * chains, simulated players and their tallies, and the game as a {@code play.MoveGame}.
 */
package pnp.freezetag.rules;
