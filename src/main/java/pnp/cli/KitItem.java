package pnp.cli;

import java.nio.file.Path;

/** One file of a game-night kit and the line of the index that says what it is and how to print it. */
public record KitItem(Path file, String description) {}
