package pnp.ikes.solver;

import pnp.ikes.format.TileChartParser;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import pnp.ikes.model.Challenge;
import org.junit.jupiter.api.io.TempDir;
import pnp.io.TextSource;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.format.MoveLog;
import pnp.ikes.rules.Replay;
import pnp.testing.Cli;

class SolverTest {
    private static final TileChart CHART = TileChartParser.standard();

    @TempDir Path dir;

    private static int replayScore(BeamSolver.Solution s) {
        String log = MoveLog.write(s.challenge().seed(), s.moves(), s.tileIds(), null);
        MoveLog parsed = MoveLog.parse(new TextSource("solver.ikeslog", log));
        Replay.Result r = Replay.run(parsed.seed(), parsed.moves(), parsed.tileIds(), CHART);
        assertTrue(r.legal(), () -> "line " + parsed.entries().get(r.failure().index()).line() + ": " + r.failure().reason() + "\n" + log);
        return r.position().score().score();
    }

    @Test void theSolversGameReplaysToTheScoreItReports() {
        BeamSolver.Solution s = new BeamSolver(CHART, 2).solveWidth(ChallengeGenerator.challenge(3), 1);
        assertEquals(s.score(), replayScore(s));
        assertTrue(s.score() > 0, "width 1 should already find a route with more displays than empty spaces: " + s.score());
    }

    /** Challenge {@code seed} cut to its first {@code turns} turns (a cheap search for tests). */
    private static Challenge firstTurns(long seed, int turns) {
        Challenge ch = ChallengeGenerator.challenge(seed);
        return new Challenge(seed, ch.entrance(), ch.exit(), Arrays.copyOf(ch.light(), turns), Arrays.copyOf(ch.dark(), turns),
                ch.lightReserve(), ch.darkReserve());
    }

    @Test void theWideSearchIsTheSameGameForTheSameBudgetOnAnyNumberOfThreads() {
        // a budget of positions, not time: the width and every choice follow from counts alone
        // (one heuristic and three turns keep it cheap)
        BeamSolver.Budget budget = new BeamSolver.Budget.Positions(80_000);
        Challenge ch = firstTurns(4, 3);
        BeamSolver.Solution one = new BeamSolver(CHART, 1, new Expander(Heuristic.STANDARD, 2, 2), System::nanoTime).solveWide(ch, budget);
        BeamSolver.Solution two = new BeamSolver(CHART, 2, new Expander(Heuristic.STANDARD, 2, 2), System::nanoTime).solveWide(ch, budget);
        assertEquals(one.moves(), two.moves());
        assertEquals(one.widthReached(), two.widthReached());
        assertTrue(one.widthReached() > 8, "the budget buys more than the short runs: " + one.widthReached());
    }

    @Test void aBudgetTheShortRunsUseUpStopsAtTheirWidthAndReplays() {
        BeamSolver.Solution s = new BeamSolver(CHART, 2).solveWide(ChallengeGenerator.challenge(4), new BeamSolver.Budget.Positions(1));
        assertEquals(8, s.widthReached());
        assertEquals(s.score(), replayScore(s));
    }

    @Test void sharingAPlacementsDrawingChangesNothingButTheSpeed() {
        // the same children in the same order, so the same game at the same width
        Challenge ch = firstTurns(5, 6);
        assertEquals(BeamSolver.asBefore(CHART, 1).solveWidth(ch, 4).moves(), BeamSolver.classic(CHART, 1).solveWidth(ch, 4).moves());
    }

    @Test void greedyAndRandomPlayLegalGames() {
        for (long seed = 1; seed <= 3; seed++) {
            BeamSolver.Solution g = Players.greedy(ChallengeGenerator.challenge(seed), CHART);
            BeamSolver.Solution r = Players.random(ChallengeGenerator.challenge(seed), CHART, seed);
            assertEquals(g.score(), replayScore(g));
            assertEquals(r.score(), replayScore(r));
        }
    }

    @Test void theCommandsLogReplaysToThePrintedScore() throws Exception {
        Cli.Result r = Cli.run(dir, "ikes", "solve", "--seed", "2", "--time", "0.1", "--json", "--log", "best.ikeslog");
        assertEquals(0, r.status(), r.err());
        int score = Integer.parseInt(r.out().replaceAll("(?s).*\"score\": (-?\\d+),.*", "$1"));
        assertTrue(Files.readString(dir.resolve("best.ikeslog")).startsWith("# pnp ikes solve --seed 2"));
        Cli.Result replay = Cli.run(dir, "ikes", "replay", "best.ikeslog", "--claim", Integer.toString(score));
        assertEquals(0, replay.status(), replay.out() + replay.err());
    }

    @Test void aBudgetOfPositionsReplaysToThePrintedScore() throws Exception {
        // the smallest budget: the short runs only (width 8), the same game on every machine
        Cli.Result r = Cli.run(dir, "ikes", "solve", "--seed", "2", "--positions", "1000", "--json", "--log", "p.ikeslog");
        assertEquals(0, r.status(), r.err());
        var json = pnp.cli.Json.MAPPER.readTree(r.out());
        assertEquals(8, json.get("beamWidth").asInt());
        Cli.Result replay = Cli.run(dir, "ikes", "replay", "p.ikeslog", "--claim", json.get("score").asText());
        assertEquals(0, replay.status(), replay.out() + replay.err());
    }

    @Test void aBudgetOfPositionsIsForTheWideSearchAlone() {
        Cli.Result both = Cli.run(dir, "ikes", "solve", "--seed", "2", "--positions", "1000", "--time", "1");
        assertEquals(2, both.status());
        assertTrue(both.err().contains("--positions is a budget for the wide search instead of --time: give one of them"), both.err());
        Cli.Result doubling = Cli.run(dir, "ikes", "solve", "--seed", "2", "--positions", "1000", "--search", "doubling");
        assertEquals(2, doubling.status());
        Cli.Result how = Cli.run(dir, "ikes", "solve", "--seed", "2", "--search", "sideways");
        assertEquals(2, how.status());
        assertTrue(how.err().contains("--search takes doubling or wide, not 'sideways'"), how.err());
    }

    @Test void badTimeIsAUsageError() {
        Cli.Result r = Cli.run(dir, "ikes", "solve", "--seed", "2", "--time", "soon");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--time takes seconds from 0.1 to 3600, not 'soon'"), r.err());
    }
}
