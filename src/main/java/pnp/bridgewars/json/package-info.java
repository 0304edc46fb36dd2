/**
 * Bridge Wars's wire records: the JSON objects that its commands print with {@code --json} and that {@code pnp
 * serve} answers with, keys and their order as the format contracts fix them. Built from the game's model
 * and rules values; the web layer takes Bridge Wars's answers from here and nowhere else in the game.
 */
package pnp.bridgewars.json;
