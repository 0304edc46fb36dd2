/**
 * Fridge's immutable values: a finished game's players in file order, each with their bars and
 * captures, the points a bar end touches, and the parts of a position a rule can object to.
 */
package pnp.fridge.model;
