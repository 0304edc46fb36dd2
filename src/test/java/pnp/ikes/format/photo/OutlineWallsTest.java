package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.vision.GrayImage;

class OutlineWallsTest {
    /** A sheet seen flat with nothing on it: white paper, the grid's 126 mm and its margins, 8 pixels a mm. */
    private static final Rectified BLANK = Rectified.of(GrayImage.filled(1184, 1184, 1f));

    /** The ink across a line, 3.2 mm either side in eighths of a millimetre, inward positive: strokes at {@code mm}. */
    private static double[] across(double[][] strokes) {
        double[] v = new double[52];
        for (double[] s : strokes) {
            int at = (int) Math.round((s[0] + 3.2) * Rectified.PER_MM);
            for (int i = at - 2; i <= at + 2; i++) v[i] += s[1];
        }
        return v;
    }

    @ParameterizedTest(name = "strokes at {0} and {1} mm, weights {2} and {3}: second stroke {4}")
    @CsvSource({
        // the outline 1.5 mm inside, a wall on the line: 1.5 mm apart, ink falls to nothing between
        "1.5, 0.0, 100, 80, true",
        // a neighbour's wall drawn 1 mm inside the neighbour's space
        "1.5, -1.0, 100, 60, true",
        // a faint smudge beside the outline, a fifth of its weight: less than 0.35
        "1.5, 0.0, 100, 20, false",
        // outline and wall 0.6 mm apart run into one stroke: no valley, left to the weight test
        "1.2, 0.6, 100, 100, false",
        // the outline alone
        "1.5, 1.5, 100, 0, false",
        // a mark 3 mm into the neighbour's space (its dot or display) is not looked at
        "1.5, -3.0, 100, 100, false"
    })
    void aSecondStrokeIsApartFromTheOutlineAndNearerTheLine(
            double outline, double other, double w1, double w2, boolean second) {
        double[][] strokes = {{outline, w1}, {other, w2}};
        assertEquals(second, OutlineWalls.secondStroke(across(strokes)));
    }

    @Test
    void theInkWeighedRunsFromBeyondTheLineToInsideThePair() {
        // 5 samples of 10 at 0 mm, 5 of 10 at -3 mm (outside what is weighed), 5 of 10 at 2.9 mm (a fork's)
        assertEquals(50, OutlineWalls.mass(across(new double[][] {{0, 10}, {-3, 10}})), 1e-9);
        assertEquals(50, OutlineWalls.mass(across(new double[][] {{0, 10}, {2.9, 10}})), 1e-9);
        assertFalse(OutlineWalls.secondStroke(across(new double[][] {})));
    }

    /**
     * Seed 5005 of the outlined-cafeteria hand, easy: B4-C4 is drawn as a fork with an outline round
     * the pair, and C3 has a wall on its south side, just above the outline's top. That line keeps its
     * wall, flagged; the outline's other lines read as no wall.
     */
    @Test
    void aNeighboursWallBesideAnOutlineIsStillAWall() {
        SyntheticPhoto p = SyntheticPhoto.make(5005, Difficulty.EASY, 2400, 1800, Hand.Style.CAFETERIA_OUTLINE);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell b4 = new Cell(1, 3);
        Cell c4 = new Cell(2, 3);
        CellSide wall = new CellSide(new Cell(2, 2), Side.S);
        assertEquals(EdgeMark.WALL, Accuracy.edge(p.truth(), wall));
        assertEquals(EdgeMark.WALL, r.edges().get(wall).value());
        assertTrue(r.edges().get(wall).doubtful(), "flagged: it could be the outline's");
        assertCafeteriaAsDrawn(p, r, b4, c4);
    }

    /**
     * Seed 5015 of the outlined-cafeteria hand, moderate: B7-C7 is drawn as a fork with an outline round the
     * pair, and B6 and C6 both have walls on their south sides, above the outline. Two walls among the six
     * lines lift the lines' median, so neither is half as heavy again as it, and no second stroke shows
     * apart from the outline's. Each holds more ink than the pair's lightest line by more than
     * {@link OutlineWalls#ABOVE_OUTLINE} of this sheet's walls: both keep their walls, flagged.
     */
    @Test
    void aWallIsTheInkAboveTheOutlineMeasuredByTheSheetsOwnWalls() {
        SyntheticPhoto p = SyntheticPhoto.make(5015, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_OUTLINE);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        for (CellSide wall : List.of(new CellSide(new Cell(1, 5), Side.S), new CellSide(new Cell(2, 5), Side.S))) {
            assertEquals(EdgeMark.WALL, Accuracy.edge(p.truth(), wall), wall.toString());
            assertEquals(EdgeMark.WALL, r.edges().get(wall).value(), wall.toString());
            assertTrue(r.edges().get(wall).doubtful(), wall + " flagged: it could be the outline's");
        }
        assertCafeteriaAsDrawn(p, r, new Cell(1, 6), new Cell(2, 6));
    }

