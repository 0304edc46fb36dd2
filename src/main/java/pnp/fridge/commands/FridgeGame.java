package pnp.fridge.commands;

import java.nio.file.Path;
import java.util.List;
import pnp.cli.Command;
import pnp.cli.Game;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.fridge.sheets.ComponentsSheet;
import pnp.io.AtomicFiles;

/** Fridge: its commands and its part of the game-night kit. */
public final class FridgeGame implements Game {
    @Override
    public String name() {
        return "fridge";
    }

    @Override
    public String title() {
        return "Fridge";
    }

    @Override
    public List<Command> commands() {
        return List.of(new ComponentsCommand(), new ScoreCommand());
    }

    @Override
    public List<KitItem> kit(KitRequest request) throws Exception {
        List<String> colors = ComponentsCommand.kitColors(request.players());
        Path file = request.folder().resolve("fridge-components.pdf");
        AtomicFiles.write(file, ComponentsSheet.pdf(request.paper(), colors));
        return List.of(new KitItem(
                file,
                "Fridge pieces for " + String.join(", ", colors)
                        + ": print at actual size (check the 4 in ruler), glue on magnet sheet, cut on the outlines; "
                        + "the last page is the capture log and score sheet"));
    }
}
