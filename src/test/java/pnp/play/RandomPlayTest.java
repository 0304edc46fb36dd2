package pnp.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.bridgewars.format.BlockSetFormat;
import pnp.bridgewars.format.LogFormat;
import pnp.bridgewars.model.BlockSet;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Log;
import pnp.bridgewars.model.Placement;
import pnp.bridgewars.model.Setup;
import pnp.bridgewars.rules.BridgeWarsMoves;
import pnp.bridgewars.rules.Match;
import pnp.bridgewars.rules.Replay;
import pnp.bridgewars.rules.Scoring;
import pnp.freezetag.rules.FreezeTagMoves;
import pnp.freezetag.rules.Simulator;
import pnp.freezetag.rules.Turn;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Move;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.rules.IkesMoves;
import pnp.ikes.rules.Position;
import pnp.io.TextSource;
import pnp.random.Rng;

/**
 * Seeded random play over every game with moves, after OpenSpiel's basic tests: each game picks uniformly among
 * its own legal moves until it ends. Every generated move must be accepted by the game's referee, no exception
 * may escape, the legal moves are empty exactly at the end, and every end state scores. The whole game is then
 * checked once more by an independent path: Ike's and Bridge Wars write their move log as text, read it back
 * and replay it to the same score; Freeze Tag's referee replays each move with the one-move replayer.
 * Each parameter is a block of seeds, so a failure names the seed that made it.
 */
class RandomPlayTest {
    private static final TileChart CHART = TileChartParser.standard();
    private static final BlockSet SET = BlockSetFormat.standard();

    /** Plays one random game and returns its moves; checks the contract's invariants at every step. */
    static <S, M> List<M> play(MoveGame<S, M> game, S start, Rng rng, int maxMoves, String where) {
        List<M> moves = new ArrayList<>();
        S s = start;
        while (!game.isOver(s)) {
            List<M> legal = game.legalMoves(s);
            assertFalse(legal.isEmpty(), where + ": no legal move before the end, after " + moves.size());
            M m = legal.get(rng.nextInt(legal.size()));
            S next = game.apply(s, m);
            assertNotNull(next, where);
            moves.add(m);
            s = next;
            assertTrue(moves.size() <= maxMoves, where + ": more than " + maxMoves + " moves");
        }
        assertTrue(game.legalMoves(s).isEmpty(), where + ": legal moves after the end");
        assertFalse(game.result(s).isEmpty(), where + ": no result");
        return moves;
    }

    private static <S, M> S replay(MoveGame<S, M> game, S start, List<M> moves) {
        S s = start;
        for (M m : moves) s = game.apply(s, m);
        return s;
    }

    @ParameterizedTest(name = "Ike''s, challenges {0} to {0}+99")
    @ValueSource(longs = {1, 101, 201, 301, 401, 501, 601, 701, 801, 901})
    void ikesRandomGamesReplayFromTheirLog(long from) {
        IkesMoves game = new IkesMoves();
        for (long seed = from; seed < from + 100; seed++) {
            String where = "Ike's challenge " + seed;
            Position start = Position.start(ChallengeGenerator.challenge(seed), CHART);
            Rng rng = new Rng(seed * 7_919);
            List<Move> moves = play(game, start, rng, 400, where);
            Position end = replay(game, start, moves);
            int score = game.result(end).get(0);

            String text = MoveLog.write(seed, moves, Collections.nCopies(moves.size(), null), "random play");
            MoveLog log = MoveLog.parse(new TextSource("random.ikeslog", text));
            assertEquals(moves, log.moves(), where + ": the log reads back");
            pnp.ikes.rules.Replay.Result r = pnp.ikes.rules.Replay.run(seed, log.moves(), log.tileIds(), CHART);
            assertTrue(r.legal(), where + ": " + (r.legal() ? "" : r.failure().reason()));
            assertEquals(score, r.position().score().score(), where + ": the replay scores the same");
        }
    }

    @ParameterizedTest(name = "Bridge Wars, {0} players")
    @ValueSource(ints = {2, 3, 4})
    void bridgeWarsRandomGamesReplayFromTheirLog(int players) {
        BridgeWarsMoves game = new BridgeWarsMoves();
        List<Corner> corners = List.of(Corner.NW, Corner.SE, Corner.NE, Corner.SW);
        String letters = "RBGY";
        for (long seed = 1; seed <= 40; seed++) {
            String where = "Bridge Wars, " + players + " players, seed " + seed;
            Rng rng = new Rng(seed * 104_729 + players);
            List<Claim> claims = new ArrayList<>();
            for (int i = 0; i < players; i++) claims.add(new Claim(corners.get(i), letters.charAt(i)));
            int rods = 3 + rng.nextInt(4);
            Match start = Match.start(new Setup(claims), rods, SET);
            List<Placement> moves = play(game, start, rng, 200, where);
            List<Integer> result = game.result(replay(game, start, moves));

            StringBuilder text = new StringBuilder();
            for (Claim c : claims)
                text.append("corner ")
                        .append(c.corner())
                        .append(' ')
                        .append(c.letter())
                        .append('\n');
            text.append("rods ").append(rods).append('\n');
            for (Placement p : moves) text.append(p.text()).append('\n');
            Log log = LogFormat.parse(new TextSource("random.bwlog", text.toString()), SET);
            Replay.Result r = Replay.run(log, SET, false);
            assertTrue(r.ok(), where + ": " + r.failure() + "\n" + text);
            var score = Scoring.score(r.last().position().topView());
            for (int i = 0; i < players; i++) {
                assertEquals(
                        result.get(i), score.of(letters.charAt(i)).total(), where + ": the replay scores the same");
            }
        }
    }

    @ParameterizedTest(name = "Freeze Tag, {0} players")
    @ValueSource(ints = {2, 3, 4})
    void freezeTagRandomGamesEndWithOneWinnerOrTheCap(int players) {
        FreezeTagMoves game = new FreezeTagMoves();
        List<String> colours = pnp.freezetag.rules.Setup.COLOURS.subList(0, players);
        for (long seed = 1; seed <= 30; seed++) {
            String where = "Freeze Tag, " + players + " players, seed " + seed;
            var start = FreezeTagMoves.start(pnp.freezetag.rules.Setup.players(colours, seed % 2 == 0), seed);
            List<Turn> turns = play(game, start, new Rng(seed * 7_727 + players), 700, where);
            var end = replay(game, start, turns);
            List<Integer> result = game.result(end);
            int winners = (int) result.stream().filter(x -> x == 1).count();
            assertEquals(end.turns() >= Simulator.TURN_CAP ? 0 : 1, winners, where);
            Set<String> seen = turns.stream().map(Turn::notation).collect(Collectors.toSet());
            assertFalse(seen.isEmpty(), where);
        }
    }
}