    /** {@code a} and {@code b} read as cafeterias, and the six lines round them as drawn. */
    private static void assertCafeteriaAsDrawn(SyntheticPhoto p, PhotoReading r, Cell a, Cell b) {
        assertEquals(SpaceMark.CAFETERIA, r.spaces().get(a).value(), a.toString());
        assertEquals(SpaceMark.CAFETERIA, r.spaces().get(b).value(), b.toString());
        for (CellSide e : CafeteriaRules.round(a, b)) {
            assertEquals(Accuracy.edge(p.truth(), e), r.edges().get(e).value(), e.toString());
        }
    }

    /**
     * Hand-worked: a line round an outlined cafeteria read as no wall is as sure as its ink lies short of a wall's
     * above the pair's lightest line (0.8 of this sheet's wall): 0.749 with none above (the outline alone), 0.6
     * (a rule's doubt) at 0.8 or more, and halfway, 0.6745, at 0.4; unweighed (no wall on the sheet to weigh
     * by), 0.6.
     */
    @ParameterizedTest(name = "excess {0}: raw {1}")
    @CsvSource({"0, 0.749", "0.4, 0.6745", "0.8, 0.6", "1.5, 0.6", "-0.1, 0.749"})
    void aLineRoundAnOutlineIsAsSureAsItsInkIsShortOfAWall(double excess, double raw) {
        assertEquals(raw, OutlineWalls.noWall(excess), 1e-12);
    }

    @Test
    void anUnweighedLineRoundAnOutlineIsARulesDoubt() {
        assertEquals(CafeteriaRules.BY_RULE, OutlineWalls.noWall(null), 1e-12);
    }

    /**
     * Seed 5032 of the outlined-cafeteria hand, moderate, a game with rewards: the cafeteria E7-F7's fork lies
     * along the line between its spaces, which reads as a wall, and the fork's halves as displays; all seven
     * lines read as walls, their pencil inside the pair. It is read as a cafeteria, with the seven lines
     * as no wall (none holds one), flagged; the two spaces are doubted, and calibrated as such spaces are.
     */
    @Test
    void twoSpacesWalledInTogetherByAnOutlineAreReadAsACafeteria() {
        SyntheticPhoto p =
                SyntheticPhoto.make(5032, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_OUTLINE, true);
        PhotoReading r = PhotoReader.read(p.jpeg());
        Cell e7 = new Cell(4, 6);
        Cell f7 = new Cell(5, 6);
        assertCafeteriaAsDrawn(p, r, e7, f7);
        List<CellSide> seven = new ArrayList<>(CafeteriaRules.round(e7, f7));
        seven.add(CafeteriaRules.between(e7, f7));
        for (CellSide e : seven) {
            assertEquals(EdgeMark.NONE, r.edges().get(e).value(), e.toString());
            assertEquals(OutlineWalls.OUTLINE_READ, r.edgeWhy().get(e), e.toString());
        }
        // the two spaces are doubted for the outline; whether the draft marks them is the calibration's call
        PhotoReading raw = PhotoReader.readRaw(p.jpeg());
        for (Cell c : new Cell[] {e7, f7}) {
            assertTrue(raw.spaces().get(c).doubtful(), c + " doubted");
            assertEquals(OutlineWalls.OUTLINE_READ, raw.spaceWhy().get(c));
            double p7 = Calibration.fitted()
                    .probability(
                            Calibration.Kind.SPACE,
                            OutlineWalls.OUTLINE_READ,
                            raw.spaces().get(c).confidence());
            assertEquals(p7, r.spaces().get(c).confidence(), 1e-12);
        }
    }

