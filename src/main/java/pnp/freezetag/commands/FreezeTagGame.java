package pnp.freezetag.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.cli.KitSteps;
import pnp.cli.NamedGame;
import pnp.freezetag.model.Player;
import pnp.freezetag.rules.Setup;
import pnp.freezetag.sheets.Components;
import pnp.freezetag.sheets.RulesReference;
import pnp.io.AtomicFiles;

/** Freeze Tag: its commands and its part of the game-night kit. */
public final class FreezeTagGame extends NamedGame {
    public FreezeTagGame() {
        super(
                "freezetag",
                "Freeze Tag",
                new SetupCommand(),
                new MovesCommand(),
                new ComponentsCommand(),
                new SimulateCommand());
    }

    /** The components PDF for the kit's players (at least 2, Freeze Tag's minimum), in the default colours. */
    @Override
    public List<KitItem> kit(KitRequest request) throws IOException {
        int players = Math.max(2, Math.min(4, request.players()));
        List<Player> seated = Setup.players(Setup.COLOURS.subList(0, players), true);
        byte[] pdf = Components.pdf(request.paper(), seated, ComponentsCommand.DEFAULT_SQUARE, false);
        Path file = AtomicFiles.write(request.folder().resolve("freezetag-components.pdf"), pdf);
        Path rules = AtomicFiles.write(
                request.folder().resolve("freezetag-rules.pdf"),
                RulesReference.pdf(request.paper(), Setup.position(seated)));
        return List.of(
                new KitItem(
                        file,
                        "Freeze Tag board, " + players
                                + " players' pyramid nets (two trios each, open at the bottom so they nest and stack), the pyramid die"
                                + " and reminder cards; print at actual size on card stock, cut the solid lines, fold the dashed ones, glue the tabs"),
                new KitItem(
                        rules,
                        "Freeze Tag rules in brief with the starting stacks for " + players
                                + " players; print on plain paper"));
    }

    /** Its page of the kit's assembly sheet: how to make the game from the prints, and what else to bring. */
    @Override
    public KitSteps kitSteps() {
        return new KitSteps(
                List.of("Print on card stock at actual size. Cut the board (1.4 in squares) and the reminder "
                        + "cards on their solid lines. For each pyramid net: cut on the solid lines, fold on the "
                        + "dashed ones and glue the tab; the pyramids are Looney Pyramid sized (small, medium, "
                        + "large) and must stack. The die is a 1 in cube net: cut, fold and glue it the same way. "
                        + "Cut the freeze rings on both their outlines, outside and the hole; lay one round a stack "
                        + "whose lower pyramid is frozen."),
                "Card stock (or print straight on card), scissors or a craft knife, a glue stick or white glue; "
                        + "or Looney Pyramids (two trios a player) with the printed board, die and rings.",
                Map.of("freezetag-components.pdf", KitSteps.CARD),
                "The board; 6 pyramids a player (2 of each size, small, medium and large); the pyramid die; 2 "
                        + "freeze rings a player; the reminder cards.",
                "About 2 hours: 6 pyramids a player, the die and the rings.");
    }
}
