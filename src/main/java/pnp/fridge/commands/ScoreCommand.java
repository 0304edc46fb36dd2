package pnp.fridge.commands;

import java.io.IOException;
import pnp.cli.Drawing;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.cli.Verb;
import pnp.fridge.model.Position;
import pnp.fridge.rules.Score;
import pnp.fridge.rules.Scorer;
import pnp.fridge.sheets.ScorePicture;
import pnp.io.TextSource;

/** {@code pnp fridge score FILE [--json] [--pdf F] [--png F]}: the final count of a finished game, and its picture. */
public final class ScoreCommand extends Verb {
    public ScoreCommand() {
        super("score", () -> Drawing.scoreOptions("every player's network with the longest chain"));
        writes(Drawing.OUTPUTS);
    }

    @Override
    public int run(Invocation inv) throws IOException {
        TextSource src = inv.readText(inv.args(1, "FILE").get(0), "a Fridge game", 256 << 10);
        Position position = FridgeInput.read(src);
        Score score = Scorer.score(position);
        String output = inv.has("json") ? Json.write(ScoreReport.json(score)) + "\n" : ScoreReport.text(score);
        Drawing.finish(inv, output, () -> ScorePicture.pdf(src.name(), position, score, inv.paper()));
        return ExitStatus.OK;
    }
}
