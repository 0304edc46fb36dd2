package pnp.fridge.commands;

import org.apache.commons.cli.Options;
import pnp.cli.Command;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.fridge.model.Position;
import pnp.fridge.rules.Score;
import pnp.fridge.rules.Scorer;

/** {@code pnp fridge score FILE [--json]}: the final count of a finished game. */
public final class ScoreCommand implements Command {
    @Override public String name() { return "score"; }

    @Override public Options options() {
        return CommonOptions.of(CommonOptions.json());
    }

    @Override public int run(Invocation inv) {
        String file = inv.args(1, "FILE").get(0);
        Position position = FridgeInput.read(inv.readText(file));
        Score score = Scorer.score(position);
        if (inv.has("json")) inv.out().println(pnp.cli.Json.write(ScoreReport.json(score)));
        else inv.out().print(ScoreReport.text(score));
        return ExitStatus.OK;
    }
}
