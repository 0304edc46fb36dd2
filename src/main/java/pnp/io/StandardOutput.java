package pnp.io;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * The output file named {@code -}: standard output, as Unix tools read it. A command run with an
 * output option set to {@code -} writes that file's bytes here and prints its own words on stderr,
 * so the stream carries the file alone. A file really named {@code -} is written as {@code ./-}.
 */
public final class StandardOutput {
    /** The path an output option holds when its value is {@code -}. */
    public static final Path PATH = Path.of("-");

    private static volatile OutputStream stream = System.out;

    private StandardOutput() {}

    /** Whether {@code target} is the {@code -} of a command line (not {@code ./-}). */
    public static boolean is(Path target) {
        return target.equals(PATH);
    }

    /** Where the next {@code -} output goes: the command's own stdout (tests pass their own). */
    public static void use(PrintStream out) {
        stream = out;
    }

    static OutputStream stream() {
        return stream;
    }
}
