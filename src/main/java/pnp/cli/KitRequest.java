package pnp.cli;

import java.nio.file.Path;
import pnp.pdf.Paper;

/** What {@code pnp kit} asks of every game: the paper, the number of players, the seed, the folder. */
public record KitRequest(Paper paper, int players, long seed, Path folder) {}
