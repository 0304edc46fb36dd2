package pnp.bridgewars.commands;

import pnp.bridgewars.format.TopFormat;
import pnp.bridgewars.model.TopView;
import pnp.bridgewars.rules.Score;
import pnp.bridgewars.rules.Scoring;

import org.apache.commons.cli.Options;
import pnp.cli.Command;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;

/** {@code pnp bridgewars score FILE [--json]}: the final count from a top-down view. */
final class ScoreCommand implements Command {
    @Override public String name() { return "score"; }

    @Override public Options options() { return CommonOptions.of(CommonOptions.json()); }

    @Override public int run(Invocation inv) {
        String file = inv.args(1, "FILE (the top-down view)").get(0);
        TopView view = TopFormat.parse(inv.readText(file));
        Score score = Scoring.score(view);
        inv.out().print(inv.has("json") ? Json.write(score.toJson()) + "\n" : score.describe());
        return ExitStatus.OK;
    }
}
