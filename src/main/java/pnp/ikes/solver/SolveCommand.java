package pnp.ikes.solver;

import org.apache.commons.cli.Options;
import pnp.cli.Command;
import pnp.cli.CommonOptions;
import pnp.cli.Invocation;

/** placeholder until the solver lands */
public final class SolveCommand implements Command {
    @Override public String name() { return "solve"; }
    @Override public String summary() { return "Play solo challenge N as well as the solver can."; }
    @Override public Options options() { return CommonOptions.of(CommonOptions.seed()); }
    @Override public int run(Invocation inv) { throw inv.usage("not yet"); }
}
