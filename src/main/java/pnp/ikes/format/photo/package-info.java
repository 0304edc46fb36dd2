/**
 * Reading a photographed, pencilled Ike's sheet, a format from image to model: the sheet located by its
 * printed marks and seen flat, every space and line read for pencil, the doors and cafeterias found, the
 * game's rules applied, and each item given a confidence, so the result is a draft {@code .ikes} with
 * every doubtful item flagged and a picture of what was read.
 */
package pnp.ikes.format.photo;
