package pnp.ikes.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.Side;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.SheetBuilder;
import pnp.ikes.model.Space;

/** Scores far outside the usual range: a serpentine walked there and back, every visit counted. */
class LongRouteTest {
    /**
     * A serpentine corridor through all 49 spaces (walls under every row except at its turning
     * column: G after rows 1, 3, 5, A after rows 2, 4, 6), displays everywhere, the cafeteria F7-G7
     * at its far end, entrance and exit both in A1. Leg 1 walks the corridor to F7 (47 steps),
     * leg 3 walks it back (47 steps): one route. Distinct spaces: 47 displays = 47. Every visit:
     * each of the 47 display spaces is passed twice = 94.
     */
    static Sheet serpentine() {
        SheetBuilder b = new SheetBuilder().entrance(new Cell(0, 0), Side.N).exit(new Cell(0, 0), Side.W);
        for (int i = 0; i < Sheet.CELLS; i++) b.space(Cell.ofIndex(i, 7), Space.display(1 + i % 6));
        for (int r = 0; r < 6; r++) {
            int turn = r % 2 == 0 ? 6 : 0;
            for (int c = 0; c < 7; c++) if (c != turn) b.wall(new Cell(c, r), Side.S);
        }
        return b.cafeteria(new Cell(5, 6), new Cell(6, 6)).build();
    }

    @Test
    void scoresBeyondSixtyFourAreExact() {
        ScoreResult d = RouteScorer.score(serpentine(), Variant.DISTINCT);
        assertEquals(47, d.score());
        assertEquals(1, d.tiedRoutes());
        assertEquals("excellent (champion)", d.grade());
        assertEquals(47, d.best().orElseThrow().legs().get(0).steps());
        ScoreResult e = RouteScorer.score(serpentine(), Variant.EACH_VISIT);
        assertEquals(94, e.score());
        assertEquals(94, e.worstScore());
        assertEquals(94, e.displays());
    }
}
