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

    @Override public String summary() { return "score a final position: captures, infiltration, longest road, winners"; }

    @Override public String arguments() { return "FILE"; }

    @Override public String details() {
        return """
                FILE is a .fridge position (- reads standard input): one statement a line,
                  player COLOR              starts a player's block (2 to 4 players)
                  bar LENGTH FROM TO        a bar of 1, 2 or 4 inches between two points
                  cross COLOR [JUNCTION]    a capture; through JUNCTION breaks that junction
                points are junction names, base (your base) or @COLOR (another player's base);
                # starts a comment. The format and the scoring are in seeds/fridge.md.
                Exit status 0 scored, 2 the position is invalid (file:line:column: reason).
                example: pnp fridge score seeds/fridge/example.fridge --json""";
    }

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
