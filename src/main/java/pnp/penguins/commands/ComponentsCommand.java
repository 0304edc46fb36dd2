package pnp.penguins.commands;

import java.io.IOException;
import java.nio.file.Path;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Verb;
import pnp.io.AtomicFiles;
import pnp.penguins.model.DominoSet;
import pnp.penguins.rules.Generator;
import pnp.penguins.sheets.PiecesSheet;

/** {@code pnp penguins components}: the fold-up penguins, the buddy tokens and the dice to cut out of card. */
public final class ComponentsCommand extends Verb {
    public ComponentsCommand() {
        super(
                "components",
                () -> CommonOptions.of(
                        CommonOptions.players(2, 4),
                        DominoOptions.set("which dice: double-six (the default) prints six-sided dice, double-nine"
                                + " (Elbow Room) ten-sided ones"),
                        CommonOptions.paper(),
                        CommonOptions.out("the PDF (default output/penguins-components.pdf)")));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        int players = inv.intValue("players", 4, 2, 4);
        DominoSet set = DominoOptions.set(inv).orElse(DominoSet.DOUBLE_SIX);
        Path out = inv.outPath("output/penguins-components.pdf");
        byte[] pdf = PiecesSheet.pdf(
                inv.paper(),
                Generator.COLOURS.subList(0, players),
                set == DominoSet.DOUBLE_NINE ? PiecesSheet.Dice.TEN : PiecesSheet.Dice.SIX);
        AtomicFiles.write(out, pdf);
        inv.wrote(out);
        return ExitStatus.OK;
    }
}
