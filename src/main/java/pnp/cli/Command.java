package pnp.cli;

import java.io.IOException;
import java.util.List;
import org.apache.commons.cli.Options;

/**
 * One verb of a game, e.g. {@code pnp ikes sheet}. Commands are thin glue: parse, call, print.
 * Their help text (summary, arguments, details) is prose in a resource file: see {@link CommandHelp}.
 */
public interface Command {
    /** The verb, e.g. {@code sheet}. */
    String name();

    /** The command's own options; {@code --help} and {@code --debug} are added by {@code Main}. */
    Options options();

    /**
     * The options whose values name a file (or folder) this command writes. Before the command runs,
     * {@code Main} refuses an output that is one of the command's inputs or another output
     * ({@link FileRoles}); every option taking a {@code FILE} or {@code PATH} is listed here or in
     * {@link #inputOptions}. By default {@code --out} (see {@link CommonOptions#out}), where the command has it.
     */
    default List<String> outputOptions() {
        return options().hasLongOption("out") ? List.of("out") : List.of();
    }

    /** The options whose values name a file this command reads; its arguments are all input files. */
    default List<String> inputOptions() {
        return List.of();
    }

    /** Runs the command and returns its exit status (see {@link ExitStatus}). */
    int run(Invocation inv) throws IOException;
}
