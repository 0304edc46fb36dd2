package pnp.penguins.commands;

import java.io.IOException;
import java.nio.file.Path;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Verb;
import pnp.io.AtomicFiles;
import pnp.penguins.model.DominoSet;
import pnp.penguins.sheets.DominoSheet;

/** {@code pnp penguins dominoes}: a set of cut-out dominoes. */
public final class DominoesCommand extends Verb {
    public DominoesCommand() {
        super(
                "dominoes",
                () -> CommonOptions.of(
                        DominoOptions.set("the set (default double-six)"),
                        DominoOptions.size(
                                "width of a domino, e.g. 1in or 24mm (default 1in; its length is twice that)"),
                        CommonOptions.paper(),
                        CommonOptions.out("the PDF (default output/penguins-dominoes.pdf)")));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        DominoSet set = DominoOptions.set(inv).orElse(DominoSet.DOUBLE_SIX);
        double size = DominoOptions.size(inv);
        Path out = inv.outPath("output/penguins-dominoes.pdf");
        byte[] pdf = DominoSheet.render(set, inv.paper(), size);
        AtomicFiles.write(out, pdf);
        inv.wrote(out);
        return ExitStatus.OK;
    }
}
