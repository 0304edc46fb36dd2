/**
 * Ike's text formats, each read with every problem at its line and column: the finished sheet
 * ({@code .ikes}), the solo and live move logs ({@code .ikeslog}) and the par table, which are also written
 * back, and the tile chart; the doorways as typed on a command line or in a sheet.
 */
package pnp.ikes.format;
