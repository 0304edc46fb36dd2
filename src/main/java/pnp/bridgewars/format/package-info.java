/**
 * Bridge Wars' text formats, each read with every problem at its line and column: the block set, the
 * placement log ({@code .bwlog}) and the top-down view ({@code .bridge}), which is also written back.
 */
package pnp.bridgewars.format;
