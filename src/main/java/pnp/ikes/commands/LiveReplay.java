package pnp.ikes.commands;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.ikes.format.IkesWriter;
import pnp.ikes.format.LiveLog;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.json.ScoreJson;
import pnp.ikes.model.LiveSheet;
import pnp.ikes.rules.ClaimCheck;
import pnp.ikes.rules.LiveRules;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.ScoreResult;
import pnp.io.AtomicFiles;
import pnp.io.InputException;
import pnp.io.TextSource;

/** {@code pnp ikes replay} of a live game's log ({@link LiveLog}): the same checks and report as a solo log's. */
final class LiveReplay {
    /** {@code --json} for a legal log without doors: no route, so the score is 0. */
    record NoRoute(boolean legal, long seed, int turns, boolean stopped, int score, int routes) {}

    private LiveReplay() {}

    static int run(Invocation inv, TextSource src, OptionalInt claim) throws IOException {
        LiveLog log = LiveLog.parse(src);
        LiveSheet sheet = log.sheet();
        LiveRules.Result r = LiveRules.replay(sheet, TileChartParser.standard());
        if (!r.legal()) {
            MoveLog.Entry at = log.at().get(r.failedStep());
            int column = at.column(r.error().part());
            inv.err()
                    .println("pnp: " + log.source() + ":" + at.line() + ":" + column + ": "
                            + r.error().reason());
            if (inv.has("json")) {
                inv.out()
                        .println(Json.write(new ReplayCommand.Illegal(
                                false, at.line(), column, r.error().reason(), r.rolls())));
            }
            return ExitStatus.CHECK_FAILED;
        }
        Position end = r.position();
        if (end == null) return noRoute(inv, log, r, claim);
        ScoreResult score = end.score();
        if (inv.has("sheet")) {
            Path out = inv.resolve(inv.value("sheet").orElseThrow());
            String text = "# live game, table seed " + sheet.seed() + ", replayed from " + log.source() + "\n"
                    + IkesWriter.write(end.sheet());
            AtomicFiles.write(out, text.getBytes(StandardCharsets.UTF_8));
            inv.wrote(out);
        }
        Optional<ClaimCheck> check =
                claim.isPresent() ? Optional.of(ClaimCheck.of(score, claim.getAsInt())) : Optional.empty();
        if (inv.has("json")) {
            inv.out()
                    .println(Json.write(new ReplayCommand.Replayed(
                            true,
                            sheet.seed(),
                            end.turnsPlayed(),
                            r.stopped(),
                            end.sheet().coins().orElse(end.coins()),
                            end.lightUsed() + end.darkUsed(),
                            end.cafeteriaCount(),
                            ScoreJson.of(log.source(), score, check).withoutCoins())));
        } else {
            inv.out().print(header(sheet, end.turnsPlayed(), r.stopped()));
            inv.out().print(ReplayCommand.tally(end));
            inv.out().print(ScoreReport.text(log.source(), score, check));
        }
        return check.map(ClaimCheck::matches).orElse(true) ? ExitStatus.OK : ExitStatus.CHECK_FAILED;
    }

    private static int noRoute(Invocation inv, LiveLog log, LiveRules.Result r, OptionalInt claim) {
        if (inv.has("sheet")) {
            throw new InputException(log.source(), 1, 1, "the player drew no doors, so there is no sheet to write");
        }
        if (inv.has("json")) {
            inv.out().println(Json.write(new NoRoute(true, log.sheet().seed(), 0, r.stopped(), 0, 0)));
        } else {
            inv.out().print(header(log.sheet(), 0, r.stopped()));
            inv.out().print(log.source() + ": no entrance or exit drawn, so no route: score 0\n");
        }
        if (claim.isPresent() && claim.getAsInt() != 0) {
            inv.err().println("pnp: " + log.source() + ": the claim " + claim.getAsInt() + " differs from the score 0");
            return ExitStatus.CHECK_FAILED;
        }
        return ExitStatus.OK;
    }

    private static String header(LiveSheet sheet, int turns, boolean stopped) {
        return "live game, table seed " + sheet.seed() + ": every move is legal; " + turns + " turn"
                + (turns == 1 ? "" : "s") + " played" + (stopped ? ", then stopped" : "") + "\n";
    }
}
