/**
 * Bridge Wars' printed pages, through the page kit: the true-size drilling template of the board with
 * its build panel, the blocks' cutting templates, the rules in pnp's own words, and the picture of a
 * scored top view.
 */
package pnp.bridgewars.sheets;
