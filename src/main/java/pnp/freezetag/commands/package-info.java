/**
 * Freeze Tag's commands ({@code components}, {@code setup}, {@code moves}, {@code simulate}) and its part
 * of the game-night kit ({@code FreezeTagGame}), with the streamed text and JSON listing of legal turns.
 */
package pnp.freezetag.commands;
