package pnp.web;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.Move;
import pnp.ikes.model.Tile;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.Replay;
import pnp.ikes.rules.RouteScorer;
import pnp.ikes.rules.Rules;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.rules.Variant;
import pnp.ikes.solver.UpperBound;
import pnp.io.InputException;
import pnp.io.TextSource;
import pnp.random.Seeds;

/**
 * The web's adapter to the solo engine: replays the page's moves against challenge N through the
 * same code as {@code pnp ikes replay} (the engine decides every legality question), and describes
 * the position for the page. Stateless: the page holds the moves, the server holds nothing.
 */
public final class SoloService {
    /** A game is at most the challenge's turns plus rerolls; a log longer than this is refused. */
    static final int MAX_MOVES = 400;

    private SoloService() {}

    /**
     * A solo game after its legal moves, in model values: the moves with the tile each placement took, the
     * position and its sheet's score; when a move was illegal, its index and the engine's reason.
     */
    public record Game(
            long seed,
            List<Move> moves,
            List<String> tileIds,
            Position position,
            ScoreResult score,
            Integer rejected,
            String error) {
        public Game {
            moves = List.copyOf(moves);
            tileIds = Collections.unmodifiableList(new ArrayList<>(tileIds));
        }

        /** The legal moves as move-log lines. */
        public List<String> lines() {
            return moves.stream().map(Move::toString).toList();
        }

        /** The game as a move log. */
        public String log() {
            return MoveLog.write(seed, moves, tileIds, "Ike's solo challenge " + seed + ", played with pnp serve");
        }

        /** The turn now (the last once the game is over). */
        public int turn() {
            return Math.min(position.turnsPlayed() + 1, position.challenge().turns());
        }
    }

    /** The game after the page's moves (stopping at the first illegal one, which is reported). */
    public static SoloOut play(SoloIn in) {
        return answer(game(in));
    }

    /** The game after the page's moves, in model values (stopping at the first illegal one). */
    public static Game game(SoloIn in) {
        MoveLog log = log(in);
        Replay.Result r = replay(log);
        Position p = r.position();
        List<Move> moves = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        int legal = r.history().size() - 1;
        for (int i = 0; i < legal; i++) {
            Move m = log.moves().get(i);
            moves.add(m);
            ids.add(m instanceof Move.PlaceTile ? r.history().get(i).tile().id() : null);
        }
        return new Game(
                in.seed(),
                moves,
                ids,
                p,
                RouteScorer.score(p.sheet(), Variant.DISTINCT),
                r.legal() ? null : legal,
                r.legal() ? null : r.failure().reason());
    }

    /** The page's answer for a game: the position described, with the dice's tile, where it fits, par and bound. */
    public static SoloOut answer(Game g) {
        Position p = g.position();
        long seed = g.seed();
        Challenge ch = p.challenge();
        List<Integer> lightReserve = new ArrayList<>();
        List<Integer> darkReserve = new ArrayList<>();
        for (int i = 0; i < ch.reserveSize(true); i++) lightReserve.add(ch.reserve(true, i));
        for (int i = 0; i < ch.reserveSize(false); i++) darkReserve.add(ch.reserve(false, i));
        SoloOut.TileOut tile = p.over() ? null : tile(p.tile());
        List<String> fits = p.over() ? List.of() : fits(p);
        var sheet = p.sheet();
        return new SoloOut(
                seed,
                g.lines(),
                g.log(),
                p.over(),
                p.stopped(),
                g.turn(),
                ch.turns(),
                p.light(),
                p.dark(),
                p.coins(),
                lightReserve,
                p.lightUsed(),
                darkReserve,
                p.darkUsed(),
                p.cafeteriaCount(),
                Rules.MAX_CAFETERIAS,
                tile,
                fits,
                IkesService.pad(sheet),
                IkesService.score(g.score()),
                g.error(),
                g.rejected(),
                ParTableFormat.standard().of(seed).stream().boxed().findFirst().orElse(null),
                UpperBound.of(ch, TileChartParser.standard()).score());
    }

    /**
     * Why the current tile with its anchor on {@code in.anchor()} and a display of {@code in.face()} on
     * {@code in.display()} earns a reward ("next to the cafeteria at B2"), or null when it earns none.
     */
    public static String reward(SoloIn in) {
        Replay.Result r = replay(log(in));
        if (!r.legal())
            throw new BadRequest(
                    422, "move " + r.history().size() + ": " + r.failure().reason());
        Position p = r.position();
        if (p.over()) throw new BadRequest(422, "the game is over");
        Cell anchor = SheetDraft.cell(in.anchor(), "anchor");
        Cell display = SheetDraft.cell(in.display(), "display");
        if (in.face() == null || in.face() < 1 || in.face() > 6)
            throw new BadRequest("face: expected a die face 1 to 6");
        try {
            Rules.footprint(p, anchor);
        } catch (IllegalMoveException e) {
            throw new BadRequest(422, e.reason());
        }
        Tile t = p.tile();
        Position q = Rules.drawUnchecked(
                p, anchor.col() - t.anchor().col(), anchor.row() - t.anchor().row(), Board.index(display), in.face());
        return Rules.rewardSource(q, Board.index(display), in.face());
    }

    private static Replay.Result replay(MoveLog log) {
        return Replay.run(log.seed(), log.moves(), log.tileIds(), TileChartParser.standard());
    }

    private static MoveLog log(SoloIn in) {
        if (in.seed() == null || in.seed() < 0 || in.seed() > Seeds.MAX) {
            throw new BadRequest("seed: expected a challenge number from 0 to " + Seeds.MAX);
        }
        if (in.moves().size() > MAX_MOVES) throw new BadRequest("moves: at most " + MAX_MOVES + " moves");
        StringBuilder b = new StringBuilder("seed ").append(in.seed()).append('\n');
        for (String m : in.moves()) {
            if (m == null || m.contains("\n") || m.contains("\r") || m.contains("#")) {
                throw new BadRequest("moves: each move is one line of a move log, without comments");
            }
            b.append(m).append('\n');
        }
        try {
            return MoveLog.parse(new TextSource("moves", b.toString()));
        } catch (InputException e) {
            Matcher m = Pattern.compile("^moves:(\\d+):\\d+: (.*)$").matcher(e.getMessage());
            throw new BadRequest(
                    m.matches() ? "moves[" + (Integer.parseInt(m.group(1)) - 2) + "]: " + m.group(2) : e.getMessage());
        }
    }

    public static SoloOut.TileOut tile(Tile t) {
        List<List<Integer>> spaces = new ArrayList<>();
        for (Cell c : t.spaces()) spaces.add(List.of(c.col(), c.row()));
        List<String> walls = new ArrayList<>();
        for (CellSide w : t.walls()) walls.add(w.cell().col() + " " + w.cell().row() + " " + w.side());
        return new SoloOut.TileOut(t.id(), t.anchor().col() + " " + t.anchor().row(), spaces, walls);
    }

    /** The anchor spaces where the current tile fits, as the engine judges a placement there. */
    public static List<String> fits(Position p) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < Board.CELLS; i++) {
            Cell c = Board.cell(i);
            try {
                Rules.apply(p, new Move.PlaceTile(c, c, p.light(), null));
                out.add(c.name());
            } catch (IllegalMoveException e) {
                if (e.part() != IllegalMoveException.Part.ANCHOR) out.add(c.name());
            }
        }
        return out;
    }
}
