package pnp.grid;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class CellTest {
    @Test
    void namesAndParsesLikeASpreadsheet() {
        Cell b3 = Cell.parse("b3", 7, 7).orElseThrow();
        assertEquals(new Cell(1, 2), b3);
        assertEquals("B3", b3.name());
        assertEquals(Optional.empty(), Cell.parse("H1", 7, 7));
        assertEquals(Optional.empty(), Cell.parse("A0", 7, 7));
        assertEquals(Optional.empty(), Cell.parse("A8", 7, 7));
        assertEquals(Optional.empty(), Cell.parse("3B", 7, 7));
    }

    @Test
    void stepsAndEdges() {
        Cell a1 = new Cell(0, 0);
        assertEquals(Optional.empty(), a1.step(Side.N, 7, 7));
        assertEquals(Optional.of(new Cell(1, 0)), a1.step(Side.E, 7, 7));
        assertEquals(Optional.of(new Cell(0, 1)), a1.step(Side.S, 7, 7));
        assertTrue(a1.isOuterSide(Side.W, 7, 7));
        assertFalse(a1.isOuterSide(Side.E, 7, 7));
        assertTrue(new Cell(6, 3).onEdge(7, 7));
        assertFalse(new Cell(3, 3).onEdge(7, 7));
        assertEquals(Side.E, a1.sideFacing(new Cell(1, 0)));
        assertEquals(Side.W, Side.E.opposite());
        assertEquals(Side.E, Side.N.clockwise());
    }
}
