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

    @Override public String summary() { return "Score a final position written as the top-down view (.bridge)."; }

    @Override public String arguments() { return "FILE"; }

    @Override public String details() {
        return """
                FILE ('-' for standard input) holds 'corner CORNER LETTER' lines (2 to 4, e.g. 'corner NW R')
                and 'top' followed by 11 rows of 11 codes, columns a..k, rows 1..11:
                '.' no rod (unclaimed corners only), '-' a rod with no block, a letter: whose block is uppermost.
                Each acrylic rod scores 1 to the owner of its uppermost block, the brass rod f6 scores 5.
                example: pnp bridgewars score seeds/bridge-wars/example.bridge
                """;
    }

    @Override public Options options() { return CommonOptions.of(CommonOptions.json()); }

    @Override public int run(Invocation inv) {
        String file = inv.args(1, "FILE (the top-down view)").get(0);
        TopView view = TopFormat.parse(inv.readText(file));
        Score score = Scoring.score(view);
        inv.out().print(inv.has("json") ? Json.write(score.toJson()) + "\n" : score.describe());
        return ExitStatus.OK;
    }
}
