package pnp.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.format.LogFormat;
import pnp.bridgewars.json.ScoreJson;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.Log;
import pnp.bridgewars.model.Placement;
import pnp.bridgewars.rules.Match;
import pnp.bridgewars.rules.Position;
import pnp.bridgewars.rules.Scoring;
import pnp.io.Diagnostic;
import pnp.io.InputException;
import pnp.io.TextSource;

/**
 * {@code POST /api/bridgewars/replay}: a placement log played turn by turn with the rules behind
 * {@code pnp bridgewars replay}, every state kept so the pad can step through them and draw any row from
 * the side: which block rests on which layer of each rod.
 */
public final class BridgeWarsReplay {
    /** The name problems are reported against. */
    public static final String FILE = "game.bwlog";

    /** Body: the {@code .bwlog} text, and whether the advanced rules apply (rule 1 or 2 costs the turn). */
    public record ReplayIn(String text, Boolean advanced) {}

    /** A block in play: whose, which, and the log line that placed it (0 for a starting square). */
    public record BlockOut(String player, String block, int line) {}

    /**
     * The state after a step. {@code stacks[row][col]} lists, bottom layer first, the number of the block
     * (1-based, into {@code blocks}) filling each layer of that rod, 0 for an empty layer under a bridge;
     * empty for a bare rod or a hole with no rod ({@code grid} tells which: {@code .}).
     */
    public record StepOut(
            String turn,
            int layer,
            boolean forfeited,
            String note,
            List<String> grid,
            List<List<List<Integer>>> stacks,
            List<BlockOut> blocks,
            Map<String, Object> score) {}

    /** The answer: problems when the log cannot be read, else every step from the start and why it stopped. */
    public record ReplayOut(
            boolean ok,
            List<CheckOut.ProblemOut> problems,
            int rods,
            List<StepOut> steps,
            String stopped,
            String status) {}

    /**
     * The most placements a replay plays. A game places at most 4 x 19 = 76 blocks, but under the
     * advanced rules a lost turn gives the block back, so a log can go on for ever, and every step's
     * state is sent: a 64 KB log of 3,997 lost turns answered 4.1 MB in 2.4 s. Over five times the
     * longest game is plenty.
     */
    public static final int MAX_PLACEMENTS = 400;

    private BridgeWarsReplay() {}

    public static ReplayOut replay(ReplayIn in) {
        if (in.text() == null) throw new BadRequest("text: the .bwlog text is missing");
        boolean advanced = Boolean.TRUE.equals(in.advanced());
        BlockSet set = BlockSetFormat.standard();
        Log log;
        try {
            log = LogFormat.parse(new TextSource(FILE, in.text()), set);
        } catch (InputException e) {
            List<CheckOut.ProblemOut> ps = new ArrayList<>();
            for (Diagnostic p : e.diagnostics())
                ps.add(new CheckOut.ProblemOut(p.line(), p.column(), p.message(), null));
            return new ReplayOut(false, ps, 0, List.of(), null, null);
        }
        if (log.placements().size() > MAX_PLACEMENTS) {
            Placement first = log.placements().get(MAX_PLACEMENTS);
            return new ReplayOut(
                    false,
                    List.of(new CheckOut.ProblemOut(
                            first.line(),
                            1,
                            "placement " + (MAX_PLACEMENTS + 1) + ": the replay plays at most " + MAX_PLACEMENTS
                                    + " placements (a game has at most 76)",
                            null)),
                    0,
                    List.of(),
                    null,
                    null);
        }
        Match m = Match.start(log.setup(), log.rods(), set);
        List<StepOut> steps = new ArrayList<>();
        steps.add(step("start: each player's square in their corner", 1, false, null, m.position()));
        String stopped = null;
        for (Placement p : log.placements()) {
            try {
                Match.Step s = m.play(p, advanced);
                m = s.next();
                steps.add(step(
                        "line " + p.line() + ": " + p.text(),
                        s.turn().verdict().layer(),
                        s.turn().forfeited(),
                        s.turn().note(),
                        m.position()));
            } catch (Match.IllegalPlacement e) {
                stopped = FILE + ":" + p.line() + ": illegal placement '" + p.text() + "': " + e.getMessage();
                break;
            }
        }
        String status = m.isOver() ? "game over: " + m.over() : "game continues: " + m.toMove() + " to play";
        return new ReplayOut(true, List.of(), log.rods(), steps, stopped, status);
    }

    private static StepOut step(String turn, int layer, boolean forfeited, String note, Position pos) {
        List<Position.Stacked> blocks = pos.blocks();
        List<BlockOut> out = new ArrayList<>();
        for (Position.Stacked s : blocks) {
            out.add(new BlockOut(
                    String.valueOf(s.player()),
                    s.placement().block(),
                    s.placement().line()));
        }
        List<List<List<Integer>>> stacks = new ArrayList<>();
        for (int row = 0; row < Board.SIZE; row++) {
            List<List<Integer>> r = new ArrayList<>();
            for (int col = 0; col < Board.SIZE; col++) {
                Hole h = new Hole(col, row);
                List<Integer> layers = new ArrayList<>();
                for (int l = 1; l <= pos.top(h); l++) {
                    Position.Stacked s = pos.at(h, l);
                    layers.add(s == null ? 0 : blocks.indexOf(s) + 1);
                }
                r.add(layers);
            }
            stacks.add(r);
        }
        String cells = pos.topView().cells();
        List<String> grid = new ArrayList<>();
        for (int r = 0; r < Board.SIZE; r++) grid.add(cells.substring(r * Board.SIZE, (r + 1) * Board.SIZE));
        return new StepOut(turn, layer, forfeited, note, grid, stacks, out, ScoreJson.of(Scoring.score(pos.topView())));
    }
}
