package pnp.ikes.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Verb;
import pnp.grid.CellSide;
import pnp.ikes.format.DoorwayText;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.sheets.SheetDocument;
import pnp.ikes.sheets.SheetSpec;
import pnp.io.AtomicFiles;
import pnp.random.Rng;

/** {@code pnp ikes sheet}: printable game sheets. */
final class SheetCommand extends Verb {
    SheetCommand() {
        super(
                "sheet",
                () -> CommonOptions.of(
                        CommonOptions.players(1, 8),
                        CommonOptions.paper(),
                        CommonOptions.out("the PDF (default output/ikes-sheets.pdf)"),
                        CommonOptions.valued("entrance", "CELL[:SIDE]", "pre-draw the entrance, e.g. A4 or A1:N"),
                        CommonOptions.valued("exit", "CELL[:SIDE]", "pre-draw the exit, e.g. G4"),
                        CommonOptions.flag("random-doors", "draw the entrance and exit at random from the seed"),
                        CommonOptions.seed(),
                        CommonOptions.valued("tiles", "FILE", "use this tile chart instead of the standard one"),
                        CommonOptions.noRules("leave out the rules page")));
        reads(List.of("tiles"));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        int players = inv.intValue("players", 1, 1, 8);
        TileChart chart = chart(inv);
        boolean random = inv.has("random-doors");
        if (random && (inv.has("entrance") || inv.has("exit"))) {
            throw inv.usage("--random-doors draws both doors; leave out --entrance and --exit");
        }
        if (!random && inv.has("seed")) throw inv.usage("--seed goes with --random-doors");
        if (inv.has("entrance") != inv.has("exit")) throw inv.usage("give both --entrance and --exit, or neither");
        Optional<CellSide> entrance = inv.value("entrance").map(t -> DoorwayText.parse("--entrance", t));
        Optional<CellSide> exit = inv.value("exit").map(t -> DoorwayText.parse("--exit", t));
        if (entrance.isPresent() && entrance.equals(exit)) {
            throw inv.usage("the entrance and exit cannot be the same doorway");
        }
        Long seed = null;
        if (random) {
            seed = inv.seed();
            CellSide[] doors = ChallengeGenerator.randomDoors(new Rng(seed));
            entrance = Optional.of(doors[0]);
            exit = Optional.of(doors[1]);
        }
        String heading = entrance.isPresent()
                ? "game sheet \u2014 entrance " + entrance.get() + ", exit " + exit.get()
                : "game sheet \u2014 draw your entrance and exit";
        byte[] pdf = SheetDocument.render(
                inv.paper(), chart, players, new SheetSpec(heading, entrance, exit), inv.withRules(), seed);
        Path out = AtomicFiles.write(inv.outPath("output/ikes-sheets.pdf"), pdf);
        inv.wrote(
                out,
                players + (players == 1 ? " sheet" : " sheets") + ", "
                        + inv.paper().id());
        return ExitStatus.OK;
    }

    static TileChart chart(Invocation inv) {
        return inv.value("tiles")
                .map(f -> TileChartParser.parse(inv.readText(f, "an Ike's tile chart", 256 << 10)))
                .orElseGet(TileChartParser::standard);
    }
}
