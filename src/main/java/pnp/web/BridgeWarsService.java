package pnp.web;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pnp.bridgewars.format.TopFormat;
import pnp.bridgewars.json.ScoreJson;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Log;
import pnp.bridgewars.model.Setup;
import pnp.bridgewars.model.TopView;
import pnp.bridgewars.rules.Position;
import pnp.bridgewars.rules.Scoring;
import pnp.io.Diagnostic;
import pnp.io.InputException;
import pnp.io.TextSource;

/**
 * The one place where the web API meets the Bridge Wars top-view reader, writer and scorer (the code
 * behind {@code pnp bridgewars score}): the pad sends {@code .bridge} text and gets back every problem
 * at its line and column (and the hole it concerns, where it is one of the grid's codes), or the view
 * as the pad holds it, the writer's text and the score with the same keys as {@code --json}.
 */
public final class BridgeWarsService {
    /** The name problems are reported against, as if the pad's board were saved to this file. */
    public static final String FILE = "board.bridge";

    /**
     * Body of {@code POST /api/bridgewars/score}: the {@code .bridge} text, or instead {@code start}, the
     * claimed corners ({@code {"NW": "R", "SE": "B"}}) whose starting position is wanted: each player's
     * square in their corner, every other rod bare, no rod in an unclaimed corner.
     */
    public record BridgeIn(String text, Map<String, String> start) {
        /** The body the JSON names; the one-field form below is for callers with a text only. */
        @JsonCreator
        public BridgeIn {}

        public BridgeIn(String text) {
            this(text, null);
        }
    }

    public record BridgeOut(
            boolean ok,
            List<CheckOut.ProblemOut> problems,
            String text,
            Map<String, String> corners,
            List<String> grid,
            Map<String, Object> score) {}

    private BridgeWarsService() {}

    public static BridgeOut score(BridgeIn in) {
        if (in.start() != null) {
            if (in.text() != null) throw new BadRequest("give either text or start, not both");
            return answer(Position.start(setup(in.start()), Log.DEFAULT_RODS).topView());
        }
        if (in.text() == null) throw new BadRequest("text: the .bridge text is missing");
        TopView view;
        try {
            view = TopFormat.parse(new TextSource(FILE, in.text()));
        } catch (InputException e) {
            List<String> lines = in.text().lines().toList();
            List<CheckOut.ProblemOut> ps = new ArrayList<>();
            for (Diagnostic p : e.diagnostics())
                ps.add(new CheckOut.ProblemOut(p.line(), p.column(), p.message(), hole(lines, p)));
            return new BridgeOut(false, ps, in.text(), null, null, null);
        }
        return answer(view);
    }

    /** The claims of a start request, in the order given (the turn order), each checked. */
    private static Setup setup(Map<String, String> start) {
        List<Claim> claims = new ArrayList<>();
        Set<Character> letters = new HashSet<>();
        for (Map.Entry<String, String> e : start.entrySet()) {
            Corner corner = Corner.parse(e.getKey())
                    .orElseThrow(() ->
                            new BadRequest("start: unknown corner '" + e.getKey() + "'; expected NW, NE, SW or SE"));
            String v = e.getValue();
            if (v == null || !v.matches("[A-Z]"))
                throw new BadRequest("start: corner " + corner + " needs a player's capital letter, not '" + v + "'");
            if (!letters.add(v.charAt(0)))
                throw new BadRequest("start: player " + v + " claims two corners; each player claims one");
            claims.add(new Claim(corner, v.charAt(0)));
        }
        if (claims.size() < Setup.MIN_PLAYERS || claims.size() > Setup.MAX_PLAYERS)
            throw new BadRequest("start: 2 to 4 players each claim a corner, not " + claims.size());
        return new Setup(claims);
    }

    private static BridgeOut answer(TopView view) {
        Map<String, String> corners = new LinkedHashMap<>();
        for (Claim c : view.setup().claims()) corners.put(c.corner().name(), String.valueOf(c.letter()));
        List<String> grid = new ArrayList<>();
        for (int r = 0; r < Board.SIZE; r++) grid.add(view.cells().substring(r * Board.SIZE, (r + 1) * Board.SIZE));
        return new BridgeOut(true, List.of(), TopFormat.write(view), corners, grid, ScoreJson.of(Scoring.score(view)));
    }

    /** The hole a problem points at when it is on a grid row (a line that starts with its row number). */
    private static String hole(List<String> lines, Diagnostic p) {
        if (p.line() < 1 || p.line() > lines.size()) return null;
        String[] words = lines.get(p.line() - 1).trim().split("\\s+");
        if (words.length < 2 || !words[0].matches("[0-9]{1,2}")) return null;
        int row = Integer.parseInt(words[0]) - 1;
        String line = lines.get(p.line() - 1);
        int word = -1;
        for (int i = 0, n = 0; i < line.length() && i < p.column(); i++) {
            if (!Character.isWhitespace(line.charAt(i)) && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) n++;
            word = n - 2; // the row number is word 1; the codes follow
        }
        if (row < 0 || row >= Board.SIZE || word < 0 || word >= Board.SIZE) return null;
        return new Hole(word, row).name();
    }
}
