package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.cli.Json;
import pnp.ikes.format.MoveLog;
import pnp.ikes.format.ParTableFormat;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.rules.Replay;
import pnp.io.TextSource;
import pnp.testing.Cli;

class SolverTest {
    private static final TileChart CHART = TileChartParser.standard();

    @TempDir
    Path dir;

    private static int replayScore(BeamSolver.Solution s) {
        String log = MoveLog.write(s.challenge().seed(), s.moves(), s.tileIds(), null);
        MoveLog parsed = MoveLog.parse(new TextSource("solver.ikeslog", log));
        Replay.Result r = Replay.run(parsed.seed(), parsed.moves(), parsed.tileIds(), CHART);
        assertTrue(
                r.legal(),
                () -> "line " + parsed.entries().get(r.failure().index()).line() + ": "
                        + r.failure().reason() + "\n" + log);
        return r.position().score().score();
    }

    @Test
    void theSolversGameReplaysToTheScoreItReports() {
        BeamSolver.Solution s = new BeamSolver(CHART, 2).solveWidth(ChallengeGenerator.challenge(3), 1);
        assertEquals(s.score(), replayScore(s));
        assertTrue(
                s.score() > 0,
                "width 1 should already find a route with more displays than empty spaces: " + s.score());
    }

    /** Challenge {@code seed} cut to its first {@code turns} turns (a cheap search for tests). */
    private static Challenge firstTurns(long seed, int turns) {
        Challenge ch = ChallengeGenerator.challenge(seed);
        return new Challenge(
                seed,
                ch.entrance(),
                ch.exit(),
                Arrays.copyOf(ch.light(), turns),
                Arrays.copyOf(ch.dark(), turns),
                ch.lightReserve(),
                ch.darkReserve());
    }

    @Test
    void theWideSearchIsTheSameGameForTheSameBudgetOnAnyNumberOfThreads() {
        // a budget of positions, not time: the width and every choice follow from counts alone
        // (one heuristic and three turns keep it cheap)
        BeamSolver.Budget budget = new BeamSolver.Budget.Positions(80_000);
        Challenge ch = firstTurns(4, 3);
        BeamSolver.Solution one = new BeamSolver(CHART, 1, new Expander(Heuristic.STANDARD, 2, 2), System::nanoTime)
                .solveWide(ch, budget);
        BeamSolver.Solution two = new BeamSolver(CHART, 2, new Expander(Heuristic.STANDARD, 2, 2), System::nanoTime)
                .solveWide(ch, budget);
        assertEquals(one.moves(), two.moves());
        assertEquals(one.widthReached(), two.widthReached());
        assertTrue(one.widthReached() > 8, "the budget buys more than the short runs: " + one.widthReached());
    }

    @Test
    void aBudgetTheShortRunsUseUpStopsAtTheirWidthAndReplays() {
        BeamSolver.Solution s =
                new BeamSolver(CHART, 2).solveWide(ChallengeGenerator.challenge(4), new BeamSolver.Budget.Positions(1));
        assertEquals(8, s.widthReached());
        assertEquals(s.score(), replayScore(s));
    }

    @Test
    void greedyAndRandomPlayLegalGames() {
        for (long seed = 1; seed <= 3; seed++) {
            BeamSolver.Solution g = Players.greedy(ChallengeGenerator.challenge(seed), CHART);
            BeamSolver.Solution r = Players.random(ChallengeGenerator.challenge(seed), CHART, seed);
            assertEquals(g.score(), replayScore(g));
            assertEquals(r.score(), replayScore(r));
        }
    }

    @Test
    void thePilotsGameReplaysToTheScoreItReports() {
        BeamSolver.Solution s = new PilotSolver(CHART, 2).pass(firstTurns(6, 12), 2);
        assertEquals(s.score(), replayScore(s));
        assertEquals(2, s.widthReached());
    }

    @Test
    void aPilotPassIsTheSameGameOnAnyNumberOfThreads() {
        Challenge ch = firstTurns(8, 6);
        assertEquals(
                new PilotSolver(CHART, 1).pass(ch, 3).moves(),
                new PilotSolver(CHART, 2).pass(ch, 3).moves());
    }

    @Test
    void thePilotTakesTheFirstHeuristicAloneUpToSixteenCandidatesThenEachInTurn() {
        // (candidates a turn, heuristic): 4 and 8 with the first; 16 with each of the four; 32 with each; 64 ...
        List<String> first = PilotSolver.schedule(4).stream()
                .limit(11)
                .map(p -> p[0] + "/" + p[1])
                .toList();
        assertEquals(
                List.of("4/0", "8/0", "16/0", "16/1", "16/2", "16/3", "32/0", "32/1", "32/2", "32/3", "64/0"), first);
        // with one heuristic the schedule is the plain doubling
        assertEquals(
                List.of("4/0", "8/0", "16/0", "32/0"),
                PilotSolver.schedule(1).stream()
                        .limit(4)
                        .map(p -> p[0] + "/" + p[1])
                        .toList());
    }

