package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.vision.GrayImage;
import pnp.vision.Photo;

class PrintShiftTest {
    private static Rectified flat(SyntheticPhoto p) {
        GrayImage g = Photo.decode(p.jpeg(), PhotoReader.MAX_SIDE);
        return Rectified.of(g, SheetLocator.locate(g).sheetToPhoto());
    }

    /**
     * Seed 5145 in the on-the-line wall hand, moderate: seen flat, the north wall's printed double line
     * lies 0.4-0.75 mm inside where the grid puts it over A1 to D1 (more to the west), so its inner line
     * sat in the strip read for an outer wall, and A1 N to D1 N read as sure walls. A1 to C1, half a
     * millimetre off or more, are read where the print lies: no wall, flagged. D1, 0.375 mm off, is read
     * where the grid puts it (a wall), flagged because it reads as none where the print lies.
     */
    @Test
    void anOuterLineReadsWhereItsPrintLies() {
        SyntheticPhoto p = SyntheticPhoto.make(5145, Difficulty.MODERATE, 2400, 1800, Hand.Style.WALL_ON_LINE);
        PhotoReading r = PhotoReader.read(p.jpeg());
        // the sheet as the reading saw it flat: located and rectified once
        Map<CellSide, Double> shifts = PrintShift.of(Rectified.of(r.flat()));
        assertEquals(4, shifts.size(), shifts.toString());
        double west = shifts.get(new CellSide(new Cell(0, 0), Side.N));
        double east = shifts.get(new CellSide(new Cell(3, 0), Side.N));
        assertTrue(west <= -0.6 && west >= -0.9, "A1 N " + west);
        assertTrue(east <= -0.3 && east > -PrintShift.FLAGGED, "D1 N " + east);
        for (int col = 0; col < 4; col++) {
            CellSide north = new CellSide(new Cell(col, 0), Side.N);
            assertEquals(EdgeMark.NONE, Accuracy.edge(p.truth(), north));
            assertEquals(
                    col < 3 ? EdgeMark.NONE : EdgeMark.WALL,
                    r.edges().get(north).value(),
                    north.toString());
            assertTrue(r.edges().get(north).uncertain(), north + " " + shifts.get(north));
        }
    }

    /**
     * Seed 3 in the legend hand, hard (soft focus): a wall drawn on G7 E blurs across the line; the print
     * lies 0.375 mm inside. Where the grid puts the line the wall's blur reaches the strip and it reads as a
     * wall (and so it is read); where the print lies it does not. The line reads otherwise in the two
     * places, so it is flagged.
     */
    @Test
    void aLineThatReadsOtherwiseWhereTheGridPutsItIsFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(3, Difficulty.HARD, 2400, 1800, Hand.Style.DISPLAY_LEGEND);
        CellSide g7e = new CellSide(new Cell(6, 6), Side.E);
        PhotoReading r = PhotoReader.read(p.jpeg());
        assertEquals(-0.375, PrintShift.of(Rectified.of(r.flat())).get(g7e));
        assertEquals(EdgeMark.WALL, Accuracy.edge(p.truth(), g7e));
        Mark<EdgeMark> read = r.edges().get(g7e);
        assertTrue(read.uncertain(), read.toString());
    }

    /**
     * On photos seen flat where the grid puts them, no outer line is moved: walls drawn inside beside the
     * print (a pair as dark), printed doorways (no pair: 5004's exit, 5006's entrance) and pencil strokes
     * in a doorway's gap included.
     */
    @Test
    void aPrintWhereTheGridPutsItIsNotMoved() {
        for (long seed : List.of(5001L, 5004L, 5006L, 5008L)) {
            SyntheticPhoto p = SyntheticPhoto.make(seed, Difficulty.MODERATE, 2400, 1800, Hand.Style.WALL_INSIDE);
            assertEquals(Map.of(), PrintShift.of(flat(p)), "seed " + seed);
        }
        // seed 189, doubled walls: a wall drawn over B1's exit, in three strokes inside the gap of the double
        // line, two of them 1.25 mm apart, as far from the line as a pair can be taken for the print
        SyntheticPhoto doubled = SyntheticPhoto.make(189, Difficulty.MODERATE, 2400, 1800, Hand.Style.WALL_DOUBLED);
        assertEquals(Map.of(), PrintShift.of(flat(doubled)));
    }
}
