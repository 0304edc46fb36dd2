package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import pnp.grid.Side;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.TestPositions;

/** The solver's estimate beside the exact score ({@code Position.score()}, the project's scorer) on hand-built positions. */
class RouteEstimateTest {
    private static final String[] CONTRACT_GRID = {
        "- - - - - - -",
        "- . 3 @ @ - -",
        "- 3 . . 5 - -",
        ". 1 . - 5 5 .",
        "- - . 2 . - -",
        "- - - - - - -",
        "- - - - - - -"
    };

    @Test
    void theContractsExampleScoresSix() {
        // formats/ikes.md: A4 B4 B3 C3 C2 D2 then E2 E3 E4 F4 G4: displays B4 B3 C2 E3 E4 F4 = 6, no empty space
        Position p = TestPositions.drawn(
                TestPositions.doors("A4", Side.W, "G4", Side.E),
                CONTRACT_GRID,
                new String[] {"C4 E", "E4 N"},
                new String[] {"E4 N"},
                "D2",
                "E2");
        assertEquals(6, p.score().score());
        // without the doorway in E4's north wall, E3-E4 is closed: leg 3 from E2 goes E2 F2 F3 F4 G4 or
        // via E3 F3...: best E2 E3 F3 F4 G4 = displays E3 F4 (2), empty F3 (-1); leg 1 as before (3): 4
        Position closed = TestPositions.drawn(
                TestPositions.doors("A4", Side.W, "G4", Side.E),
                CONTRACT_GRID,
                new String[] {"C4 E", "E4 N"},
                new String[0],
                "D2",
                "E2");
        assertEquals(4, closed.score().score());
    }

    @Test
    void noCafeteriaIsOneShortestWalkAndTheEstimateIsExact() {
        // empty sheet, A4 W to G4 E: the straight walk A4..G4 is the only shortest one: 7 empty spaces
        String[] rows = {
            "- - - - - - -",
            "- - - - - - -",
            "- - - - - - -",
            "- - - - - - -",
            "- - - - - - -",
            "- - - - - - -",
            "- - - - - - -"
        };
        Position p = TestPositions.drawn(
                TestPositions.doors("A4", Side.W, "G4", Side.E), rows, new String[0], new String[0]);
        assertEquals(-7, p.score().score());
        assertEquals(-7, RouteEstimate.estimate(p));
        // A1 N to G7 S: 13 spaces on any shortest walk; displays on D1 and G4 can both be on one of them
        rows[0] = "- - - 2 - - -";
        rows[3] = "- - - - - - 5";
        Position q = TestPositions.drawn(
                TestPositions.doors("A1", Side.N, "G7", Side.S), rows, new String[0], new String[0]);
        assertEquals(2 - 11, q.score().score());
        assertEquals(2 - 11, RouteEstimate.estimate(q));
    }

    @Test
    void aSpaceWalkedTwiceCountsOnce() {
        // entrance A4 W, exit A5 W, cafeteria C4-D4: leg 1 A4 B4 C4, leg 3 from C4 back C4 B4 A4 A5 or C4 C5 B5 A5
        String[] rows = {
            "- - - - - - -",
            "- - - - - - -",
            "- - - - - - -",
            "- 1 @ @ - - -",
            "- - - - - - -",
            "- - - - - - -",
            "- - - - - - -"
        };
        Position p = TestPositions.drawn(
                TestPositions.doors("A4", Side.W, "A5", Side.W), rows, new String[0], new String[0], "C4", "D4");
        // best: A4 B4 C4 then C4 B4 A4 A5: distinct A4(-1) B4(+1) C4(0) A5(-1) = -1; the estimate counts
        // legs separately: leg 1 (-1+1) = 0, leg 3 best C4 B4 A4 A5 = (+1-1-1) = -1: -1 as well; via B5: -2
        assertEquals(-1, p.score().score());
        // with a second display at B5, leg 3 C4 B4 B5 A5 (3 steps, as short as any): distinct spaces
        // A4 (-1) B4 (+1) C4 (0) B5 (+1) A5 (-1) = 0; the estimate counts B4 in both legs: 0 + (1+1-1) = 1
        rows[4] = "- 2 - - - - -";
        Position q = TestPositions.drawn(
                TestPositions.doors("A4", Side.W, "A5", Side.W), rows, new String[0], new String[0], "C4", "D4");
        assertEquals(0, q.score().score());
        assertEquals(1, RouteEstimate.estimate(q));
    }

    @Test
    void aWallInTheEntranceDoorwayMeansNoRoute() {
        String[] rows = {
            "- - - - - - -",
            "- - - - - - -",
            "- - - - - - -",
            ". - - - - - -",
            "- - - - - - -",
            "- - - - - - -",
            "- - - - - - -"
        };
        Position p = TestPositions.drawn(
                TestPositions.doors("A4", Side.W, "G4", Side.E), rows, new String[] {"A4 W"}, new String[0]);
        assertFalse(p.score().reachable());
        assertEquals(0, p.score().score());
        Position q = TestPositions.drawn(
                TestPositions.doors("A4", Side.W, "G4", Side.E), rows, new String[] {"A4 W"}, new String[] {"A4 W"});
        assertEquals(-6, q.score().score());
    }
}
