/**
 * Penguin's Night Out's text formats: the layout files bundled in {@code templates/penguins/} and the
 * state text, read with every problem at its line and column and written back.
 */
package pnp.penguins.format;
