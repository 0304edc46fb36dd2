package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;

class ChecksumTest {
    private static Cell cell(String n) {
        return new Cell(n.charAt(0) - 'A', n.charAt(1) - '1');
    }

    private static void put(Map<Cell, Mark<SpaceMark>> m, SpaceMark v, String... cells) {
        for (String c : cells) m.put(cell(c), new Mark<>(v, 1));
    }

    @Test
    void aSheetOfFortyOneTileSpacesAndThreeDisplaysIsNoGameAndEveryMarkIsFlagged() {
        Map<Cell, Mark<SpaceMark>> m = Readings.emptySpaces();
        int n = 0;
        for (Cell c : List.copyOf(m.keySet())) if (n++ < 41) m.put(c, new Mark<>(SpaceMark.DOT, 1));
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
        Map<Cell, Mark<SpaceMark>> m = Readings.emptySpaces();
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

    private static CellSide line(String cell, Side side) {
        return new CellSide(cell(cell), side);
    }

    /** Tile 4-1 (the L, walls west of A1 and A2, south of A2 and B2) at A1 and tile 1-1 (wall north) at G7. */
    private static Map<Cell, Mark<SpaceMark>> twoTiles() {
        Map<Cell, Mark<SpaceMark>> m = Readings.emptySpaces();
        put(m, SpaceMark.DOT, "A1", "A2");
        put(m, SpaceMark.DISPLAY, "B2", "G7");
        put(m, SpaceMark.CAFETERIA, "D4", "E4");
        return m;
    }

    private static Map<CellSide, Mark<EdgeMark>> twoTilesWalls() {
        Map<CellSide, Mark<EdgeMark>> e = Readings.noWalls();
        for (CellSide w : List.of(
                line("A1", Side.W), line("A2", Side.W), line("A2", Side.S), line("B2", Side.S), line("G6", Side.S)))
            e.put(w, new Mark<>(EdgeMark.WALL, 1));
        return e;
    }

    @Test
    void aSheetSomeGameGivesIsLeftAsRead() {
        Map<Cell, Mark<SpaceMark>> m = twoTiles();
        Checksum.Result r = Checksum.apply(m, twoTilesWalls());
        assertFalse(r.impossible());
        assertTrue(r.why().isEmpty());
        assertTrue(r.edgeWhy().isEmpty());
        assertEquals(m, r.spaces());
        assertEquals(twoTilesWalls(), r.edges());
    }

    @Test
    void aTileMissingAWallFlagsTheLineThatCompletesIt() {
        Map<CellSide, Mark<EdgeMark>> e = twoTilesWalls();
        e.put(line("B2", Side.S), new Mark<>(EdgeMark.NONE, 1));
        Checksum.Result r = Checksum.apply(twoTiles(), e);
        // no layout of the L fits A1, A2 and B2's walls without B2's south wall (4-6 would need B2 S and
        // bring no wall west of A2, and two displays apart bring no reward to pay for the walls left over)
        assertFalse(r.impossible());
        assertEquals(Map.of(line("B2", Side.S), "the tile chart fits a wall here"), r.edgeWhy());
        // a doubt elsewhere on such a sheet is named for it: such doubts are right less often
        e.put(line("F1", Side.E), new Mark<>(EdgeMark.NONE, 0.6));
        Map<Cell, Mark<SpaceMark>> m = twoTiles();
        m.put(cell("E6"), new Mark<>(SpaceMark.EMPTY, 0.7));
        Checksum.Result doubted = Checksum.apply(m, e);
        assertEquals(Checksum.UNFIT, doubted.edgeWhy().get(line("F1", Side.E)));
        assertEquals(Map.of(cell("E6"), Checksum.UNFIT), doubted.why());
        assertTrue(r.edges().get(line("B2", Side.S)).uncertain());
        assertTrue(r.why().isEmpty());
    }

    @Test
    void theOneLineInDoubtWhoseChangeFitsAGameIsReadTheOtherWay() {
        Map<CellSide, Mark<EdgeMark>> e = twoTilesWalls();
        // B2's south wall drawn faint: read as no wall, in doubt; it is the only line whose change fits a game
        e.put(line("B2", Side.S), new Mark<>(EdgeMark.NONE, 0.7));
        e.put(line("F1", Side.E), new Mark<>(EdgeMark.NONE, 0.72));
        Map<Cell, Mark<SpaceMark>> m = twoTiles();
        m.put(cell("E6"), new Mark<>(SpaceMark.EMPTY, 0.7));
        Checksum.Result r = Checksum.apply(m, e);
        assertFalse(r.impossible());
        assertEquals(new Mark<>(EdgeMark.WALL, 0.6), r.edges().get(line("B2", Side.S)));
        assertEquals(
                "read the other way so that the walls fit a game", r.edgeWhy().get(line("B2", Side.S)));
        assertTrue(Checksum.isRules(r.edgeWhy().get(line("B2", Side.S))), "flagged whatever its calibrated chance");
        // the sheet now fits a game: the other doubts are weighed as on any such sheet (a wall at F1 E, paid by no
        // reward, fits none), not as doubts on a sheet that fits no game
        assertEquals("the tile chart rules out the other reading", r.edgeWhy().get(line("F1", Side.E)));
        assertEquals(Map.of(cell("E6"), "the rules rule out every other reading"), r.why());
        // read surely as no wall, the line is only flagged: the pencil does not side with the rules
        e.put(line("B2", Side.S), new Mark<>(EdgeMark.NONE, 0.8));
        Checksum.Result sure = Checksum.apply(m, e);
        assertEquals(EdgeMark.NONE, sure.edges().get(line("B2", Side.S)).value());
        assertEquals("the tile chart fits a wall here", sure.edgeWhy().get(line("B2", Side.S)));
    }

    @Test
    void aWallNoTileBringsAndNoRewardPaysForIsFlagged() {
        Map<CellSide, Mark<EdgeMark>> e = twoTilesWalls();
        e.put(line("D1", Side.E), new Mark<>(EdgeMark.WALL, 1));
        Checksum.Result r = Checksum.apply(twoTiles(), e);
        assertEquals(Map.of(line("D1", Side.E), "the tile chart fits no wall here"), r.edgeWhy());
        // two displays side by side (B2, then a single space at C2 with its wall north) bring one reward: a wall
        Map<Cell, Mark<SpaceMark>> m = twoTiles();
        put(m, SpaceMark.DISPLAY, "C2");
        e.put(line("C1", Side.S), new Mark<>(EdgeMark.WALL, 1));
        assertTrue(Checksum.apply(m, e).edgeWhy().isEmpty());
        // but not two
        e.put(line("D2", Side.E), new Mark<>(EdgeMark.WALL, 1));
        assertEquals(
                Set.of(line("D1", Side.E), line("D2", Side.E)),
                Checksum.apply(m, e).edgeWhy().keySet());
    }

    @Test
    void aDoubtedLineWhoseOtherReadingNoGameMakesSaysSo() {
        Map<CellSide, Mark<EdgeMark>> e = twoTilesWalls();
        e.put(line("B2", Side.S), new Mark<>(EdgeMark.WALL, 0.6));
        e.put(line("D1", Side.E), new Mark<>(EdgeMark.NONE, 0.6));
        Checksum.Result r = Checksum.apply(twoTiles(), e);
        // without B2's wall the L fits no layout; a wall at D1 would be one no tile brings and no reward pays for
        assertEquals(
                Map.of(line("B2", Side.S), Checksum.WALL_RULED, line("D1", Side.E), Checksum.WALL_RULED), r.edgeWhy());
        assertEquals(0.6, r.edges().get(line("B2", Side.S)).confidence(), 1e-12);
        // with a reward to pay for it, a wall at D1 could be: its reading stays merely doubted
        Map<Cell, Mark<SpaceMark>> m = twoTiles();
        put(m, SpaceMark.DISPLAY, "C2");
        e.put(line("C1", Side.S), new Mark<>(EdgeMark.WALL, 1));
        assertEquals(Set.of(line("B2", Side.S)), Checksum.apply(m, e).edgeWhy().keySet());
    }

    @Test
    void aDoubtedSpaceWhoseEveryOtherReadingNoGameMakesSaysSo() {
        Map<Cell, Mark<SpaceMark>> m = twoTiles();
        m.put(cell("G7"), new Mark<>(SpaceMark.DISPLAY, 0.6));
        m.put(cell("D1"), new Mark<>(SpaceMark.EMPTY, 0.6));
        Checksum.Result r = Checksum.apply(m, twoTilesWalls());
        // G7 empty leaves G6's south wall to a reward no display brought; G7 a dot is a tile without a display.
        // D1 a dot has no display; D1 a display is a single space, and every single space's tile has a wall.
        assertEquals(Checksum.SPACE_RULED, r.why().get(cell("G7")));
        assertEquals(Checksum.SPACE_RULED, r.why().get(cell("D1")));
        assertEquals(0.6, r.spaces().get(cell("G7")).confidence(), 1e-12);
    }

    /**
     * As above, G7 a display in doubt whose other single readings no game makes; but a pass found F7-G7 could be
     * a cafeteria (walled in together). Read as one, with G6's south wall an outline's, the sheet is a game with
     * two cafeterias: the rules do not rule G7 out, so its own doubt stands. With a third pair of cafeteria
     * spaces read (A7-B7), the cafeteria reading is one no game makes, and G7 is ruled again.
     */
    @ParameterizedTest(name = "A7-B7 a cafeteria too {0}: G7 ruled {0}")
    @CsvSource({"false", "true"})
    void aSpaceThatCouldBeHalfOfACafeteriaIsNotRuledWhileACafeteriaFits(boolean third) {
        Map<Cell, Mark<SpaceMark>> m = twoTiles();
        m.put(cell("G7"), new Mark<>(SpaceMark.DISPLAY, 0.6));
        if (third) put(m, SpaceMark.CAFETERIA, "A7", "B7");
        Cafeteria pair = new Cafeteria(cell("F7"), cell("G7"));
        Checksum.Result r = Checksum.apply(m, twoTilesWalls(), List.of(pair));
        assertEquals(third ? Checksum.SPACE_RULED : null, r.why().get(cell("G7")));
        assertEquals(
                Checksum.SPACE_RULED, Checksum.apply(m, twoTilesWalls()).why().get(cell("G7")));
    }

    @Test
    void rewardsCountOneFewerThanEachGroupOfSideBySideDisplays() {
        // A1 B1 C1 in a row and B2 below: one group of four, three rewards; E5 alone: none; G6 G7: one
        long d = 0;
        for (String c : List.of("A1", "B1", "C1", "B2", "E5", "G6", "G7")) d |= TileCover.bit(cell(c));
        assertEquals(4, TileCover.rewards(d, 0));
        // a display next to a cafeteria brings one even alone, and its group one each
        assertEquals(1, TileCover.rewards(TileCover.bit(cell("E5")), TileCover.bit(cell("E4"))));
        assertEquals(5, TileCover.rewards(d, TileCover.bit(cell("D1"))));
        // G1 and A2 are not side by side, though their bits are neighbours
        assertEquals(0, TileCover.rewards(TileCover.bit(cell("G1")) | TileCover.bit(cell("A2")), 0));
    }
}
