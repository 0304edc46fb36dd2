/**
 * Freeze Tag's immutable values: the 5 x 5 board, players with their colour and starting edge, the
 * pyramids and their three sizes, the faces of the pyramid die, and a position (stacks at most two high,
 * the pieces moved off).
 */
package pnp.freezetag.model;