    /**
     * Seed 6002 of the circled-dots hand, moderate, a game with rewards: the cafeteria F5-G5 is walled
     * in by its neighbours on the six lines round it, and G4-G5 is walled in too; each pair could be the
     * cafeteria, so neither is read as one. F5 and G5 stay displays, flagged as walled in together, however sure
     * such spaces usually are: no rule counts them as sure while they could be a cafeteria.
     */
    @Test
    void twoDisplaysWalledInTogetherStayFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(6002, Difficulty.MODERATE, 2400, 1800, Hand.Style.DOT_CIRCLE, true);
        PhotoReading r = PhotoReader.read(p.jpeg());
        for (Cell c : new Cell[] {new Cell(5, 4), new Cell(6, 4)}) {
            assertEquals(SpaceMark.CAFETERIA, Accuracy.space(p.truth().space(c)));
            assertEquals(SpaceMark.DISPLAY, r.spaces().get(c).value(), c.toString());
            assertTrue(r.spaces().get(c).uncertain(), c + " flagged");
            assertEquals(OutlineWalls.BOXED, r.spaceWhy().get(c));
        }
    }

    /**
     * Seed 5018 of the cross-dots hand, moderate: F6-G6 is a cafeteria drawn as a C in each space, and
     * its neighbours wall it in on four lines, drawn on the lines. That is no outline (an outline runs
     * inside the pair): the walls stay, flagged, since an outline drawn close to the lines looks alike.
     */
    @Test
    void wallsOnTheLinesRoundACafeteriaAreNoOutline() {
        SyntheticPhoto p = SyntheticPhoto.make(5018, Difficulty.MODERATE, 2400, 1800, Hand.Style.DOT_CROSS);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell f6 = new Cell(5, 5);
        Cell g6 = new Cell(6, 5);
        assertEquals(SpaceMark.CAFETERIA, r.spaces().get(f6).value());
        assertEquals(SpaceMark.CAFETERIA, r.spaces().get(g6).value());
        int walls = 0;
        for (CellSide e : CafeteriaRules.round(f6, g6)) {
            assertEquals(Accuracy.edge(p.truth(), e), r.edges().get(e).value(), e.toString());
            if (r.edges().get(e).value() == EdgeMark.WALL) {
                walls++;
                assertTrue(r.edges().get(e).doubtful(), e + " flagged: it could be an outline");
            }
        }
        assertTrue(walls >= 4, "walled in on four lines or more: " + walls);
    }

    /**
     * Hand-worked: C3 and D3 hold displays, C3's in doubt, no wall between. Four of the six lines round
     * them are walls read sure; C3 N and D3 N are read as no wall, in doubt. The four walls could be an
     * outline round a cafeteria and are flagged. With D3 N read as no wall for sure, or with both displays
     * sure, nothing changes.
     */
    @ParameterizedTest(name = "C3 in doubt {0}, D3 N in doubt {1}: walls flagged {2}")
    @CsvSource({"true, true, true", "true, false, false", "false, true, false"})
    void wallsRoundTwoMarksInDoubtCouldBeAnOutline(boolean c3InDoubt, boolean northInDoubt, boolean flagged) {
        Map<Cell, Mark<SpaceMark>> spaces = Readings.emptySpaces();
        Map<CellSide, Mark<EdgeMark>> lines = Readings.noWalls();
        Cell c3 = new Cell(2, 2);
        Cell d3 = new Cell(3, 2);
        spaces.put(c3, new Mark<>(SpaceMark.DISPLAY, c3InDoubt ? CafeteriaRules.BY_RULE : 1.0));
        spaces.put(d3, new Mark<>(SpaceMark.DISPLAY, 1.0));
        Mark<EdgeMark> wall = new Mark<>(EdgeMark.WALL, 1.0);
        List<CellSide> walls = List.of(
                Edges.canonical(new CellSide(c3, Side.W)),
                Edges.canonical(new CellSide(c3, Side.S)),
                Edges.canonical(new CellSide(d3, Side.S)),
                Edges.canonical(new CellSide(d3, Side.E)));
        for (CellSide e : walls) lines.put(e, wall);
        lines.put(Edges.canonical(new CellSide(c3, Side.N)), new Mark<>(EdgeMark.NONE, 0.7));
        lines.put(Edges.canonical(new CellSide(d3, Side.N)), new Mark<>(EdgeMark.NONE, northInDoubt ? 0.7 : 1.0));

        Map<CellSide, Mark<EdgeMark>> out = OutlineWalls.roundPairInDoubt(spaces, lines, List.of());

        for (CellSide e : walls) {
            assertEquals(EdgeMark.WALL, out.get(e).value(), e.toString());
            assertEquals(flagged, out.get(e).doubtful(), e.toString());
        }
        long changed = out.entrySet().stream()
                .filter(x -> !x.getValue().equals(lines.get(x.getKey())))
                .count();
        assertEquals(flagged ? 4 : 0, changed);
    }

    /**
     * Seed 5252 of the outlined-cafeteria hand, moderate: A1-B1, in the sheet's corner, is drawn as a
     * cafeteria with an outline, read as two displays in doubt; the outline shows on the four inner lines
     * round the pair, read as walls, and the sheet's edge reads as no wall, in doubt. The four are flagged.
     */
    @Test
    void anOutlineRoundAPairReadAsDisplaysIsFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(5252, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_OUTLINE);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell a1 = new Cell(0, 0);
        Cell b1 = new Cell(1, 0);
        assertEquals(SpaceMark.CAFETERIA, Accuracy.space(p.truth().space(a1)));
        int walls = 0;
        for (CellSide e : CafeteriaRules.round(a1, b1)) {
            assertEquals(EdgeMark.NONE, Accuracy.edge(p.truth(), e), e.toString());
            if (r.edges().get(e).value() != EdgeMark.WALL) continue;
            walls++;
            assertTrue(r.edges().get(e).doubtful(), e + " flagged: it could be the outline");
        }
        assertEquals(4, walls);
    }

    /**
     * Neighbours' walls beside an outlined cafeteria that show as a second stroke along half the line
     * only, lost in the ink summed along all of it: seed 5286 of the outlined-cafeteria hand, a light wall
     * 2 mm beyond the line under E2 (pair D2-E2); seed 5287 of the short-walls hand, a short wall on the line
     * under E2 (pair E2-F2). Each still reads as a wall, flagged.
     */
    @ParameterizedTest(name = "{0} seed {1}: {2} {3}")
    @CsvSource({"CAFETERIA_OUTLINE, 5286, E2, S", "WALL_SHORT, 5287, E2, S"})
    void aWallAlongHalfTheOutlineIsStillAWall(Hand.Style family, long seed, String cell, Side side) {
        SyntheticPhoto p = SyntheticPhoto.make(seed, Difficulty.MODERATE, 2400, 1800, family);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        Cell c = Cell.parse(cell, 7, 7).orElseThrow();
        CellSide wall = Edges.canonical(new CellSide(c, side));
        assertEquals(SpaceMark.CAFETERIA, Accuracy.space(p.truth().space(c)));
        assertEquals(SpaceMark.CAFETERIA, r.spaces().get(c).value());
        assertEquals(EdgeMark.WALL, Accuracy.edge(p.truth(), wall));
        assertEquals(EdgeMark.WALL, r.edges().get(wall).value());
        assertTrue(r.edges().get(wall).doubtful(), "flagged: it could be the outline's");
    }

    /**
     * Hand-worked: D3 and E3 hold displays read sure, walled in together on the six lines round them and on
     * the line between, all read sure, and no cafeteria read, on blank paper (no pencil lies inside the pair, so
     * nothing says the walls are an outline). The wall between could be a fork's head drawn along the line
     * inside an outline: all seven lines and both spaces are flagged, and nothing else changes. With a dot in E3
     * nothing changes at all: with no outline seen, walls round a dot and a display are a tile's.
     */
    @ParameterizedTest(name = "E3 a display {0}: flagged {0}")
    @CsvSource({"true", "false"})
    void twoDisplaysWalledInTogetherCouldBeAnOutlinedCafeteria(boolean display) {
        Map<Cell, Mark<SpaceMark>> spaces = Readings.emptySpaces();
        Map<CellSide, Mark<EdgeMark>> read = Readings.noWalls();
        Cell d3 = new Cell(3, 2);
        Cell e3 = new Cell(4, 2);
        spaces.put(d3, new Mark<>(SpaceMark.DISPLAY, 1.0));
        spaces.put(e3, new Mark<>(display ? SpaceMark.DISPLAY : SpaceMark.DOT, 1.0));
        List<CellSide> seven = new ArrayList<>(CafeteriaRules.round(d3, e3));
        seven.add(CafeteriaRules.between(d3, e3));
        for (CellSide e : seven) read.put(e, new Mark<>(EdgeMark.WALL, 1.0));
        Map<CellSide, Mark<EdgeMark>> edges = new LinkedHashMap<>(read);
        Map<Cell, Mark<SpaceMark>> before = new LinkedHashMap<>(spaces);

        OutlineWalls.boxedIn(BLANK, spaces, read, edges, new ArrayList<>());

        for (CellSide e : seven) {
            assertEquals(EdgeMark.WALL, edges.get(e).value(), e.toString());
            assertEquals(display, edges.get(e).doubtful(), e.toString());
        }
        assertEquals(display, spaces.get(d3).doubtful());
        assertEquals(display, spaces.get(e3).doubtful());
        long changedLines = edges.entrySet().stream()
                .filter(x -> !x.getValue().equals(read.get(x.getKey())))
                .count();
        long changedSpaces = spaces.entrySet().stream()
                .filter(x -> !x.getValue().equals(before.get(x.getKey())))
                .count();
        assertEquals(display ? 7 : 0, changedLines);
        assertEquals(display ? 2 : 0, changedSpaces);
    }
}
