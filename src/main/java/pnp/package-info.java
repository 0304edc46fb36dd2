/**
 * The entry point and the list of games. {@code Main} runs {@code pnp GAME VERB [options]}: it finds the
 * command, runs it, and turns every failure into one line on stderr and an exit status; {@code Games} lists
 * the five games in the order help and the kit show them.
 */
package pnp;
