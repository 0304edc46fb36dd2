package pnp.fridge.commands;

import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.Options;
import pnp.cli.Command;
import pnp.cli.CommonOptions;
import pnp.cli.Drawing;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.fridge.model.Position;
import pnp.fridge.rules.Score;
import pnp.fridge.rules.Scorer;
import pnp.fridge.sheets.ScorePicture;
import pnp.io.TextSource;

/** {@code pnp fridge score FILE [--json] [--pdf F] [--png F]}: the final count of a finished game, and its picture. */
public final class ScoreCommand implements Command {
    @Override public String name() { return "score"; }

    @Override public Options options() {
        return CommonOptions.of(CommonOptions.json(), Drawing.pdf("every player's network with the longest chain"),
                Drawing.png(), CommonOptions.paper());
    }

    @Override public int run(Invocation inv) throws Exception {
        String file = inv.args(1, "FILE").get(0);
        TextSource src = inv.readText(file);
        Position position = FridgeInput.read(src);
        Score score = Scorer.score(position);
        List<Path> written = Drawing.wanted(inv)
                ? Drawing.write(inv, ScorePicture.pdf(src.name(), position, score, inv.paper())) : List.of();
        if (inv.has("json")) inv.out().println(pnp.cli.Json.write(ScoreReport.json(score)));
        else inv.out().print(ScoreReport.text(score));
        for (Path p : written) inv.wrote(p);
        return ExitStatus.OK;
    }
}
