/**
 * Fridge's printed pages, through the page kit: the pieces at true size, the score sheet to keep by the
 * fridge, the rules in pnp's own words, and the picture of a scored game with each player's network.
 */
package pnp.fridge.sheets;
