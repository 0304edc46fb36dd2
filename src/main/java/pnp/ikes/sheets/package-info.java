/**
 * Ike's printed pages, through the page kit: the game sheet with its grid, side panel and registration
 * marks, the tile chart, the rules page, the solo challenge and the challenge book, the dice to cut out,
 * and the scored route drawn over a sheet.
 */
package pnp.ikes.sheets;
