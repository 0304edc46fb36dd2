package pnp.ikes.commands;

import pnp.ikes.format.TileChartParser;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.sheets.SoloDocument;

import java.nio.file.Path;
import org.apache.commons.cli.Options;
import pnp.io.AtomicFiles;
import pnp.cli.Command;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.ikes.model.TileChart;
import pnp.ikes.model.Challenge;

/** {@code pnp ikes solo --seed N}: the printable solo challenge N. */
public final class SoloCommand implements Command {
    @Override public String name() { return "solo"; }

    @Override public String summary() {
        return "Print solo challenge N: a game sheet with its entrance and exit, the dice of its 40 turns and two reroll reserves.";
    }

    @Override public String details() {
        return """
                The same seed gives the same challenge everywhere, so players can compare scores on it.
                The sheet shows the challenge's par (the solver's score with a fixed budget, the same on
                every machine) and a score no play can beat (see seeds/ikes.md).
                Write your moves down and check the game with 'pnp ikes replay'; see how well it can be
                played with 'pnp ikes solve --seed N'.
                examples:
                  pnp ikes solo --seed 1
                  pnp ikes solo --seed 42 --paper a4 --out output/challenge-42.pdf
                """;
    }

    @Override public Options options() {
        return CommonOptions.of(CommonOptions.seed(), CommonOptions.paper(),
                CommonOptions.out("the PDF (default output/ikes-solo-N.pdf)"));
    }

    @Override public int run(Invocation inv) throws Exception {
        inv.args(0, "no arguments");
        long seed = inv.seed();
        Challenge ch = ChallengeGenerator.challenge(seed);
        TileChart chart = TileChartParser.standard();
        String note = ParNote.of(ch, chart);
        byte[] pdf = SoloDocument.render(inv.paper(), chart, ch, note);
        Path out = inv.outPath("output/ikes-solo-" + seed + ".pdf");
        AtomicFiles.write(out, pdf);
        inv.wrote(out, "challenge " + seed + ": " + note);
        return ExitStatus.OK;
    }
}
