/**
 * Penguin's Night Out's immutable values: the two domino sets, dominoes laid on a square grid, layouts,
 * penguins, buddy tokens and the state of a game.
 */
package pnp.penguins.model;
