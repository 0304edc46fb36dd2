package pnp.bridgewars.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.format.LogFormat;
import pnp.bridgewars.format.TopFormat;
import pnp.bridgewars.json.ScoreJson;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Log;
import pnp.bridgewars.model.Placement;
import pnp.bridgewars.rules.Match;
import pnp.bridgewars.rules.Replay;
import pnp.bridgewars.rules.Score;
import pnp.bridgewars.rules.Scoring;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.cli.Verb;
import pnp.io.AtomicFiles;
import pnp.io.TextSource;

/** {@code pnp bridgewars replay LOG [--json] [--top FILE] [--advanced]}: referee a placement log. */
final class ReplayCommand extends Verb {
    ReplayCommand() {
        super(
                "replay",
                () -> CommonOptions.of(
                        CommonOptions.json(),
                        CommonOptions.valued(
                                "top", "FILE", "also write the final top-down view to FILE in the .bridge format"),
                        CommonOptions.flag(
                                "advanced",
                                "advanced rules: a placement breaking rule 1 or 2 loses the turn instead of stopping the replay")));
        writes(List.of("top"));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        String file = inv.args(1, "LOG (the placement log)").get(0);
        TextSource src = inv.readText(file, "a Bridge Wars log", 1 << 20);
        BlockSet set = BlockSetFormat.standard();
        Log log = LogFormat.parse(src, set);
        Replay.Result r = Replay.run(log, set, inv.has("advanced"));
        Score score = Scoring.score(r.last().position().topView());
        if (inv.has("json")) {
            inv.out().println(Json.write(json(log, r, score)));
        } else {
            inv.out().print(text(log, r, score));
        }
        if (!r.ok()) {
            inv.err()
                    .println("pnp: " + src.name() + ":" + r.stoppedAt().line() + ": illegal placement '"
                            + r.stoppedAt().text() + "': " + r.failure());
            return ExitStatus.CHECK_FAILED;
        }
        if (inv.has("top")) {
            Path top = inv.resolve(inv.value("top").orElseThrow());
            AtomicFiles.writeString(top, TopFormat.write(r.last().position().topView()));
            inv.wrote(top);
        }
        return ExitStatus.OK;
    }

    static String turnText(Match.Turn t) {
        Placement p = t.placement();
        StringBuilder b = new StringBuilder();
        b.append(String.format(
                "line %-4d %c %-6s %-4s %-16s ",
                p.line(), p.player(), p.block(), p.orientation().code(), p.cellNames()));
        if (t.forfeited()) {
            b.append("breaks ").append(t.verdict().describe()).append("; ").append(t.note());
            return b.toString();
        }
        b.append("layer ")
                .append(t.verdict().layer())
                .append(", +")
                .append(t.effect().get(p.player()));
        for (Map.Entry<Character, Integer> e : t.effect().entrySet()) {
            if (e.getKey() != p.player() && e.getValue() < 0)
                b.append(", takes ").append(-e.getValue()).append(" from ").append(e.getKey());
        }
        if (t.note() != null) b.append("; ").append(t.note()).append(": every other player gets one more turn");
        return b.toString();
    }

    static String status(Match m) {
        if (m.isOver()) return "game over: " + m.over();
        String s = "game continues: " + m.toMove() + " to play ("
                + m.supplyOf(m.toMove()).size() + " blocks left)";
        if (m.finalTurnsLeft() > 0)
            s += "; " + m.finalTurnsLeft() + " last turn" + (m.finalTurnsLeft() == 1 ? "" : "s") + " to go after "
                    + m.ending();
        return s;
    }

    private static String text(Log log, Replay.Result r, Score score) {
        StringBuilder b = new StringBuilder();
        b.append("players in turn order: ");
        List<Claim> claims = log.setup().claims();
        for (int i = 0; i < claims.size(); i++) {
            Claim c = claims.get(i);
            b.append(i == 0 ? "" : ", ")
                    .append(c.letter())
                    .append(" (")
                    .append(c.corner())
                    .append(")");
        }
        b.append("; rods ").append(log.rods()).append(" layers high\n");
        for (Match.Turn t : r.turns()) b.append(turnText(t)).append('\n');
        if (!r.ok()) {
            b.append("stopped at line ")
                    .append(r.stoppedAt().line())
                    .append(": ")
                    .append(r.failure())
                    .append('\n');
            return b.toString();
        }
        b.append(status(r.last())).append("\n\ntop-down view:\n");
        b.append(TopFormat.write(r.last().position().topView())).append('\n');
        b.append(score.describe());
        return b.toString();
    }

    private static Map<String, Object> json(Log log, Replay.Result r, Score score) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rods", log.rods());
        m.put(
                "order",
                log.setup().claims().stream()
                        .map(c -> String.valueOf(c.letter()))
                        .toList());
        List<Object> turns = new ArrayList<>();
        for (Match.Turn t : r.turns()) turns.add(turnJson(t));
        m.put("turns", turns);
        if (!r.ok()) {
            Map<String, Object> ill = new LinkedHashMap<>();
            ill.put("line", r.stoppedAt().line());
            ill.put("placement", r.stoppedAt().text());
            ill.put("reason", r.failure());
            m.put("illegal", ill);
            return m;
        }
        m.put("over", r.last().isOver());
        m.put("status", status(r.last()));
        m.put("next", r.last().isOver() ? null : String.valueOf(r.last().toMove()));
        m.put("top", TopFormat.write(r.last().position().topView()).lines().toList());
        m.put("score", ScoreJson.of(score));
        return m;
    }

    static Map<String, Object> turnJson(Match.Turn t) {
        Map<String, Object> tm = new LinkedHashMap<>();
        Placement p = t.placement();
        tm.put("line", p.line());
        tm.put("player", String.valueOf(p.player()));
        tm.put("block", p.block());
        tm.put("orientation", p.orientation().code());
        tm.put("cells", p.cells().stream().map(Hole::name).toList());
        tm.put("forfeited", t.forfeited());
        if (t.forfeited()) {
            tm.put("rule", t.verdict().broken().number);
            tm.put("reason", t.verdict().reason());
        } else {
            tm.put("layer", t.verdict().layer());
            tm.put("gained", t.effect().get(p.player()));
            Map<String, Object> taken = new LinkedHashMap<>();
            for (Map.Entry<Character, Integer> e : t.effect().entrySet()) {
                if (e.getKey() != p.player() && e.getValue() < 0) taken.put(String.valueOf(e.getKey()), -e.getValue());
            }
            tm.put("taken", taken);
            if (t.note() != null) tm.put("ending", t.note());
        }
        return tm;
    }
}
