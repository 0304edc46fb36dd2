/**
 * Penguin's Night Out's commands ({@code layout}, {@code dominoes}, {@code components}, {@code moves},
 * {@code alter}) and its part of the game-night kit ({@code PenguinsGame}); their JSON answers are in {@code pnp.penguins.json}.
 */
package pnp.penguins.commands;
