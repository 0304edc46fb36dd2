/**
 * Plays a solo challenge well: a beam search and the pilot method over whole turns, guided by a fast
 * estimate of the route's score and of the room left for tiles, the par that pilot search finds in a
 * fixed budget, and {@code UpperBound}, a score no play of a challenge can beat.
 */
package pnp.ikes.solver;
