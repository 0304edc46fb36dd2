package pnp.bridgewars.model;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class BoardTest {
    @Test
    void theHolesSplitIntoBrassDiamondAndFourCornersOf15() {
        // 121 = 1 brass + 60 diamond + 4 x 15 corner holes
        long diamond = Board.holes().stream().filter(Board::inDiamond).count();
        assertEquals(60, diamond);
        for (Corner c : Corner.values()) {
            assertEquals(15, Board.holes().stream().filter(c::contains).count(), c.name());
        }
        for (Hole h : Board.holes()) {
            int kinds = (Board.isBrass(h) ? 1 : 0)
                    + (Board.inDiamond(h) ? 1 : 0)
                    + (int) Arrays.stream(Corner.values())
                            .filter(c -> c.contains(h))
                            .count();
            assertEquals(1, kinds, h.name());
        }
    }

    @Test
    void namesAndCornersMatchTheContract() {
        assertEquals("f6", Board.BRASS.name());
        assertEquals(new Hole(0, 0), Hole.parse("a1").orElseThrow());
        assertEquals(new Hole(10, 10), Hole.parse("K11").orElseThrow());
        assertTrue(Hole.parse("l1").isEmpty());
        assertTrue(Hole.parse("a12").isEmpty());
        assertTrue(Hole.parse("a0").isEmpty());
        // the contract: NW starts on a1 b1 a2 b2
        assertEquals(
                List.of("a1", "b1", "a2", "b2"),
                Corner.NW.startSquare().stream().map(Hole::name).toList());
        assertEquals(
                List.of("j10", "k10", "j11", "k11"),
                Corner.SE.startSquare().stream().map(Hole::name).toList());
        // e1 is 4 steps from a1 (corner), f1 is 5 steps from f6 (diamond), g1 is 4 steps from k1 (NE)
        assertEquals(Corner.NW, Corner.of(Hole.parse("e1").orElseThrow()).orElseThrow());
        assertTrue(Board.inDiamond(Hole.parse("f1").orElseThrow()));
        assertEquals(Corner.NE, Corner.of(Hole.parse("g1").orElseThrow()).orElseThrow());
        assertEquals(Corner.SW, Corner.of(Hole.parse("a7").orElseThrow()).orElseThrow());
        assertTrue(Board.inDiamond(Hole.parse("a6").orElseThrow()));
    }

    @Test
    void rodsStandOnlyInTheDiamondAndClaimedCorners() {
        Setup s = new Setup(List.of(new Claim(Corner.NW, 'R'), new Claim(Corner.SE, 'B')));
        // 61 + 2 x 15
        assertEquals(91, Board.holes().stream().filter(s::hasRod).count());
        assertEquals(91, s.rods());
        assertFalse(s.hasRod(Hole.parse("k1").orElseThrow()));
        assertTrue(s.hasRod(Hole.parse("a1").orElseThrow()));
        assertThrows(IllegalArgumentException.class, () -> new Setup(List.of(new Claim(Corner.NW, 'R'))));
    }
}
