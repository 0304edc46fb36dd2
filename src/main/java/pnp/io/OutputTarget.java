package pnp.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * What an output path names, decided before anything is written. A regular file (or a new name) is
 * replaced whole, through a temporary file moved into place; a link to a regular file replaces the
 * file it points to and stays a link. A FIFO or a character device ({@code /dev/stdout},
 * {@code /dev/null}, a terminal) is written through, never replaced. Anything else (a block device,
 * a socket, a link to nothing) is refused with one line.
 *
 * @param path where the bytes go: the real file for a link
 * @param writeThrough whether the bytes are written into the existing special file
 */
public record OutputTarget(Path path, boolean writeThrough) {
    private static final int TYPE_BITS = 0170000;
    private static final int FIFO = 0010000;
    private static final int CHARACTER_DEVICE = 0020000;
    private static final int BLOCK_DEVICE = 0060000;
    private static final int SOCKET = 0140000;

    /** The target for the absolute, normalized path {@code abs}; refuses what must not be written. */
    public static OutputTarget of(Path abs) throws IOException {
        if (!Files.exists(abs, LinkOption.NOFOLLOW_LINKS)) return new OutputTarget(abs, false);
        if (!Files.exists(abs)) {
            throw new InputException("cannot write " + Display.path(abs) + ": it is a link to "
                    + Display.path(abs.resolveSibling(Files.readSymbolicLink(abs)))
                    + ", which does not exist");
        }
        BasicFileAttributes a = Files.readAttributes(abs, BasicFileAttributes.class);
        if (a.isRegularFile()) return new OutputTarget(abs.toRealPath(), false);
        if (a.isDirectory())
            throw new InputException("cannot write " + Display.path(abs) + ": it is a folder, not a file");
        String refused = refusedKind(abs);
        if (refused != null)
            throw new InputException("cannot write " + Display.path(abs) + ": it is " + refused + ", not a file");
        return new OutputTarget(abs, true);
    }

    /** Why a special file is not written, or null for one that is written through (FIFO, character device). */
    private static String refusedKind(Path p) throws IOException {
        int type;
        try {
            type = ((Integer) Files.getAttribute(p, "unix:mode")) & TYPE_BITS;
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            return null; // no unix view: treat it as a device and write through
        }
        return switch (type) {
            case FIFO, CHARACTER_DEVICE -> null;
            case BLOCK_DEVICE -> "a block device (a disk)";
            case SOCKET -> "a socket";
            default -> "a special file";
        };
    }
}
