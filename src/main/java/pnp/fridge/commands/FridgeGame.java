package pnp.fridge.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.cli.KitSteps;
import pnp.cli.NamedGame;
import pnp.fridge.sheets.ComponentsSheet;
import pnp.fridge.sheets.RulesReference;
import pnp.io.AtomicFiles;

/** Fridge: its commands and its part of the game-night kit. */
public final class FridgeGame extends NamedGame {
    public FridgeGame() {
        super("fridge", "Fridge", new ComponentsCommand(), new ScoreCommand());
    }

    @Override
    public List<KitItem> kit(KitRequest request) throws IOException {
        List<String> colors = ComponentsCommand.kitColors(request.players());
        Path file = request.folder().resolve("fridge-components.pdf");
        AtomicFiles.write(file, ComponentsSheet.pdf(request.paper(), colors));
        Path rules = AtomicFiles.write(
                request.folder().resolve("fridge-rules.pdf"), RulesReference.pdf(request.paper(), colors));
        return List.of(
                new KitItem(
                        file,
                        "Fridge pieces for " + String.join(", ", colors)
                                + ": print at actual size (check the 4 in ruler), glue on magnet sheet, cut on the outlines; "
                                + "the last page is the capture log and score sheet"),
                new KitItem(rules, "Fridge rules in brief with the set-up on the fridge; print on plain paper"));
    }

    /** Its page of the kit's assembly sheet: how to make the game from the prints, and what else to bring. */
    @Override
    public KitSteps kitSteps() {
        return new KitSteps(
                List.of("Print at actual size and check the 4 in ruler. Glue the pieces' pages on self-adhesive "
                        + "magnet sheet, then cut on the outlines: each player's 27 bars (nine each of 1, 2 and 4 "
                        + "in long, 1/4 in wide) and marker puck 3/4 in across, two players a page, then the "
                        + "bases, 3 in across, on a page of their own; every piece is labelled with its colour and "
                        + "length. Cut out the triangular turn marker from the first page. Keep the last page, the "
                        + "capture log and score sheet, as paper."),
                "Self-adhesive magnet sheet (or card stock, a glue stick and small magnets), scissors or a craft "
                        + "knife and a metal ruler for the long bars, a pencil for the capture log, a refrigerator "
                        + "door.",
                Map.of("fridge-components.pdf", "plain paper glued on magnet sheet; the last page stays paper"),
                "A player: 27 bars (nine each of 1, 2 and 4 in), a marker puck and a base; one turn marker; the "
                        + "capture log and score sheet.",
                "About an hour and a half: 27 bars a player to cut.");
    }
}
