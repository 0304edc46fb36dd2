package pnp.freezetag.commands;

import java.io.IOException;
import java.util.List;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Verb;
import pnp.freezetag.format.StateFormat;
import pnp.freezetag.model.Position;
import pnp.freezetag.rules.Setup;
import pnp.io.AtomicFiles;

/** {@code pnp freezetag setup}: the starting position as STATE text. */
final class SetupCommand extends Verb {
    SetupCommand() {
        super(
                "setup",
                () -> CommonOptions.of(
                        CommonOptions.players(2, 4),
                        SeatOptions.colors(),
                        SeatOptions.seating(),
                        CommonOptions.out("the STATE file (default: standard output)")));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        int n = inv.intValue("players", 2, 2, 4);
        List<String> colours = SeatOptions.colours(inv, n);
        boolean across = SeatOptions.across(inv);
        Position pos = Setup.position(Setup.players(colours, across));
        String text = StateFormat.write(pos);
        if (inv.has("out")) {
            var path = AtomicFiles.writeString(inv.outPath(""), text);
            inv.wrote(path);
        } else {
            inv.out().print(text);
        }
        return ExitStatus.OK;
    }
}
