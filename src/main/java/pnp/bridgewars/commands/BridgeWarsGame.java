package pnp.bridgewars.commands;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.sheets.BlockSheet;
import pnp.bridgewars.sheets.BoardSheet;
import pnp.bridgewars.sheets.Pitch;
import pnp.bridgewars.sheets.RulesReference;
import pnp.cli.KitItem;
import pnp.cli.KitRequest;
import pnp.cli.KitSteps;
import pnp.cli.NamedGame;
import pnp.io.AtomicFiles;
import pnp.pdf.Units;

/** Bridge Wars: its commands and its part of the game-night kit. */
public final class BridgeWarsGame extends NamedGame {
    public BridgeWarsGame() {
        super(
                "bridgewars",
                "Bridge Wars",
                new ScoreCommand(),
                new ReplayCommand(),
                new MovesCommand(),
                PrintCommands.board(),
                PrintCommands.blocks());
    }

    @Override
    public List<KitItem> kit(KitRequest request) throws IOException {
        double pitch = Pitch.DEFAULT;
        var board = AtomicFiles.write(
                request.folder().resolve("bridgewars-board.pdf"), BoardSheet.pdf(request.paper(), pitch));
        BlockSet set = BlockSetFormat.standard();
        int colours = Math.max(2, Math.min(4, request.players()));
        var blocks = AtomicFiles.write(
                request.folder().resolve("bridgewars-blocks.pdf"),
                BlockSheet.pdf(request.paper(), pitch, set, colours));
        var rules = AtomicFiles.write(
                request.folder().resolve("bridgewars-rules.pdf"),
                RulesReference.pdf(request.paper(), RulesReference.example(colours)));
        return List.of(
                new KitItem(
                        board,
                        "board drilling template at true size (hole pitch " + Units.describeMm(pitch)
                                + "), " + BoardSheet.pages(request.paper(), pitch)
                                + " pages: print at 100%, tape the pages together on their alignment marks (the"
                                + " diamonds marked 'do not drill'), drill at every circled cross; the last page gives"
                                + " the build sizes and the downers"),
                new KitItem(
                        blocks,
                        "block cutting templates (" + set.size() + " shapes): cut one of each in each of " + colours
                                + " colours, drill at every cross; the first lines give block thickness and hole"
                                + " diameter"),
                new KitItem(
                        rules,
                        "Bridge Wars rules in brief with the board after set-up for " + colours
                                + " players; print on plain paper"));
    }

    /** Its page of the kit's assembly sheet: how to make the game from the prints, and what else to bring. */
    @Override
    public KitSteps kitSteps() {
        return new KitSteps(
                List.of(
                        "Board: print the drilling template at 100%, tape its pages together on their alignment "
                                + "marks, fix it on the board and drill the 11 x 11 holes at a 25.4 mm pitch (only where "
                                + "the template says drill). The brass rod stands in the centre hole f6, the acrylic rods "
                                + "in the diamond around it and in the claimed corners. The board is exactly 11 in "
                                + "(279.4 mm) square: eleven holes a side, 1 in apart, the outer ones 1/2 in from its "
                                + "edge, so cut it on the template's heavy outline and no larger. Drill each hole for a "
                                + "1/4 in rod. The rods stand 6 block layers high by default: with 1/2 in blocks, 3 in "
                                + "of rod above the board.",
                        "Blocks: cut the 20 shapes of the template once in each player's colour, every square "
                                + "one pitch (25.4 mm) across, all blocks one layer thick (1/2 in), and drill a hole under "
                                + "every square, a little wider than the 1/4 in rods, so the block slides down them.",
                        "Downers: a dowel a player, in the player's colour, longer than the rods stand above the "
                                + "board, to push a block down its rods."),
                "An 18 mm board 11 in square, 1/2 in sheet material for the blocks in a colour per player (wood to "
                        + "paint, or acrylic), 120 acrylic rods and 1 brass rod 1/4 in across (the template's last "
                        + "page gives their length), a dowel a player for the downers, tape for the template, a "
                        + "drill with 1/4 in and slightly wider bits, a saw, sandpaper, a pencil.",
                Map.of(),
                "A drilled board, 121 rods (one of brass), 20 blocks in each player's colour, a downer a player.",
                "A weekend of woodwork: 121 holes in the board, 20 blocks a player to cut and drill.");
    }
}
