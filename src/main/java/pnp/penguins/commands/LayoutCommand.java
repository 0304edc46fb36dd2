package pnp.penguins.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Verb;
import pnp.io.AtomicFiles;
import pnp.penguins.format.LayoutFormat;
import pnp.penguins.format.Layouts;
import pnp.penguins.format.StateFormat;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.Layout;
import pnp.penguins.rules.NewGame;
import pnp.penguins.sheets.MapSheet;

/** {@code pnp penguins layout}: a seeded board (and setup) as a PDF map, or as state text. */
public final class LayoutCommand extends Verb {
    public LayoutCommand() {
        super(
                "layout",
                () -> CommonOptions.of(
                        CommonOptions.seed(),
                        DominoOptions.set("the domino set (default double-six, or the layout's own set)"),
                        CommonOptions.valued(
                                "layout",
                                "NAME|FILE",
                                "a layout in templates/penguins/ (compact, elbow-room) or a layout file"),
                        CommonOptions.flag("random-shape", "draw a random domino tiling of the layout's region first"),
                        CommonOptions.players(2, 4),
                        CommonOptions.paper(),
                        CommonOptions.out("the PDF (default output/penguins-layout.pdf)"),
                        CommonOptions.noRules("leave out the rules in brief (printed after the board by default)"),
                        DominoOptions.size(
                                "width of a real domino for the true-size pages, e.g. 1in or 24mm (default 1in; its length is twice that)"),
                        CommonOptions.flag("text", "print the state text instead of writing the PDF")));
        reads(List.of("layout"));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        Path out = inv.has("text") ? null : inv.outPath("output/penguins-layout.pdf");
        DominoSet set = DominoOptions.set(inv).orElse(null);
        Layout layout = inv.value("layout")
                .map(n -> loadLayout(inv, n))
                .orElseGet(() -> Layouts.builtIn(set == null ? DominoSet.DOUBLE_SIX : set));
        if (set != null && layout.set() != set) {
            throw inv.usage(
                    "layout " + layout.name() + " is for a " + layout.set().id() + " set, not " + set.id());
        }
        int players = inv.intValue("players", 0, 2, 4);
        double size = DominoOptions.size(inv);
        long seed = inv.seed();
        NewGame game = NewGame.deal(layout, inv.has("random-shape"), players, seed);
        if (inv.has("text")) {
            inv.out().print(StateFormat.write(game.state()));
            return ExitStatus.OK;
        }
        StringBuilder remake = new StringBuilder("./pnp penguins layout --seed " + seed + " --set "
                + layout.set().id());
        inv.value("layout").ifPresent(n -> remake.append(" --layout ").append(n));
        if (inv.has("random-shape")) remake.append(" --random-shape");
        if (players > 0) remake.append(" --players ").append(players);
        remake.append(" --paper ").append(inv.paper().id());
        inv.value("size").ifPresent(v -> remake.append(" --size ").append(v));
        byte[] pdf = MapSheet.render(game, inv.paper(), size, seed, remake.toString(), inv.withRules());
        AtomicFiles.write(out, pdf);
        inv.wrote(out);
        return ExitStatus.OK;
    }

    private static Layout loadLayout(Invocation inv, String name) {
        Optional<Layout> bundled = Layouts.named(name);
        if (bundled.isPresent()) return bundled.get();
        if (!name.contains("/") && !name.contains(".")) {
            throw inv.usage("no layout '" + name
                    + "' in templates/penguins/ (built in: compact, elbow-room); give a file path for your own");
        }
        return LayoutFormat.parse(inv.readText(name, "a Penguin's Night Out layout", 1 << 20));
    }
}
