/**
 * Penguin's Night Out's commands ({@code layout}, {@code dominoes}, {@code components}, {@code moves},
 * {@code alter}) and its part of the game-night kit ({@code PenguinsGame}), with their JSON answers.
 */
package pnp.penguins.commands;
