package pnp.bridgewars.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BuildSizesTest {
    @Test
    void theDefaultInchPitch() {
        // pitch 25.4: board 11 x 25.4 = 279.4; rod 25.4 / 4 = 6.35, the board's holes the same, blocks' 6.35 + 1
        // = 7.35; blocks 25.4 / 2 = 12.7 thick; rods 6 x 12.7 + 18 = 94.2 long; 121 holes, so 121 rods
        BuildSizes b = BuildSizes.of(25.4, 6);
        assertEquals(279.4, b.boardSide(), 1e-9);
        assertEquals(6.35, b.rodDiameter(), 1e-9);
        assertEquals(6.35, b.boardHole(), 1e-9);
        assertEquals(7.35, b.blockHole(), 1e-9);
        assertEquals(12.7, b.blockThickness(), 1e-9);
        assertEquals(94.2, b.rodLength(), 1e-9);
        assertEquals(18, b.boardThickness(), 1e-9);
        assertEquals(121, b.rods());
    }

    @Test
    void everySizeFollowsThePitchAndTheRodsHeight() {
        // pitch 19, rods 10 layers: rod 4.75, block hole 5.75, blocks 9.5, rods 10 x 9.5 + 18 = 113
        BuildSizes b = BuildSizes.of(19, 10);
        assertEquals(209, b.boardSide(), 1e-9);
        assertEquals(4.75, b.rodDiameter(), 1e-9);
        assertEquals(5.75, b.blockHole(), 1e-9);
        assertEquals(9.5, b.blockThickness(), 1e-9);
        assertEquals(113, b.rodLength(), 1e-9);
    }
}
