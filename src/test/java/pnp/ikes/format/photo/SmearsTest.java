package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;

class SmearsTest {
    @ParameterizedTest(
            name = "darkest {0}, width {1} mm against the sheet's 0.32 and 1.0 mm: smear {2}, rubbed out {3}")
    @CsvSource({
        // what a rubber leaves: 0.78 of the walls' darkness, a quarter wider
        "0.25, 1.25, true, false",
        // a light wall: as faint, but a pencil line's width
        "0.20, 1.00, false, false",
        "0.16, 1.00, false, false",
        // a wide wall drawn as dark as the others (a soft pencil)
        "0.32, 1.50, false, false",
        // just fainter than 0.85 of 0.32 (0.272) and just 1.2 times as wide
        "0.271, 1.20, true, false",
        "0.273, 1.20, false, false",
        "0.25, 1.19, false, false",
        // much fainter, below 0.7 of 0.32 (0.224), and just 1.1 times as wide: a smear, never rubbed out
        "0.22, 1.10, true, false",
        "0.16, 1.15, true, false",
        "0.225, 1.10, false, false",
        "0.22, 1.09, false, false",
        // half as dark as the walls and half as wide again: rubbed out
        "0.16, 1.50, true, true",
        // just under 0.6 of 0.32 (0.192), just 1.2 times as wide
        "0.19, 1.20, true, true",
        "0.193, 1.20, true, false"
    })
    void aSmearIsFainterAndWiderThanTheSheetsWallsAndMuchFainterRubbedOut(
            double darkest, double width, boolean smear, boolean rubbedOut) {
        double[] stroke = {darkest, width};
        assertEquals(smear, Smears.smear(stroke, 0.32, 1.0));
        assertEquals(rubbedOut, Smears.rubbedOut(stroke, 0.32, 1.0));
    }

    /**
     * Seed 5008 in the cross-the-pair fork hand, moderate: a wall drawn on G5 S and rubbed out left a
     * smear about half as dark as the sheet's walls and half as wide again. It reads as no wall, flagged.
     */
    @Test
    void aWallRubbedOutReadsAsNoWallFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(5008, Difficulty.MODERATE, 2400, 1800, Hand.Style.CAFETERIA_FORK_ACROSS);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        CellSide g5s = new CellSide(new Cell(6, 4), Side.S);
        assertEquals(EdgeMark.NONE, Accuracy.edge(p.truth(), g5s));
        assertEquals(EdgeMark.NONE, r.edges().get(g5s).value());
        assertTrue(r.edges().get(g5s).doubtful(), r.edges().get(g5s).toString());
    }

    /**
     * Seed 5069 in the filled-dot hand, moderate: a wall drawn on E3 S and rubbed out left a smear that
     * reads as a wall. It is flagged; the sheet's drawn walls keep their reading.
     */
    @Test
    void aRubbedOutWallIsFlagged() {
        SyntheticPhoto p = SyntheticPhoto.make(5069, Difficulty.MODERATE, 2400, 1800, Hand.Style.DOT_DOT);
        PhotoReading r = PhotoReader.readRaw(p.jpeg());
        CellSide e3s = new CellSide(new Cell(4, 2), Side.S);
        assertEquals(EdgeMark.NONE, Accuracy.edge(p.truth(), e3s));
        assertEquals(EdgeMark.WALL, r.edges().get(e3s).value());
        assertTrue(r.edges().get(e3s).doubtful(), r.edges().get(e3s).toString());
        int walls = 0;
        int sure = 0;
        for (Map.Entry<CellSide, Mark<EdgeMark>> m : r.edges().entrySet()) {
            if (Accuracy.edge(p.truth(), m.getKey()) != EdgeMark.WALL) continue;
            walls++;
            assertEquals(EdgeMark.WALL, m.getValue().value(), m.getKey().toString());
            if (!m.getValue().doubtful()) sure++;
        }
        assertTrue(sure >= walls - 2, sure + " of " + walls + " drawn walls read sure");
    }
}
