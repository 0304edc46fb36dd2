package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.model.Cafeteria;

class CafeteriaRulesTest {
    /**
     * A cafeteria F2-F3 drawn as a fork with an outline round the pair, 1-2 mm inside its lines (seed
     * 5001 of the doubled-walls hand, whose cafeterias are outlined): only some of the outline's lines
     * read as pencilled, too few for the whole outline, yet those lines are no walls, since their pencil
     * lies inside the cafeteria.
     */
    @Test
    void anOutlineLineInsideTheCafeteriaIsNoWall() {
        SyntheticPhoto p = SyntheticPhoto.make(5001, Difficulty.MODERATE, 2400, 1800, Hand.Style.WALL_DOUBLED);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell f2 = new Cell(5, 1);
        Cell f3 = new Cell(5, 2);
        assertEquals(SpaceMark.CAFETERIA, r.spaces().get(f2).value());
        assertEquals(SpaceMark.CAFETERIA, r.spaces().get(f3).value());
        for (CellSide e : CafeteriaRules.round(f2, f3)) {
            assertEquals(Accuracy.edge(p.truth(), e), r.edges().get(e).value(), e.toString());
        }
        assertEquals(EdgeMark.NONE, r.edges().get(new CellSide(f3, Side.E)).value());
        assertEquals(
                EdgeMark.NONE,
                r.edges().get(new CellSide(new Cell(4, 1), Side.E)).value());
    }

    /** The spaces of the cafeterias drawn, read as cafeterias, in the pairs drawn. */
    private static PhotoReading cafeteriasReadAsDrawn(long seed, Hand.Style family) {
        return cafeteriasReadAsDrawn(SyntheticPhoto.make(seed, Difficulty.MODERATE, 2400, 1800, family));
    }

    private static PhotoReading cafeteriasReadAsDrawn(SyntheticPhoto p) {
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        assertEquals(2, p.truth().cafeterias().size());
        for (Cafeteria c : p.truth().cafeterias()) {
            assertEquals(SpaceMark.CAFETERIA, r.spaces().get(c.a()).value(), c.a().toString());
            assertEquals(SpaceMark.CAFETERIA, r.spaces().get(c.b()).value(), c.b().toString());
            assertTrue(r.cafeterias().contains(new Cafeteria(c.a(), c.b())), c + " read as a pair");
        }
        return r;
    }

    /**
     * Seed 5001 of the fork-in-each-space hand: F2-F3 and C4-C5 each hold a small fork in each space,
     * pointing along the row, beside dots and displays; read as the two cafeterias, not four displays,
     * and flagged: a furniture sketch can look like a fork.
     */
    @Test
    void aForkInEachOfTwoSpacesIsACafeteriaFlagged() {
        PhotoReading r = cafeteriasReadAsDrawn(5001, Hand.Style.CAFETERIA_FORK_EACH);
        for (Cafeteria pair : r.cafeterias()) {
            for (Cell c : pair.spaces()) assertTrue(r.spaces().get(c).confidence() < 0.75, c + " flagged");
        }
    }

    /**
     * Seed 5015 of the fork-in-each-space hand: the forks in B7 and C7 each show only two tines, but
     * both lie the same way and have a slim handle, as no furniture sketch does; read as a cafeteria,
     * flagged.
     */
    @Test
    void twoForksOfTwoTinesWithSlimHandlesAreACafeteriaFlagged() {
        PhotoReading r = cafeteriasReadAsDrawn(5015, Hand.Style.CAFETERIA_FORK_EACH);
        for (String c : List.of("B7", "C7")) {
            Cell cell = Cell.parse(c, 7, 7).orElseThrow();
            assertTrue(r.spaces().get(cell).confidence() < 0.75, c + " flagged");
        }
    }

