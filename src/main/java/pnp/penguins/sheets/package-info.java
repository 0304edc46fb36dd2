/**
 * Penguin's Night Out's printed pages, through the page kit: the map and setup card of a dealt game,
 * the board at true size, cut-out dominoes, the fold-up penguins, buddy tokens and dice, and the rules in
 * pnp's own words.
 */
package pnp.penguins.sheets;
