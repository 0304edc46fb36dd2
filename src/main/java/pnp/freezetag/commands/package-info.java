/**
 * Freeze Tag's commands ({@code components}, {@code setup}, {@code moves}, {@code simulate}) and its part
 * of the game-night kit ({@code FreezeTagGame}), with the streamed text listing of legal turns (the JSON one is in {@code pnp.freezetag.json}).
 */
package pnp.freezetag.commands;
