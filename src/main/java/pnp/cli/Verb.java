package pnp.cli;

import java.util.List;
import java.util.function.Supplier;
import org.apache.commons.cli.Options;

/**
 * A command whose verb, options and the options naming files it reads or writes are given as data when it is
 * made, so each command spells out only what it does ({@link #run}); the options are made afresh for every
 * call, as {@code Main} adds its own to them.
 */
public abstract class Verb implements Command {
    private final String name;
    private final Supplier<Options> options;
    private List<String> inputs = List.of();
    private List<String> outputs;

    /** The verb {@code name}, e.g. {@code sheet}, and the command's own options. */
    protected Verb(String name, Supplier<Options> options) {
        this.name = name;
        this.options = options;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Options options() {
        return options.get();
    }

    /** The options whose values name a file this command reads (see {@link Command#inputOptions}). */
    protected final void reads(List<String> names) {
        inputs = List.copyOf(names);
    }

    /** The options whose values name a file this command writes, in place of {@code --out} alone. */
    protected final void writes(List<String> names) {
        outputs = List.copyOf(names);
    }

    @Override
    public final List<String> inputOptions() {
        return inputs;
    }

    @Override
    public final List<String> outputOptions() {
        return outputs != null ? outputs : Command.super.outputOptions();
    }
}
