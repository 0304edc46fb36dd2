package pnp.ikes.commands;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.cli.Verb;
import pnp.ikes.format.IkesWriter;
import pnp.ikes.format.LiveLog;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.json.ScoreJson;
import pnp.ikes.model.Sheet;
import pnp.ikes.rules.ClaimCheck;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.Replay;
import pnp.ikes.rules.ScoreResult;
import pnp.io.AtomicFiles;
import pnp.io.TextSource;

/**
 * {@code pnp ikes replay LOG}: checks a solo game's move log against its challenge, or a live game's log
 * against the rolls it records ({@link LiveReplay}), and scores the result.
 */
public final class ReplayCommand extends Verb {
    public ReplayCommand() {
        super(
                "replay",
                () -> CommonOptions.of(
                        CommonOptions.json(),
                        CommonOptions.valued("claim", "N", "the score you wrote down; exit status 1 when it differs"),
                        CommonOptions.valued("sheet", "FILE", "also write the final sheet in the .ikes format")));
        writes(List.of("sheet"));
    }

    /** {@code --json} for an illegal log: where the first illegal move is, and why. */
    record Illegal(boolean legal, int line, int column, String reason, int turns) {}

    /** {@code --json} for a legal log: the game's end, then the score's keys ({@link ScoreJson}). */
    record Replayed(
            boolean legal,
            long seed,
            int turns,
            boolean stopped,
            int coins,
            int rerolls,
            int cafeterias,
            @JsonUnwrapped ScoreJson score) {}

    @Override
    public int run(Invocation inv) throws IOException {
        String name = inv.args(1, "one move log (LOG), or - for standard input").get(0);
        OptionalInt claim =
                inv.has("claim") ? OptionalInt.of(inv.intValue("claim", 0, -200, 200)) : OptionalInt.empty();
        TextSource src = inv.readText(name, "an Ike's move log", 1 << 20);
        if (LiveLog.isLive(src)) return LiveReplay.run(inv, src, claim);
        MoveLog log = MoveLog.parse(src);
        Replay.Result r = Replay.run(log.seed(), log.moves(), log.tileIds(), TileChartParser.standard());
        if (!r.legal()) {
            Replay.Failure f = r.failure();
            MoveLog.Entry at = log.entries().get(f.index());
            inv.err()
                    .println("pnp: " + log.source() + ":" + at.line() + ":"
                            + at.column(f.error().part()) + ": " + f.reason());
            if (inv.has("json")) {
                inv.out()
                        .println(Json.write(new Illegal(
                                false,
                                at.line(),
                                at.column(f.error().part()),
                                f.reason(),
                                r.position().turnsPlayed())));
            }
            return ExitStatus.CHECK_FAILED;
        }
        Position end = r.position();
        Sheet sheet = end.sheet();
        ScoreResult score = end.score();
        if (inv.has("sheet")) {
            Path out = inv.resolve(inv.value("sheet").orElseThrow());
            String text =
                    "# challenge " + log.seed() + ", replayed from " + log.source() + "\n" + IkesWriter.write(sheet);
            AtomicFiles.write(out, text.getBytes(StandardCharsets.UTF_8));
            // stdout carries one JSON object with --json, so the note goes to stderr then
            inv.wrote(out);
        }
        Optional<ClaimCheck> check =
                claim.isPresent() ? Optional.of(ClaimCheck.of(score, claim.getAsInt())) : Optional.empty();
        boolean matches = check.map(ClaimCheck::matches).orElse(true);
        if (inv.has("json")) {
            // the coin count is the sheet's (at most 99, the coin box), stated once, before the score
            inv.out()
                    .println(Json.write(new Replayed(
                            true,
                            log.seed(),
                            end.turnsPlayed(),
                            end.stopped(),
                            sheet.coins().orElse(end.coins()),
                            end.lightUsed() + end.darkUsed(),
                            end.cafeteriaCount(),
                            ScoreJson.of(log.source(), score, check).withoutCoins())));
        } else {
            inv.out().print(header(log, end));
            inv.out().print(ScoreReport.text(log.source(), score, check));
        }
        return matches ? ExitStatus.OK : ExitStatus.CHECK_FAILED;
    }

    static String header(MoveLog log, Position end) {
        StringBuilder b = new StringBuilder();
        b.append("challenge ")
                .append(log.seed())
                .append(": every move is legal; ")
                .append(end.turnsPlayed())
                .append(" turn")
                .append(end.turnsPlayed() == 1 ? "" : "s")
                .append(" played")
                .append(end.stopped() ? ", then stopped" : end.over() ? ", all turns used" : "")
                .append('\n');
        return b.append(tally(end)).toString();
    }

    /** The line under a replay's first: coins left, rerolls and cafeterias, then a blank line. */
    static String tally(Position end) {
        return "coins left " + end.coins() + ", rerolls " + (end.lightUsed() + end.darkUsed()) + ", cafeterias "
                + end.cafeteriaCount() + "\n\n";
    }
}
