/**
 * Seeded randomness: {@code Rng}, SplitMix64 written out so a seed gives the same sequence on every
 * JDK, and {@code Seeds}, the short whole numbers printed on pages so any output can be made again.
 */
package pnp.random;
