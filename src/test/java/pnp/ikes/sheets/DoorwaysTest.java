package pnp.ikes.sheets;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import pnp.io.InputException;
import pnp.grid.CellSide;
import pnp.random.Rng;

class DoorwaysTest {
    @Test
    void thereAreTwentyEightOuterSides() {
        // 7 spaces along each of 4 walls; each corner space has 2 outer sides: 4 * 7 = 28
        assertEquals(28, Doorways.all().size());
    }

    @Test
    void parsesCellsAndSides() {
        assertEquals("A4 W", Doorways.parse("--entrance", "A4").toString());
        assertEquals("A1 N", Doorways.parse("--entrance", "a1:n").toString());
        assertEquals("G4 E", Doorways.parse("--exit", "G4:E").toString());
    }

    @Test
    void rejectsInnerSpacesCornersWithoutSideAndInnerSides() {
        assertTrue(assertThrows(InputException.class, () -> Doorways.parse("--entrance", "D4")).getMessage()
                .contains("D4 is not an edge space"));
        assertTrue(assertThrows(InputException.class, () -> Doorways.parse("--entrance", "A1")).getMessage()
                .contains("A1 is a corner; name the side, e.g. A1:N"));
        assertTrue(assertThrows(InputException.class, () -> Doorways.parse("--exit", "A4:E")).getMessage()
                .contains("E of A4 is not on the outer wall"));
        assertTrue(assertThrows(InputException.class, () -> Doorways.parse("--exit", "H4")).getMessage()
                .contains("columns A-G"));
    }

    @Test
    void randomDoorsArePinnedAndNeverShareASpace() {
        // seed 5 recorded once: the entrance E7 S and the exit A7 S
        CellSide[] d = Doorways.random(new Rng(5));
        assertEquals("E7 S", d[0].toString());
        assertEquals("A7 S", d[1].toString());
        for (long seed = 0; seed < 500; seed++) {
            CellSide[] r = Doorways.random(new Rng(seed));
            assertNotEquals(r[0].cell(), r[1].cell(), "seed " + seed);
        }
    }
}
