package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;

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
        PhotoReading r = PhotoReader.read(p.jpeg());
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
}
