package pnp.freezetag.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Verb;
import pnp.freezetag.model.Player;
import pnp.freezetag.rules.Setup;
import pnp.freezetag.sheets.Components;
import pnp.io.AtomicFiles;
import pnp.pdf.Units;

/** {@code pnp freezetag components}: board, pyramid nets, die and reminder cards as one PDF. */
final class ComponentsCommand extends Verb {
    static final double DEFAULT_SQUARE = Units.in(1.4);

    ComponentsCommand() {
        super(
                "components",
                () -> CommonOptions.of(
                        SeatOptions.colors(),
                        CommonOptions.players(2, 4),
                        SeatOptions.seating(),
                        CommonOptions.paper(),
                        CommonOptions.flag(
                                "closed-base",
                                "solid pyramids with a glued base, for display or other games: they cannot stack, so not for Freeze Tag"),
                        CommonOptions.valued(
                                "square",
                                "LENGTH",
                                "board square side, at least 1in (default 1.4in); larger boards are tiled"),
                        CommonOptions.noRules("leave out the rules in brief (printed after the components by default)"),
                        CommonOptions.out("the PDF (default output/freezetag-components.pdf)")));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        int n = inv.has("players")
                ? inv.intValue("players", 4, 2, 4)
                : inv.has("colors") ? inv.value("colors").get().split(",").length : 4;
        if (n < 2 || n > 4) throw inv.usage("--colors names 2 to 4 colours, not " + n);
        List<Player> players = Setup.players(SeatOptions.colours(inv, n), SeatOptions.across(inv));
        double square =
                inv.value("square").map(s -> Units.parseLength(s, "--square")).orElse(DEFAULT_SQUARE);
        if (square < Units.in(1) - 1e-9) throw inv.usage("--square must be at least 1in (a large pyramid's base)");
        if (square > Units.in(4)) throw inv.usage("--square must be at most 4in");
        byte[] pdf = Components.pdf(inv.paper(), players, square, inv.has("closed-base"), inv.withRules());
        Path out = AtomicFiles.write(inv.outPath("output/freezetag-components.pdf"), pdf);
        inv.wrote(out);
        return ExitStatus.OK;
    }
}
