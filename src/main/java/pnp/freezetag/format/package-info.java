/**
 * Freeze Tag's STATE text: a position read with every problem at its line and column, and written
 * back.
 */
package pnp.freezetag.format;
