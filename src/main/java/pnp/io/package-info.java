/**
 * Reading and writing files, depending on nothing else of pnp: {@code TextSource} (an input's text and
 * name), the one {@code Lexer} of every text format (words with their line and column, comments), the
 * problems a format finds ({@code Diagnostic}, {@code Diagnostics}, {@code InputException}), writes all or
 * nothing ({@code AtomicFiles}, {@code OutputSet}), file-system failures and paths in a player's words,
 * the bundled templates and the tool's version.
 */
package pnp.io;
