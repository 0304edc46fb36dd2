package pnp.cli;

import org.apache.commons.cli.Options;

/** One verb of a game, e.g. {@code pnp ikes sheet}. Commands are thin glue: parse, call, print. */
public interface Command {
    /** The verb, e.g. {@code sheet}. */
    String name();

    /** One line for the listing in {@code pnp GAME --help}. */
    String summary();

    /** Positional arguments for the usage line, e.g. {@code FILE}; empty when there are none. */
    default String arguments() { return ""; }

    /** Extra help text printed after the options (examples, formats); may be empty. */
    default String details() { return ""; }

    /** The command's own options; {@code --help} and {@code --debug} are added by {@code Main}. */
    Options options();

    /** Runs the command and returns its exit status (see {@link ExitStatus}). */
    int run(Invocation inv) throws Exception;
}