    /**
     * Seed 13 of the filled-arrows hand: the cafeteria D2-E2 has a fork in each space, but D2's tines
     * merge into one, and E2 pairs with E1 (a desk that the entrance's arrow runs into, seen as three
     * tines). D2's fork has a slim handle and lies the way E2's does: it is flagged, as the pair is.
     */
    @Test
    void aSlimForkBesideAForkPairIsFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(13, Difficulty.MODERATE, 2400, 1800, Hand.Style.ARROW_FILLED);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell d2 = Cell.parse("D2", 7, 7).orElseThrow();
        assertTrue(p.truth().cafeteriaAt(d2).isPresent(), "D2 drawn as half a cafeteria");
        assertTrue(r.spaces().get(d2).doubtful(), "D2 " + r.spaces().get(d2));
    }

    /**
     * Seed 5005 of the letters hand: one big C drawn across B4-C4 and a C in each of A5 and B5. B4's half
     * of the big C looks like a C of its own beside B5's; the stroke across the line B4-C4 pairs them
     * first, so A5-B5 pair too.
     */
    @Test
    void aMarkAcrossTheLinePairsItsSpacesBeforeLettersDo() {
        PhotoReading r = cafeteriasReadAsDrawn(5005, Hand.Style.CAFETERIA_LETTER);
        for (Cafeteria pair : r.cafeterias()) {
            for (Cell c : pair.spaces()) assertTrue(r.spaces().get(c).confidence() < 0.75, c + " flagged");
        }
    }

    /**
     * Seed 5002 of the letters hand, moderate: C4 holds a C that a cafeteria took, with dots in C5 and B4
     * beside it and no wall between. Its other half is known, so the dots stay sure; a dot beside a C
     * that no cafeteria took is flagged (a C's tail can look like a tick).
     */
    @Test
    void aDotBesideAPairedCStaysSure() {
        SyntheticPhoto p = SyntheticPhoto.make(5002, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_LETTER);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell c4 = new Cell(2, 3);
        assertTrue(r.odd().contains(c4), "C4's C is a mark the legend does not teach");
        assertTrue(CafeteriaRules.used(r.cafeterias(), c4), "and a cafeteria took it");
        for (Cell dot : List.of(new Cell(2, 4), new Cell(1, 3))) {
            assertEquals(
                    EdgeMark.NONE,
                    r.edges().get(CafeteriaRules.between(c4, dot)).value(),
                    dot.toString());
            assertEquals(new Mark<>(SpaceMark.DOT, 1.0), r.spaces().get(dot), dot.toString());
        }
    }

    /** Seed 5003 of the walls-on-the-line hand: B1's C under the exit's arrow is a C beside B2's. */
    @Test
    void aSpoiltCBesideACIsOneToo() {
        cafeteriasReadAsDrawn(5003, Hand.Style.WALL_ON_LINE);
    }

    /**
     * Seed 7 of the cross-dots hand: a fork across D1-E1 drawn so light and broken that its handle
     * crosses the line only faintly (too little for a fork), so D1 and E1 read as two displays; the faint
     * stroke across the line between them flags both.
     */
    @Test
    void twoDisplaysJoinedByAFaintStrokeAreFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(7, Difficulty.MODERATE, 2400, 1800, Hand.Style.DOT_CROSS);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell d1 = new Cell(3, 0);
        Cell e1 = new Cell(4, 0);
        assertTrue(p.truth().space(d1).isCafeteria());
        for (Cell c : new Cell[] {d1, e1}) {
            assertEquals(SpaceMark.DISPLAY, r.spaces().get(c).value(), c.toString());
            assertTrue(r.spaces().get(c).confidence() < 0.75, c + " flagged");
        }
    }

    /**
     * Seed 1001 drawn the legend's way (a fork across each cafeteria): the tines in one space look like
     * hatching, but the handle's space beside it is not hatched, so the sheet holds no odd mark, the
     * cafeterias are read unflagged and the lines their forks cross are surely no walls.
     */
    @Test
    void theLegendsForkAcrossIsNoOddMarkAndNotFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(1001, Difficulty.MODERATE, 3200, 2400);
        PhotoReading r = cafeteriasReadAsDrawn(p);
        assertEquals(List.of(), r.odd());
        for (Cafeteria pair : r.cafeterias()) {
            for (Cell c : pair.spaces()) assertTrue(r.spaces().get(c).confidence() >= 0.75, c + " not flagged");
            Mark<EdgeMark> line = r.edges().get(CafeteriaRules.between(pair.a(), pair.b()));
            assertEquals(EdgeMark.NONE, line.value());
            assertTrue(line.confidence() >= 0.75, "the line between not flagged");
        }
    }

    /**
     * A hard photo (seed 3 of the ticks hand): the cafeteria C4-D4 is drawn with an outline round the pair
     * and a fork too light to be read. The outline reads as walls on all six lines round the two spaces,
     * with none between them: they could be walls or an outline, so each is flagged, and so are the two
     * spaces.
     */
    @Test
    void sixWallsRoundTwoSpacesAreFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(3, Difficulty.HARD, 2400, 1800, Hand.Style.DOT_TICK);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell c4 = new Cell(2, 3);
        Cell d4 = new Cell(3, 3);
        assertTrue(p.truth().cafeteriaAt(c4).isPresent());
        assertEquals(
                EdgeMark.NONE, r.edges().get(CafeteriaRules.between(c4, d4)).value());
        for (CellSide e : CafeteriaRules.round(c4, d4)) {
            assertEquals(EdgeMark.WALL, r.edges().get(e).value(), e.toString());
            assertTrue(r.edges().get(e).doubtful(), e.toString());
        }
        assertTrue(r.spaces().get(c4).doubtful());
        assertTrue(r.spaces().get(d4).doubtful());
    }

    /**
     * A display's sketch drawn over a wall reads like a fork across the line: seed 5219 of the walls-inside
     * hand, D6 (a display) over D6 S (a wall) beside D7 (a dot); seed 5230 of the open-arrow hand, E2 over
     * E2 E beside F2 (both displays). The pencil along each line reads as a wall at both ends, and strokes
     * cross it: the pair and the line are flagged, not read as a sure cafeteria with a sure open line.
     */
    @ParameterizedTest
    @CsvSource({"WALL_INSIDE, 5219, D6, S", "ARROW_V, 5230, E2, E"})
    void aSketchAcrossAWallIsNoSureCafeteria(Hand.Style family, long seed, String cell, Side side) {
        SyntheticPhoto p = SyntheticPhoto.make(seed, Difficulty.MODERATE, 2400, 1800, family);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell a = Cell.parse(cell, 7, 7).orElseThrow();
        CellSide line = new CellSide(a, side);
        Cell b = Edges.beyond(line).orElseThrow();
        assertEquals(EdgeMark.WALL, Accuracy.edge(p.truth(), line));
        assertTrue(r.edges().get(line).doubtful(), r.edges().get(line).toString());
        for (Cell c : new Cell[] {a, b}) {
            assertTrue(p.truth().cafeteriaAt(c).isEmpty(), c.toString());
            assertTrue(r.spaces().get(c).doubtful(), c + " " + r.spaces().get(c));
        }
    }

    /**
     * A fork in each of D4 and D5, and a 2 written in C4 that also shows tines: of the two fork pairs sharing
     * D4, the one whose halves are most alike in shape is the cafeteria (tuned seed 5007, a sheet of a game
     * taking rewards as coins).
     */
    @Test
    void ofTwoForkPairsSharingASpaceTheMostAlikeIsTheCafeteria() {
        SyntheticPhoto p = SyntheticPhoto.make(5007, Difficulty.MODERATE, 2400, 1800, Hand.Style.WALL_ON_LINE, false);
        PhotoReading r = PhotoReader.read(p.jpeg());
        Cafeteria truth = new Cafeteria(cell("D4"), cell("D5"));
        assertTrue(
                p.truth().cafeterias().contains(truth), p.truth().cafeterias().toString());
        assertTrue(r.cafeterias().contains(truth), r.cafeterias().toString());
    }

    /**
     * A fork in each of B2 and B3 and a 6 in B1 that reads as a fork too (held-out seed 16 of the overdrawn
     * walls, measured before this rule, so no longer blind): whichever pair is read, B1, B2 and B3 are flagged.
     */
    @Test
    void twoForkPairsSharingASpaceAreFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(16, Difficulty.MODERATE, 2400, 1800, Hand.Style.WALL_OVERDRAWN, true);
        PhotoReading r = PhotoReader.read(p.jpeg());
        assertTrue(p.truth().cafeterias().contains(new Cafeteria(cell("B2"), cell("B3"))));
        for (String c : List.of("B1", "B2", "B3"))
            assertTrue(r.spaces().get(cell(c)).uncertain(), c + " " + r.spaces().get(cell(c)));
    }

    private static Cell cell(String name) {
        return Cell.parse(name, 7, 7).orElseThrow();
    }

    @Test
    void aPairIsFoundInEitherOrderAndOnlyWhole() {
        Cell a = new Cell(2, 3);
        Cell b = new Cell(2, 4);
        Cell c = new Cell(3, 3);
        List<Cafeteria> pairs = List.of(new Cafeteria(a, b));
        assertTrue(CafeteriaRules.isPair(pairs, a, b));
        assertTrue(CafeteriaRules.isPair(pairs, b, a));
        assertFalse(CafeteriaRules.isPair(pairs, a, c));
        assertFalse(CafeteriaRules.isPair(pairs, c, b));
        assertFalse(CafeteriaRules.isPair(List.of(), a, b));
    }
}
