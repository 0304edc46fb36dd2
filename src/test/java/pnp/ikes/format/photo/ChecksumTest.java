package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;

class ChecksumTest {
    private static Map<Cell, Mark<SpaceMark>> empty() {
        Map<Cell, Mark<SpaceMark>> m = new LinkedHashMap<>();
        for (int r = 0; r < 7; r++) for (int c = 0; c < 7; c++) m.put(new Cell(c, r), new Mark<>(SpaceMark.EMPTY, 1));
        return m;
    }

    private static Cell cell(String n) {
        return new Cell(n.charAt(0) - 'A', n.charAt(1) - '1');
    }

    private static void put(Map<Cell, Mark<SpaceMark>> m, SpaceMark v, String... cells) {
        for (String c : cells) m.put(cell(c), new Mark<>(v, 1));
    }

    @Test
    void aSheetOfFortyOneTileSpacesAndThreeDisplaysIsNoGameAndEveryMarkIsFlagged() {
        Map<Cell, Mark<SpaceMark>> m = empty();
        int n = 0;
        for (Cell c : java.util.List.copyOf(m.keySet())) if (n++ < 41) m.put(c, new Mark<>(SpaceMark.DOT, 1));
        put(m, SpaceMark.DISPLAY, "B1", "D3", "F5");
        Checksum.Result r = Checksum.apply(m, Readings.noWalls());
        // a tile has one display and at most four spaces: 41 spaces need 11 displays; one change cannot help
        assertTrue(r.impossible());
        // every dot too: a display read as a dot leaves a tile with none
        assertEquals(41, r.why().size());
        assertTrue(r.why().keySet().containsAll(Set.of(cell("B1"), cell("D3"), cell("F5"))));
        for (Cell c : r.why().keySet()) assertTrue(r.spaces().get(c).uncertain(), c.toString());
        assertEquals("no game fits the sheet as read", r.why().get(cell("D3")));
        assertEquals(41, r.spaces().values().stream().filter(Mark::uncertain).count());
    }

    @Test
    void aTileWithoutADisplayFlagsTheSpacesThatCouldHoldIt() {
        Map<Cell, Mark<SpaceMark>> m = empty();
        // a sure tile (the L of light die 4 at A1 with its display) and two dots side by side at E5, F5
        put(m, SpaceMark.DOT, "A1", "A2");
        put(m, SpaceMark.DISPLAY, "B2");
        put(m, SpaceMark.DOT, "E5", "F5");
        Checksum.Result r = Checksum.apply(m, Readings.noWalls());
        assertFalse(r.impossible());
        // a display at E5 or F5 (two side by side), at D5 or G5 (three in a row) or at E4 (the L) fits a game;
        // either dot as empty leaves a single space without a display
        assertEquals(
                Set.of(cell("E4"), cell("D5"), cell("E5"), cell("F5"), cell("G5")),
                r.why().keySet());
        assertEquals("the rules fit a display here", r.why().get(cell("E5")));
        assertTrue(r.spaces().get(cell("F5")).uncertain());
        assertEquals(SpaceMark.DOT, r.spaces().get(cell("F5")).value());
        assertFalse(r.spaces().get(cell("B2")).uncertain());
    }

    @Test
    void aSheetSomeGameGivesIsLeftAsRead() {
        Map<Cell, Mark<SpaceMark>> m = empty();
        put(m, SpaceMark.DOT, "A1", "A2");
        put(m, SpaceMark.DISPLAY, "B2", "G7");
        put(m, SpaceMark.CAFETERIA, "D4", "E4");
        Checksum.Result r = Checksum.apply(m, Readings.noWalls());
        assertFalse(r.impossible());
        assertTrue(r.why().isEmpty());
        assertEquals(m, r.spaces());
    }
}
