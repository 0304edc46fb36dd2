package pnp.penguins.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.cli.KitSteps;
import pnp.cli.NamedGame;
import pnp.io.AtomicFiles;
import pnp.pdf.Units;
import pnp.penguins.format.Layouts;
import pnp.penguins.model.DominoSet;
import pnp.penguins.rules.Generator;
import pnp.penguins.rules.NewGame;
import pnp.penguins.sheets.DominoSheet;
import pnp.penguins.sheets.MapSheet;
import pnp.penguins.sheets.PiecesSheet;
import pnp.penguins.sheets.RulesReference;

/** Penguin's Night Out: its commands and its part of the game-night kit. */
public final class PenguinsGame extends NamedGame {
    public PenguinsGame() {
        super(
                "penguins",
                "Penguin's Night Out",
                new LayoutCommand(),
                new DominoesCommand(),
                new ComponentsCommand(),
                new MovesCommand(),
                new AlterCommand());
    }

    /** The board and setup for the kit's seed and players (1 player is set up as 2), and a set of dominoes. */
    @Override
    public List<KitItem> kit(KitRequest request) throws IOException {
        int players = Math.max(2, Math.min(4, request.players()));
        NewGame game = NewGame.deal(Layouts.builtIn(DominoSet.DOUBLE_SIX), false, players, request.seed());
        Path board = request.folder().resolve("penguins-layout.pdf");
        AtomicFiles.write(
                board,
                MapSheet.render(
                        game,
                        request.paper(),
                        Units.in(1),
                        request.seed(),
                        "./pnp penguins layout --seed " + request.seed() + " --players " + players + " --paper "
                                + request.paper().id()));
        Path rules = AtomicFiles.write(
                request.folder().resolve("penguins-rules.pdf"),
                RulesReference.pdf(request.paper(), game.state(), game.setup(), request.seed()));
        Path pieces = AtomicFiles.write(
                request.folder().resolve("penguins-components.pdf"),
                PiecesSheet.pdf(request.paper(), Generator.COLOURS.subList(0, players), PiecesSheet.Dice.BOTH));
        Path dominoes = request.folder().resolve("penguins-dominoes.pdf");
        AtomicFiles.write(dominoes, DominoSheet.render(DominoSet.DOUBLE_SIX, request.paper(), Units.in(1)));
        return List.of(
                new KitItem(
                        board,
                        "Penguin's Night Out board for " + players + " players: map, setup card (nests, buddies, "
                                + "first player), then the board at true size (one landscape page); print at actual size"),
                new KitItem(
                        rules,
                        "Penguin's Night Out rules in brief with this game's nests and buddy hand-out; print on "
                                + "plain paper"),
                new KitItem(
                        pieces,
                        "Penguin's Night Out pieces on card: a fold-up penguin and two buddy tokens for each of the "
                                + players + " players, two six-sided dice; page 2, two ten-sided dice, only for the "
                                + "Elbow Room variant"),
                new KitItem(
                        dominoes,
                        "Penguin's Night Out double-six dominoes (1 x 2 in): print at actual size, glue on card, "
                                + "cut on the shared outlines (only needed without a real set)"));
    }

    /** Its page of the kit's assembly sheet: how to make the game from the prints, and what else to bring. */
    @Override
    public KitSteps kitSteps() {
        return new KitSteps(
                List.of(
                        "Print the board at actual size on one landscape page (1 in squares for the compact "
                                + "board); if it is tiled, the setup card says how to join the pages. Put the map and "
                                + "setup card beside it.",
                        "Pieces, printed on card: cut each penguin strip on its outline, fold it on the three "
                                + "dashed lines so the two panels meet at the top, and glue the grey base flaps one on "
                                + "the other under it; it stands on 20 x 12 mm, inside a square, and on the buddies it "
                                + "carries. Cut the 15 mm buddy tokens (R1 is red's buddy 1, as the setup card names "
                                + "them). Fold the two six-sided dice with the pips outside and glue their grey tabs "
                                + "inside. The ten-sided dice of page 2 are only for Elbow Room; they show 0 to 9, "
                                + "and a 0 is rolled again.",
                        "Only without a real double-six set: glue the domino pages on thin card, then cut on the "
                                + "shared outlines (each domino 1 x 2 in); the crop marks extend every cut line past the "
                                + "pieces."),
                "Scissors, a glue stick and card stock (or print the pieces and dominoes straight on card). A "
                        + "pencil and a scrap of paper, to note each player's nest. A real double-six set, a pawn "
                        + "and two coins a player, and two six-sided dice can stand in for the printed ones. Elbow "
                        + "Room needs a double-nine set (55 dominoes; the printed ones are double-six) with its "
                        + "ten-sided dice.",
                Map.of(
                        "penguins-components.pdf", KitSteps.CARD + "; page 2 only for Elbow Room",
                        "penguins-dominoes.pdf", KitSteps.CARD + ", or plain paper glued on card"),
                "The board, map and setup card; a penguin and two buddy tokens a player; two six-sided dice (two "
                        + "ten-sided ones for Elbow Room); 28 dominoes if you print them.",
                "About 30 minutes for the penguins, tokens and dice; 30 more to cut a set of dominoes.");
    }
}
