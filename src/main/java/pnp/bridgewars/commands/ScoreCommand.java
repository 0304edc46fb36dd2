package pnp.bridgewars.commands;

import java.io.IOException;
import pnp.bridgewars.format.TopFormat;
import pnp.bridgewars.json.ScoreJson;
import pnp.bridgewars.model.TopView;
import pnp.bridgewars.rules.Score;
import pnp.bridgewars.rules.Scoring;
import pnp.bridgewars.sheets.ScorePicture;
import pnp.cli.Drawing;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.cli.Verb;
import pnp.io.TextSource;

/** {@code pnp bridgewars score FILE [--json] [--pdf F] [--png F]}: the final count from a top-down view, and its picture. */
final class ScoreCommand extends Verb {
    ScoreCommand() {
        super("score", () -> Drawing.scoreOptions("the top view with every rod's owner and the winner"));
        writes(Drawing.OUTPUTS);
    }

    @Override
    public int run(Invocation inv) throws IOException {
        TextSource src =
                inv.readText(inv.args(1, "FILE (the top-down view)").get(0), "a Bridge Wars top view", 256 << 10);
        TopView view = TopFormat.parse(src);
        Score score = Scoring.score(view);
        Drawing.finish(
                inv,
                inv.has("json") ? Json.write(ScoreJson.of(score)) + "\n" : score.describe(),
                () -> ScorePicture.pdf(src.name(), view, score, inv.paper()));
        return ExitStatus.OK;
    }
}
