/**
 * Fridge's rules, pure: what a final position must keep as a whole, each player's network as a JGraphT
 * multigraph, captures scored in sets, the longest road over broken junctions, and the score with its
 * evidence.
 */
package pnp.fridge.rules;
