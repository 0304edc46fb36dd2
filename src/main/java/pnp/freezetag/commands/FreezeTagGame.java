package pnp.freezetag.commands;

import java.nio.file.Path;
import java.util.List;
import pnp.cli.Command;
import pnp.cli.Game;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.freezetag.rules.Setup;
import pnp.freezetag.sheets.Components;
import pnp.io.AtomicFiles;

/** Freeze Tag: its commands and its part of the game-night kit. */
public final class FreezeTagGame implements Game {
    @Override
    public String name() {
        return "freezetag";
    }

    @Override
    public String title() {
        return "Freeze Tag";
    }

    @Override
    public List<Command> commands() {
        return List.of(new SetupCommand(), new MovesCommand(), new ComponentsCommand(), new SimulateCommand());
    }

    /** The components PDF for the kit's players (at least 2, Freeze Tag's minimum), in the default colours. */
    @Override
    public List<KitItem> kit(KitRequest request) throws Exception {
        int players = Math.max(2, Math.min(4, request.players()));
        byte[] pdf = Components.pdf(
                request.paper(),
                Setup.players(Setup.COLOURS.subList(0, players), true),
                ComponentsCommand.DEFAULT_SQUARE,
                false);
        Path file = AtomicFiles.write(request.folder().resolve("freezetag-components.pdf"), pdf);
        return List.of(
                new KitItem(
                        file,
                        "Freeze Tag board, " + players
                                + " players' pyramid nets (two trios each, open at the bottom so they nest and stack), the pyramid die"
                                + " and reminder cards; print at actual size on card stock, cut the solid lines, fold the dashed ones, glue the tabs"));
    }
}
