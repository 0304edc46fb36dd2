/**
 * Fridge's commands ({@code score}, {@code components}) and its part of the game-night kit
 * ({@code FridgeGame}), with the reading of a {@code .fridge} file into a valid position and the score's
 * report.
 */
package pnp.fridge.commands;
