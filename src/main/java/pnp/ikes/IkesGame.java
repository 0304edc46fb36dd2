package pnp.ikes;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import pnp.cli.AtomicFiles;
import pnp.cli.Command;
import pnp.cli.Game;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.ikes.chart.TileChart;
import pnp.ikes.sheet.SheetDocument;
import pnp.ikes.sheet.SheetSpec;

/** Ike's: its commands and its part of the game-night kit. */
public final class IkesGame implements Game {
    @Override public String name() { return "ikes"; }

    @Override public String title() { return "Ike's"; }

    @Override public List<Command> commands() {
        return List.of(new SheetCommand(), new pnp.ikes.solo.SoloCommand(), new pnp.ikes.solo.ReplayCommand(),
                new pnp.ikes.solver.SolveCommand());
    }

    @Override public List<KitItem> kit(KitRequest request) throws Exception {
        byte[] pdf = SheetDocument.render(request.paper(), TileChart.standard(), request.players(),
                new SheetSpec("game sheet \u2014 draw your entrance and exit", Optional.empty(), Optional.empty()), true, null);
        Path file = AtomicFiles.write(request.folder().resolve("ikes-sheets.pdf"), pdf);
        return List.of(new KitItem(file, request.players() + " game sheets (one a player) and a rules page;"
                + " bring two dice (one light, one dark) and pencils"));
    }
}
