/**
 * Fridge's {@code .fridge} text of a final position: read with every problem at its line and column,
 * written back, and a {@code SourceMap} of where each part was written so a rule's objection is reported
 * in place.
 */
package pnp.fridge.format;
