/**
 * Ike's commands ({@code sheet}, {@code check}, {@code score}, {@code solo}, {@code book}, {@code solve},
 * {@code replay}, {@code read}) and its part of the game-night kit ({@code IkesGame}), with their text and
 * JSON reports.
 */
package pnp.ikes.commands;
