/**
 * Bridge Wars' immutable values: the 11 x 11 board with its holes, rods and corners, the block set and
 * its polyomino shapes in eight orientations, placements and logs, who claimed which corner, the top-down
 * view at the end, and the sizes to cut and drill for a given pitch.
 */
package pnp.bridgewars.model;
