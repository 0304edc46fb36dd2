package pnp.ikes.format;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import pnp.io.InputException;

class DoorwayTextTest {
    @Test
    void parsesCellsAndSides() {
        assertEquals("A4 W", DoorwayText.parse("--entrance", "A4").toString());
        assertEquals("A1 N", DoorwayText.parse("--entrance", "a1:n").toString());
        assertEquals("G4 E", DoorwayText.parse("--exit", "G4:E").toString());
    }

    @Test
    void rejectsInnerSpacesCornersWithoutSideAndInnerSides() {
        assertTrue(assertThrows(InputException.class, () -> DoorwayText.parse("--entrance", "D4"))
                .getMessage()
                .contains("D4 is not an edge space"));
        assertTrue(assertThrows(InputException.class, () -> DoorwayText.parse("--entrance", "A1"))
                .getMessage()
                .contains("A1 is a corner; name the side, e.g. A1:N"));
        assertTrue(assertThrows(InputException.class, () -> DoorwayText.parse("--exit", "A4:E"))
                .getMessage()
                .contains("E of A4 is not on the outer wall"));
        assertTrue(assertThrows(InputException.class, () -> DoorwayText.parse("--exit", "H4"))
                .getMessage()
                .contains("columns A-G"));
    }
}
