/**
 * Bridge Wars' rules, pure: the stacking rules of one block ({@code Physics}), the blocks on the rods
 * ({@code Position}), a game in progress with its end conditions ({@code Match}), every legal placement
 * ({@code Moves}), the replay of a log, the scoring of a top-down view with its evidence, and the game as
 * a {@code play.MoveGame}.
 */
package pnp.bridgewars.rules;
