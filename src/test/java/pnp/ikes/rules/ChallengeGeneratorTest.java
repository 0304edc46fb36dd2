package pnp.ikes.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import org.junit.jupiter.api.Test;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.Sheet;
import pnp.random.Rng;

/** Pins the challenge generator: changing it changes every published challenge. */
class ChallengeGeneratorTest {
    @Test
    void challengeOneIsPinned() {
        Challenge c = ChallengeGenerator.challenge(1);
        assertEquals("A1", c.entrance().cell().name());
        assertEquals(Side.N, c.entrance().side());
        assertEquals("G7", c.exit().cell().name());
        assertEquals(Side.E, c.exit().side());
        assertEquals(40, c.turns());
        int[] firstLight = Arrays.copyOf(c.light(), 10);
        int[] firstDark = Arrays.copyOf(c.dark(), 10);
        // turns 1..10: 1-3 1-2 5-6 1-1 2-6 1-3 1-4 1-5 5-6 3-3
        assertArrayEquals(new int[] {1, 1, 5, 1, 2, 1, 1, 1, 5, 3}, firstLight);
        assertArrayEquals(new int[] {3, 2, 6, 1, 6, 3, 4, 5, 6, 3}, firstDark);
        assertEquals(5, c.light(39));
        assertEquals(5, c.dark(39));
        assertArrayEquals(new int[] {1, 3, 5, 6, 3}, Arrays.copyOf(c.lightReserve(), 5));
        assertArrayEquals(new int[] {3, 5, 3, 5, 1}, Arrays.copyOf(c.darkReserve(), 5));
        assertEquals(30, c.lightReserve().length);
        assertEquals(30, c.darkReserve().length);
    }

    @Test
    void challengeTwoHasOtherDoorsAndDice() {
        Challenge c = ChallengeGenerator.challenge(2);
        assertEquals("A2 W -> G6 E", c.entrance() + " -> " + c.exit());
        assertArrayEquals(new int[] {4, 2, 6}, Arrays.copyOf(c.light(), 3));
        assertArrayEquals(new int[] {3, 6, 3}, Arrays.copyOf(c.dark(), 3));
    }

    @Test
    void outerSidesRunClockwiseFromA1North() {
        assertEquals("A1 N", str(0));
        assertEquals("G1 N", str(6));
        assertEquals("G1 E", str(7));
        assertEquals("G7 E", str(13));
        assertEquals("G7 S", str(14));
        assertEquals("A7 S", str(20));
        assertEquals("A7 W", str(21));
        assertEquals("A1 W", str(27));
    }

    private static String str(int k) {
        return Sheet.OUTER_SIDES.get(k).toString();
    }

    @Test
    void thereAreTwentyEightOuterSides() {
        // 7 spaces along each of 4 walls; each corner space has 2 outer sides: 4 * 7 = 28
        assertEquals(28, Sheet.OUTER_SIDES.size());
        assertEquals(28, new HashSet<>(Sheet.OUTER_SIDES).size());
    }

    @Test
    void everyChallengeIsWellFormedAndTheSameTwice() {
        for (long seed = 0; seed < 300; seed++) {
            Challenge c = ChallengeGenerator.challenge(seed);
            assertEquals(c, ChallengeGenerator.challenge(seed));
            int apart = Math.abs(c.entrance().cell().col() - c.exit().cell().col())
                    + Math.abs(c.entrance().cell().row() - c.exit().cell().row());
            assertTrue(apart >= 6, "seed " + seed);
            assertTrue(c.entrance().cell().isOuterSide(c.entrance().side(), 7, 7));
            for (int t = 0; t < c.turns(); t++)
                assertTrue(c.light(t) >= 1 && c.light(t) <= 6 && c.dark(t) >= 1 && c.dark(t) <= 6);
        }
        assertNotEquals(ChallengeGenerator.challenge(3), ChallengeGenerator.challenge(4));
    }

    @Test
    void randomDoorsArePinnedAndNeverShareASpace() {
        // seed 5 recorded once: the entrance E7 S and the exit A7 S
        CellSide[] d = ChallengeGenerator.randomDoors(new Rng(5));
        assertEquals("E7 S", d[0].toString());
        assertEquals("A7 S", d[1].toString());
        for (long seed = 0; seed < 500; seed++) {
            CellSide[] r = ChallengeGenerator.randomDoors(new Rng(seed));
            assertNotEquals(r[0].cell(), r[1].cell(), "seed " + seed);
        }
    }
}
