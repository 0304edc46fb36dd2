/**
 * Bridge Wars' commands ({@code moves}, {@code replay}, {@code score}, and the printed {@code board} and
 * {@code blocks}) and its part of the game-night kit ({@code BridgeWarsGame}): thin glue between the
 * command line and the format, rules and sheets.
 */
package pnp.bridgewars.commands;
