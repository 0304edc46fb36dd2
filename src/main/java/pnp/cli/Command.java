package pnp.cli;

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

    /** Runs the command and returns its exit status (see {@link ExitStatus}). */
    int run(Invocation inv) throws Exception;
}
