package pnp.bridgewars.commands;

import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.Options;
import pnp.bridgewars.format.TopFormat;
import pnp.bridgewars.model.TopView;
import pnp.bridgewars.rules.Score;
import pnp.bridgewars.rules.Scoring;
import pnp.bridgewars.sheets.ScorePicture;
import pnp.cli.Command;
import pnp.cli.CommonOptions;
import pnp.cli.Drawing;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.io.TextSource;

/** {@code pnp bridgewars score FILE [--json] [--pdf F] [--png F]}: the final count from a top-down view, and its picture. */
final class ScoreCommand implements Command {
    @Override public String name() { return "score"; }

    @Override public Options options() {
        return CommonOptions.of(CommonOptions.json(), Drawing.pdf("the top view with every rod's owner and the winner"),
                Drawing.png(), CommonOptions.paper());
    }

    @Override public int run(Invocation inv) throws Exception {
        String file = inv.args(1, "FILE (the top-down view)").get(0);
        TextSource src = inv.readText(file);
        TopView view = TopFormat.parse(src);
        Score score = Scoring.score(view);
        List<Path> written = Drawing.wanted(inv)
                ? Drawing.write(inv, ScorePicture.pdf(src.name(), view, score, inv.paper())) : List.of();
        inv.out().print(inv.has("json") ? Json.write(score.toJson()) + "\n" : score.describe());
        for (Path p : written) inv.wrote(p);
        return ExitStatus.OK;
    }
}
