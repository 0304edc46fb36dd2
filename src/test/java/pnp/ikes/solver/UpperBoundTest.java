package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
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
        UpperBound.Bound b = UpperBound.solve(times(14, 6), times(14, 6), times(30, 6), AREA, 6);
        assertEquals(12, b.tiles());
        assertEquals(12, b.score());
    }

    @Test
    void rerollsIntoSmallTilesPlaceMore() {
        // 20 turns of T's, reserve all singles: turn 1 earns nothing (nothing to touch), turn 2 earns 2 coins,
        // from turn 3 on each turn rerolls once (1 coin) into a single and earns 2: all 20 turns place a tile
        UpperBound.Bound b = UpperBound.solve(times(20, 6), times(20, 6), times(30, 1), AREA, 6);
        assertEquals(20, b.tiles());
    }

    @Test
    void theReserveRunsOut() {
        // as above but the reserve holds two singles: 2 singles + x T's with 4x + 2 <= 49 gives x = 11: 13 tiles
        UpperBound.Bound b = UpperBound.solve(times(20, 6), times(20, 6), times(2, 1), AREA, 6);
        assertEquals(13, b.tiles());
        assertEquals(46, b.covered());
    }

    @Test
    void emptySpacesOnTheShortestWalkCost() {
        // three turns of singles, entrance and exit 12 steps apart (opposite corners): the walk has at least
        // 13 spaces, at most 3 covered, so at least 10 empty: 3 - 10 = -7; but a sheet with no route scores 0
        UpperBound.Bound b = UpperBound.solve(times(3, 1), times(3, 1), times(30, 1), AREA, 12);
        assertEquals(0, b.score());
        // with 20 turns of singles: 20 tiles cover 20 spaces, more than the 13 of the walk: no empty space forced
        assertEquals(
                20,
                UpperBound.solve(times(20, 1), times(20, 1), times(30, 1), AREA, 12)
                        .score());
    }

    @Test
    void aRewardNeedsAFaceAlreadyShown() {
        // Entrance and exit 6 steps apart: the walk has at least 7 spaces. Turns 6-5 (a T), 1-3 (a single),
        // 1-3 (a single); the light reserve holds two rows of three (face 5).
        // Turn 2's display shows 1 or 3, and the only display before it shows 6 or 5: no reward, no coin, so
        // no reroll on turn 3. Best: the T and two singles cover 6 spaces, 3 displays, 1 empty space: 2. (With a
        // cafeteria: T, cafeteria and a single cover 7 spaces with 2 displays: 2 again.)
        int[] light = {6, 1, 1};
        int[] reserve = {5, 5};
        UpperBound.Bound b = UpperBound.solve(light, new int[] {5, 3, 3}, reserve, AREA, 6);
        assertEquals(2, b.score(), b.toString());
        // the same dice but turn 2's dark die is a 5, the face the T could show: turn 2 earns 2 coins, turn 3
        // rerolls its single into a row of three: 4 + 1 + 3 = 8 spaces cover the walk, 3 displays: 3
        UpperBound.Bound earned = UpperBound.solve(light, new int[] {5, 5, 3}, reserve, AREA, 6);
        assertEquals(3, earned.score(), earned.toString());
        assertEquals(8, earned.covered(), earned.toString());
    }

    @Test
    void aDarkRerollBuysAFaceAlreadyShown() {
        // Walk of at least 7 spaces; turns 1-1, 1-1, 3-3, 1-5; light reserve 2, 3, 6 (a T after three rerolls).
        // Turn 1 shows 1 (no reward), turn 2 shows 1 next to it: 2 coins. Turn 3's dice show 3 twice, a face not
        // shown yet; one coin rerolls the dark die (the relaxed player takes any face: 1) and the display earns
        // 2: 3 coins. Turn 4 rerolls the light die three times into the T: 1 + 1 + 2 + 4 = 8 spaces, 4 displays.
        // Without the dark reroll turn 3 keeps 2 coins, turn 4 reaches only the 3 (two spaces): 6 spaces, 3.
        UpperBound.Bound b =
                UpperBound.solve(new int[] {1, 1, 3, 1}, new int[] {1, 1, 3, 5}, new int[] {2, 3, 6}, AREA, 6);
        assertEquals(4, b.score(), b.toString());
        assertEquals(8, b.covered(), b.toString());
        // with turn 2's dice 2-2 nothing earns before turn 4 (no coin for a dark reroll either) except after a
        // cafeteria, which costs a tile: 3
        UpperBound.Bound poor =
                UpperBound.solve(new int[] {1, 2, 3, 1}, new int[] {1, 2, 3, 5}, new int[] {2, 3, 6}, AREA, 6);
        assertEquals(3, poor.score(), poor.toString());
    }

    @Test
    void trackingFacesNeverRaisesTheBound() {
        // the faces only take coins away from the relaxed game; challenge 6 loses a point (31 before)
        TileChart chart = TileChartParser.standard();
        for (long seed = 1; seed <= 12; seed++) {
            Challenge ch = ChallengeGenerator.challenge(seed);
            int now = UpperBound.of(ch, chart).score();
            int before = EarlierBound.of(ch, chart);
            assertTrue(now <= before, seed + ": " + now + " > " + before);
            if (seed == 6) assertEquals(List.of(31, 30), List.of(before, now));
        }
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
