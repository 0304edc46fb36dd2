package pnp.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.fridge.format.FridgeFormat;
import pnp.fridge.format.FridgeWriter;
import pnp.fridge.json.ScoreJson;
import pnp.fridge.model.PlayerBlock;
import pnp.fridge.model.Position;
import pnp.fridge.rules.PlayerScore;
import pnp.fridge.rules.PositionRules;
import pnp.fridge.rules.Score;
import pnp.fridge.rules.Scorer;
import pnp.io.Diagnostic;
import pnp.io.InputException;
import pnp.io.TextSource;

/**
 * The one place where the web API meets the Fridge reader, writer and scorer (the code behind
 * {@code pnp fridge score}): the pad sends {@code .fridge} text and gets back every problem at its
 * line and column, or the position as the pad holds it, the writer's text and the contract's score.
 */
public final class FridgeService {
    /** The name problems are reported against, as if the pad's position were saved to this file. */
    public static final String FILE = "position.fridge";

    /** Body of {@code POST /api/fridge/score}. */
    public record FridgeIn(String text) {}

    public record BarOut(int length, String from, String to) {}

    public record CrossOut(String color, String junction) {}

    public record PlayerOut(String color, List<BarOut> bars, List<CrossOut> crosses) {}

    /**
     * The answer: {@code ok} false with {@code problems}, or the {@code players} as read, the writer's
     * {@code text}, the {@code score} (same keys as {@code pnp fridge score --json}) and, per colour, the
     * 0-based numbers of the bars of the longest chain in the order walked ({@code chainBars}).
     */
    public record FridgeOut(
            boolean ok,
            List<CheckOut.ProblemOut> problems,
            String text,
            List<PlayerOut> players,
            ScoreJson score,
            Map<String, List<Integer>> chainBars) {}

    private FridgeService() {}

    public static FridgeOut score(FridgeIn in) {
        if (in.text() == null) throw new BadRequest("text: the .fridge text is missing");
        Position position;
        try {
            position = FridgeFormat.read(new TextSource(FILE, in.text()), PositionRules::check);
        } catch (InputException e) {
            List<CheckOut.ProblemOut> ps = new ArrayList<>();
            for (Diagnostic p : e.diagnostics())
                ps.add(new CheckOut.ProblemOut(p.line(), p.column(), p.message(), null));
            return new FridgeOut(false, ps, in.text(), null, null, null);
        }
        Score score = Scorer.score(position);
        Map<String, List<Integer>> chains = new LinkedHashMap<>();
        for (PlayerScore p : score.players())
            chains.put(
                    p.color(),
                    p.chain().steps().stream().map(s -> s.bar().number()).toList());
        return new FridgeOut(
                true, List.of(), FridgeWriter.write(position), players(position), ScoreJson.of(score), chains);
    }

    private static List<PlayerOut> players(Position position) {
        List<PlayerOut> out = new ArrayList<>();
        for (PlayerBlock p : position.players()) {
            out.add(new PlayerOut(
                    p.color(),
                    p.bars().stream()
                            .map(b -> new BarOut(b.length(), b.from().toString(), b.to().toString()))
                            .toList(),
                    p.crosses().stream()
                            .map(c -> new CrossOut(
                                    c.color(), c.breaks() ? c.junction().toString() : null))
                            .toList()));
        }
        return out;
    }
}
