/**
 * Ike's immutable values: the finished 7 x 7 sheet and its spaces, the tiles and their chart, the
 * displays, cafeterias, moves, solo challenges and their par table, a live game's steps, and the printed
 * sheet's geometry.
 */
package pnp.ikes.model;
