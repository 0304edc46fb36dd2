/**
 * Square-grid types shared by the games that have a grid: a {@code Cell} named like a spreadsheet
 * ({@code B3}), the four {@code Side}s, and a {@code CellSide}, one side of one square.
 */
package pnp.grid;
