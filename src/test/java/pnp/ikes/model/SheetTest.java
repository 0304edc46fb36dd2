package pnp.ikes.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;

class SheetTest {
    static final Cell B2 = new Cell(1, 1);
    static final Cell C2 = new Cell(2, 1);
    static final Cell A1 = new Cell(0, 0);

    static List<Space> occupied() {
        return new ArrayList<>(Collections.nCopies(Sheet.CELLS, Space.OCCUPIED));
    }

    static Sheet sheet(Set<CellSide> walls, Set<CellSide> doors) {
        return new Sheet(
                occupied(), walls, doors, new CellSide(A1, Side.W), new CellSide(new Cell(6, 6), Side.S), List.of());
    }

    @Test
    void stepIsClosedByEitherSegmentWithoutDoorway() {
        CellSide bEast = new CellSide(B2, Side.E);
        CellSide cWest = new CellSide(C2, Side.W);
        assertTrue(sheet(Set.of(), Set.of()).open(B2, C2));
        // one segment, from either side
        assertFalse(sheet(Set.of(bEast), Set.of()).open(B2, C2));
        assertFalse(sheet(Set.of(cWest), Set.of()).open(C2, B2));
        // a doorway in the only segment opens it
        assertTrue(sheet(Set.of(bEast), Set.of(bEast)).open(B2, C2));
        // two segments on the edge, a doorway in one: the other still closes it
        assertFalse(sheet(Set.of(bEast, cWest), Set.of(bEast)).open(B2, C2));
        assertFalse(sheet(Set.of(bEast, cWest), Set.of(cWest)).open(C2, B2));
        // doorways in both: open
        assertTrue(sheet(Set.of(bEast, cWest), Set.of(bEast, cWest)).open(B2, C2));
        // not neighbours, or off the grid
        assertFalse(sheet(Set.of(), Set.of()).open(B2, new Cell(3, 1)));
    }

    @Test
    void doorwayClosedByAWallInItsSpaceOnItsSide() {
        CellSide aWest = new CellSide(A1, Side.W);
        CellSide aNorth = new CellSide(A1, Side.N);
        Sheet s = sheet(Set.of(aWest), Set.of());
        assertFalse(s.usable(s.entrance()));
        assertTrue(
                sheet(Set.of(aNorth), Set.of()).usable(s.entrance()),
                "a wall on A1's other outer side does not matter");
        assertTrue(sheet(Set.of(aWest), Set.of(aWest)).usable(s.entrance()), "reopened by a doorway");
    }

    @Test
    void constructorRejectsInconsistentSheets() {
        CellSide bEast = new CellSide(B2, Side.E);
        assertThrows(IllegalArgumentException.class, () -> sheet(Set.of(), Set.of(bEast)), "door without wall");
        List<Space> g = occupied();
        g.set(B2.index(7), Space.EMPTY);
        assertThrows(
                IllegalArgumentException.class,
                () -> new Sheet(
                        g, Set.of(bEast), Set.of(), new CellSide(A1, Side.W), new CellSide(A1, Side.N), List.of()),
                "wall in an empty space");
        assertThrows(
                IllegalArgumentException.class,
                () -> new Sheet(
                        occupied(), Set.of(), Set.of(), new CellSide(A1, Side.W), new CellSide(A1, Side.W), List.of()),
                "same doorway twice");
        assertThrows(
                IllegalArgumentException.class,
                () -> new Sheet(
                        occupied(), Set.of(), Set.of(), new CellSide(B2, Side.N), new CellSide(A1, Side.N), List.of()),
                "not on the outer wall");
        List<Space> cafe = occupied();
        cafe.set(B2.index(7), Space.CAFETERIA);
        assertThrows(
                IllegalArgumentException.class,
                () -> new Sheet(
                        cafe, Set.of(), Set.of(), new CellSide(A1, Side.W), new CellSide(A1, Side.N), List.of()),
                "an @ without a cafeteria");
        cafe.set(C2.index(7), Space.CAFETERIA);
        Sheet ok = new Sheet(
                cafe,
                Set.of(),
                Set.of(),
                new CellSide(A1, Side.W),
                new CellSide(A1, Side.N),
                List.of(new Cafeteria(C2, B2)));
        assertEquals(B2, ok.cafeterias().get(0).a(), "cafeteria spaces in reading order");
        assertEquals(C2, ok.cafeteriaAt(B2).orElseThrow().other(B2));
    }

    @Test
    void spacePoints() {
        assertEquals(-1, Space.EMPTY.points());
        assertEquals(0, Space.OCCUPIED.points());
        assertEquals(0, Space.CAFETERIA.points());
        for (int f = 1; f <= 6; f++) {
            assertEquals(1, Space.display(f).points());
            assertEquals(f, Space.display(f).face());
            assertEquals(Space.display(f), Space.parse((char) ('0' + f)).orElseThrow());
        }
    }
}