    @Test
    void theScheduledPassesKeepTheBestGameAndAreTheSameOnAnyNumberOfThreads() {
        // six passes: 4 and 8 candidates, then 16 with each of the first four of the six heuristics. The passes share
        // one best game, which only ever improves, so the result is never below the first pass alone. Six turns
        // take every pass of the schedule as ten do, at a fraction of the search.
        Challenge ch = firstTurns(3, 6);
        BeamSolver.Solution six = new PilotSolver(CHART, 2).passes(ch, 6);
        assertEquals(six.score(), replayScore(six));
        assertEquals(16, six.widthReached());
        assertTrue(six.score() >= new PilotSolver(CHART, 2).pass(ch, 4).score());
        assertEquals(new PilotSolver(CHART, 1).passes(ch, 6).moves(), six.moves());
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 5, 9})
    void thePilotNeverEndsBelowTheGreedyPlayerOfItsHeuristic(long seed) {
        // Why it cannot: the first candidate of turn 1 is the heuristic's best child, and its playout is a beam
        // of width 1 with the same heuristic: the very game the greedy player (solveWidth 1) plays after turn 1,
        // and every child of turn 1 is offered as an end too. The pass keeps the best end of all its playouts,
        // so it ends at least as high as the greedy player.
        Challenge ch = firstTurns(seed, 14);
        Expander e =
                new Expander(PilotSolver.PORTFOLIO.get(0), 2, 2).withLightRuns(); // the default pilot's first heuristic
        int greedy =
                new BeamSolver(CHART, 1, e, System::nanoTime).solveWidth(ch, 1).score();
        int pilot =
                new PilotSolver(CHART, 2, e, e, System::nanoTime).pass(ch, 4).score();
        assertTrue(pilot >= greedy, "pilot " + pilot + ", greedy " + greedy);
    }

    @Test
    void theCommandsLogReplaysToThePrintedScore() throws Exception {
        Cli.Result r = Cli.run(dir, "ikes", "solve", "--seed", "2", "--time", "0.1", "--json", "--log", "best.ikeslog");
        assertEquals(0, r.status(), r.err());
        var json = Json.MAPPER.readTree(r.out());
        assertEquals("pilot", json.get("search").asText(), "the pilot is the default search");
        int score = json.get("score").asInt();
        assertTrue(Files.readString(dir.resolve("best.ikeslog")).startsWith("# pnp ikes solve --seed 2"));
        Cli.Result replay = Cli.run(dir, "ikes", "replay", "best.ikeslog", "--claim", Integer.toString(score));
        assertEquals(0, replay.status(), replay.out() + replay.err());
    }

    @Test
    void parsGameReplaysToTheShippedPar() throws Exception {
        // challenge 15 is among the quickest for par's budget (a few seconds on one core)
        Cli.Result r =
                Cli.run(dir, "ikes", "solve", "--seed", "15", "--search", "par", "--json", "--log", "par.ikeslog");
        assertEquals(0, r.status(), r.err());
        var json = Json.MAPPER.readTree(r.out());
        int par = ParTableFormat.standard().of(15).getAsInt();
        assertEquals(par, json.get("score").asInt());
        Cli.Result replay = Cli.run(dir, "ikes", "replay", "par.ikeslog", "--claim", Integer.toString(par));
        assertEquals(0, replay.status(), replay.out() + replay.err());
    }

    @Test
    void aBudgetOfPositionsReplaysToThePrintedScore() throws Exception {
        // the smallest budget: the short runs only (width 8), the same game on every machine
        Cli.Result r =
                Cli.run(dir, "ikes", "solve", "--seed", "2", "--positions", "1000", "--json", "--log", "p.ikeslog");
        assertEquals(0, r.status(), r.err());
        var json = Json.MAPPER.readTree(r.out());
        assertEquals(8, json.get("beamWidth").asInt());
        Cli.Result replay = Cli.run(
                dir, "ikes", "replay", "p.ikeslog", "--claim", json.get("score").asText());
        assertEquals(0, replay.status(), replay.out() + replay.err());
    }

    @Test
    void aBudgetOfPositionsIsForTheWideSearchAlone() {
        Cli.Result both = Cli.run(dir, "ikes", "solve", "--seed", "2", "--positions", "1000", "--time", "1");
        assertEquals(2, both.status());
        assertTrue(
                both.err().contains("--positions is a budget for the wide search instead of --time: give one of them"),
                both.err());
        Cli.Result doubling =
                Cli.run(dir, "ikes", "solve", "--seed", "2", "--positions", "1000", "--search", "doubling");
        assertEquals(2, doubling.status());
        Cli.Result how = Cli.run(dir, "ikes", "solve", "--seed", "2", "--search", "sideways");
        assertEquals(2, how.status());
        assertTrue(how.err().contains("--search takes pilot, par, doubling or wide, not 'sideways'"), how.err());
        Cli.Result parTime = Cli.run(dir, "ikes", "solve", "--seed", "2", "--search", "par", "--time", "1");
        assertEquals(2, parTime.status(), "par's budget is fixed");
        Cli.Result pilot = Cli.run(dir, "ikes", "solve", "--seed", "2", "--positions", "1000", "--search", "pilot");
        assertEquals(2, pilot.status(), "the pilot has no budget of positions");
    }

    @Test
    void badTimeIsAUsageError() {
        Cli.Result r = Cli.run(dir, "ikes", "solve", "--seed", "2", "--time", "soon");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--time takes seconds from 0.1 to 3600, not 'soon'"), r.err());
    }
}
