/**
 * Penguin's Night Out's rules, pure: seeded layouts and setups, where a penguin may end its move, what
 * altering the board allows once the dice have picked a domino, and where a vacant domino may go.
 */
package pnp.penguins.rules;
