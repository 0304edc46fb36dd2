/**
 * Freeze Tag's printed pages, through the page kit: the board, the pyramid nets, the pyramid die,
 * freeze rings, reminder cards and the rules in pnp's own words, and the chart of a simulation's
 * tally.
 */
package pnp.freezetag.sheets;
