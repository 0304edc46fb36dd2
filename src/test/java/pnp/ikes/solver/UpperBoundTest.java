package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;

class UpperBoundTest {
    /** Spaces of the standard chart's tiles by light face: single, two across, two down, L, row of three, T. */
    static final int[] AREA = {0, 1, 2, 2, 3, 3, 4};

    static int[] times(int n, int face) {
        int[] a = new int[n];
        Arrays.fill(a, face);
        return a;
    }

    @Test
    void theBoardCapsTheTiles() {
        // 14 turns of T tiles (4 spaces) and a useless reserve of T's: 12 tiles cover 48 of the 49 spaces,
        // the 13th does not fit and one space is too few for a cafeteria: 12 tiles, no empty space left
        UpperBound.Bound b = UpperBound.solve(times(14, 6), times(30, 6), AREA, 6);
        assertEquals(12, b.tiles());
        assertEquals(12, b.score());
    }

    @Test
    void rerollsIntoSmallTilesPlaceMore() {
        // 20 turns of T's, reserve all singles: turn 1 earns nothing (nothing to touch), turn 2 earns 2 coins,
        // from turn 3 on each turn rerolls once (1 coin) into a single and earns 2: all 20 turns place a tile
        UpperBound.Bound b = UpperBound.solve(times(20, 6), times(30, 1), AREA, 6);
        assertEquals(20, b.tiles());
    }

    @Test
    void theReserveRunsOut() {
        // as above but the reserve holds two singles: 2 singles + x T's with 4x + 2 <= 49 gives x = 11: 13 tiles
        UpperBound.Bound b = UpperBound.solve(times(20, 6), times(2, 1), AREA, 6);
        assertEquals(13, b.tiles());
        assertEquals(46, b.covered());
    }

    @Test
    void emptySpacesOnTheShortestWalkCost() {
        // three turns of singles, entrance and exit 12 steps apart (opposite corners): the walk has at least
        // 13 spaces, at most 3 covered, so at least 10 empty: 3 - 10 = -7; but a sheet with no route scores 0
        UpperBound.Bound b = UpperBound.solve(times(3, 1), times(30, 1), AREA, 12);
        assertEquals(0, b.score());
        // with 20 turns of singles: 20 tiles cover 20 spaces, more than the 13 of the walk: no empty space forced
        assertEquals(20, UpperBound.solve(times(20, 1), times(30, 1), AREA, 12).score());
    }

    @Test
    void noGameTheSolverFindsBeatsTheBound() {
        TileChart chart = TileChartParser.standard();
        BeamSolver solver = new BeamSolver(chart, 1);
        for (long seed = 1; seed <= 3; seed++) {
            Challenge ch = ChallengeGenerator.challenge(seed);
            UpperBound.Bound b = UpperBound.of(ch, chart);
            int found = solver.solveWidth(ch, 4).score();
            assertTrue(found <= b.score(), seed + ": solver " + found + " > bound " + b);
            assertTrue(b.score() <= 40, "at most one display a turn: " + b);
        }
    }
}
