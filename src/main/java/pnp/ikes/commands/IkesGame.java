package pnp.ikes.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.cli.KitSteps;
import pnp.cli.NamedGame;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.sheets.DiceSheet;
import pnp.ikes.sheets.SheetDocument;
import pnp.ikes.sheets.SheetSpec;
import pnp.ikes.sheets.SoloDocument;
import pnp.io.AtomicFiles;
import pnp.io.Templates;

/** Ike's: its commands and its part of the game-night kit. */
public final class IkesGame extends NamedGame {
    public IkesGame() {
        super(
                "ikes",
                "Ike's",
                new SheetCommand(),
                new ScoreCommand(),
                new CheckCommand(),
                new SoloCommand(),
                new ReplayCommand(),
                new SolveCommand(),
                new BookCommand(),
                new ReadCommand());
    }

    @Override
    public List<KitItem> kit(KitRequest request) throws IOException {
        byte[] pdf = SheetDocument.render(
                request.paper(),
                TileChartParser.standard(),
                request.players(),
                new SheetSpec("game sheet \u2014 draw your entrance and exit", Optional.empty(), Optional.empty()),
                true,
                null);
        Path sheets = AtomicFiles.write(request.folder().resolve("ikes-sheets.pdf"), pdf);
        long seed = request.seed();
        Challenge challenge = ChallengeGenerator.challenge(seed);
        Path solo = AtomicFiles.write(
                request.folder().resolve("ikes-solo-" + seed + ".pdf"),
                SoloDocument.render(
                        request.paper(),
                        TileChartParser.standard(),
                        challenge,
                        ParNote.of(challenge, TileChartParser.standard())));
        Path dice = AtomicFiles.write(request.folder().resolve("ikes-dice.pdf"), DiceSheet.pdf(request.paper()));
        Path form = AtomicFiles.writeString(
                request.folder().resolve("ikes-blank.ikes"),
                Templates.read("ikes/blank.ikes").text());
        return List.of(
                new KitItem(
                        sheets,
                        (request.players() == 1 ? "1 game sheet" : request.players() + " game sheets")
                                + " (one a player) and a rules page;"
                                + " bring pencils, and two dice (one light, one dark) or fold the printed ones"),
                new KitItem(
                        solo,
                        "solo challenge " + seed + ": the sheet with its doors and the 40 turns' dice;"
                                + " record your moves and check them with ./pnp ikes replay (see README)"),
                new KitItem(
                        dice,
                        "a light and a dark six-sided die to fold from card (only without real dice): print at "
                                + "actual size on card"),
                new KitItem(
                        form,
                        "after the game: copy this form, type your sheet in, and run"
                                + " ./pnp ikes score my-sheet.ikes to check your score"));
    }

    /** Its page of the kit's assembly sheet: how to make the game from the prints, and what else to bring. */
    @Override
    public KitSteps kitSteps() {
        return new KitSteps(
                List.of(
                        "Nothing to cut for play: print one game sheet per player (the rules page once per table). "
                                + "The grid's squares are 18 mm. Draw the entrance and exit yourself: close the double "
                                + "outer wall with two short strokes on each side of the doorway and draw an arrow "
                                + "through it, pointing in at the entrance and out at the exit. The solo challenge "
                                + "has them drawn in.",
                        "Only without real dice: print the dice page on card, cut the solid lines, fold the dashed "
                                + "ones with the pips outside and glue each grey tab inside (cube edge 22 mm). The "
                                + "light die picks the tile's shape, the dark one its walls."),
                "A pencil and an eraser per player. Two six-sided dice, one light and one dark, or the printed "
                        + "ones with scissors, a glue stick and card stock.",
                Map.of("ikes-dice.pdf", KitSteps.CARD),
                "A game sheet a player, the rules page, a solo challenge; a light and a dark die if you fold them.",
                "5 minutes to print; 15 more to fold the two dice.");
    }
}
