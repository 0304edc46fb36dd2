/**
 * Ike's rules, pure: the turn rules of a solo game and its replay, live play at a table, the seeded
 * challenges, and the exact scorer, which searches every shortest route the rule allows over a JGraphT
 * graph and returns the best score with its route and a check of a written claim; the game as a
 * {@code play.MoveGame}.
 */
package pnp.ikes.rules;
