package pnp.ikes.commands;

import java.io.IOException;
import java.nio.file.Path;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Verb;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.sheets.SoloDocument;
import pnp.io.AtomicFiles;

/** {@code pnp ikes solo --seed N}: the printable solo challenge N. */
public final class SoloCommand extends Verb {
    public SoloCommand() {
        super(
                "solo",
                () -> CommonOptions.of(
                        CommonOptions.seed(),
                        CommonOptions.paper(),
                        CommonOptions.noRules("leave out the rules page (printed after the dice by default)"),
                        CommonOptions.out("the PDF (default output/ikes-solo-N.pdf)")));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        inv.noArgs();
        long seed = inv.seed();
        Challenge ch = ChallengeGenerator.challenge(seed);
        TileChart chart = TileChartParser.standard();
        String note = ParNote.of(ch, chart);
        byte[] pdf = SoloDocument.render(inv.paper(), chart, ch, note, inv.withRules());
        Path out = inv.outPath("output/ikes-solo-" + seed + ".pdf");
        AtomicFiles.write(out, pdf);
        inv.wrote(out, "challenge " + seed + ": " + note);
        return ExitStatus.OK;
    }
}
