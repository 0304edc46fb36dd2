/**
 * {@code pnp kit}: every game's printables for one game night in one folder, with an index and an
 * assembly sheet opening on a test print. The kit knows no game: it asks each {@code cli.Game} for its
 * files and its assembly page, makes the games side by side, and moves the folder into place all or
 * nothing through a journal recorded on disk.
 */
package pnp.kit;
