package pnp.bridgewars.commands;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.format.LogFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.rules.Match;
import pnp.bridgewars.rules.Moves;
import pnp.bridgewars.rules.Replay;
import pnp.cli.CommonOptions;
import pnp.cli.ExitStatus;
import pnp.cli.Invocation;
import pnp.cli.Json;
import pnp.cli.Verb;
import pnp.io.TextSource;

/** {@code pnp bridgewars moves LOG [--json]}: every legal placement for the player whose turn is next. */
final class MovesCommand extends Verb {
    MovesCommand() {
        super(
                "moves",
                () -> CommonOptions.of(
                        CommonOptions.json(),
                        CommonOptions.flag(
                                "advanced",
                                "replay the log by the advanced rules (a placement breaking rule 1 or 2 loses the turn)")));
    }

    @Override
    public int run(Invocation inv) throws IOException {
        String file = inv.args(1, "LOG (the placement log)").get(0);
        TextSource src = inv.readText(file, "a Bridge Wars log", 1 << 20);
        BlockSet set = BlockSetFormat.standard();
        Replay.Result r = Replay.run(LogFormat.parse(src, set), set, inv.has("advanced"));
        if (!r.ok()) {
            inv.err()
                    .println("pnp: " + src.name() + ":" + r.stoppedAt().line() + ": illegal placement '"
                            + r.stoppedAt().text() + "': " + r.failure());
            return ExitStatus.CHECK_FAILED;
        }
        Match m = r.last();
        List<Moves.Move> moves = m.isOver() ? List.of() : Moves.all(m.position(), m.toMove(), m.supplyOf(m.toMove()));
        if (inv.has("json")) {
            Map<String, Object> j = new LinkedHashMap<>();
            j.put("over", m.isOver());
            j.put("status", ReplayCommand.status(m));
            j.put("player", m.isOver() ? null : String.valueOf(m.toMove()));
            List<Object> list = new ArrayList<>();
            for (Moves.Move mv : moves) list.add(json(mv));
            j.put("moves", list);
            inv.out().println(Json.write(j));
            return ExitStatus.OK;
        }
        inv.out().println(ReplayCommand.status(m));
        if (m.isOver()) return ExitStatus.OK;
        inv.out()
                .println(moves.size() + " legal placement" + (moves.size() == 1 ? "" : "s") + " for " + m.toMove()
                        + " (best first: points gained plus points taken):");
        for (Moves.Move mv : moves) inv.out().println(text(mv));
        return ExitStatus.OK;
    }

    static String text(Moves.Move mv) {
        StringBuilder b = new StringBuilder(
                String.format("%-36s layer %d, +%d", mv.placement().text(), mv.layer(), mv.gained()));
        for (Map.Entry<Character, Integer> e : mv.taken().entrySet())
            b.append(", takes ").append(e.getValue()).append(" from ").append(e.getKey());
        if (!mv.sameShape().isEmpty())
            b.append(" (or ").append(String.join(", ", mv.sameShape())).append(")");
        return b.toString();
    }

    static Map<String, Object> json(Moves.Move mv) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("placement", mv.placement().text());
        o.put("block", mv.placement().block());
        o.put("orientation", mv.placement().orientation().code());
        o.put("cells", mv.placement().cells().stream().map(Hole::name).toList());
        o.put("layer", mv.layer());
        o.put("gained", mv.gained());
        Map<String, Object> taken = new LinkedHashMap<>();
        mv.taken().forEach((k, v) -> taken.put(String.valueOf(k), v));
        o.put("taken", taken);
        o.put("sameShape", mv.sameShape());
        return o;
    }
}
