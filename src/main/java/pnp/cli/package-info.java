/**
 * What every command shares, on Commons CLI: a {@code Command} is one verb of a {@code Game}, run
 * with an {@code Invocation} (the parsed line, its streams, typed access to the common options). Here are
 * the shared options, the help text read from resources, exit statuses, JSON output through Jackson,
 * progress on a terminal, the check that no output overwrites an input, and what a game gives the kit
 * ({@code KitRequest}, {@code KitItem}, {@code KitSteps}).
 */
package pnp.cli;
