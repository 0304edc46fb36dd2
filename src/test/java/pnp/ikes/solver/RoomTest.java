package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.Move;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.Rules;

class RoomTest {
    private static final TileChart CHART = TileChartParser.standard();
    private static final Room ROOM = Room.of(CHART);

    private static long spaces(String... names) {
        long m = 0;
        for (String n : names)
            m |= 1L << Board.index(Cell.parse(n, Board.SIZE, Board.SIZE).orElseThrow());
        return m;
    }

    private static Challenge challenge(int... light) {
        int[] dark = new int[light.length];
        Arrays.fill(dark, 1);
        return new Challenge(
                0,
                new CellSide(new Cell(0, 0), Side.N),
                new CellSide(new Cell(6, 6), Side.S),
                light,
                dark,
                new int[] {1},
                new int[] {1});
    }

    @Test
    void onAnEmptySheetOnlyTheCornersEscapeTheLAndTheT() {
        // Single, both dominoes and the row of three reach every space. The L (top-left, bottom-left,
        // bottom-right) cannot cover G1: as its top it needs H2, as its bottom-left it starts in row 0,
        // as its bottom-right F0. The T (three across, one below the middle) cannot reach A7 or G7: row 7
        // can only hold its stem, which sits under the middle of the bar, never in column A or G.
        for (int face : new int[] {1, 2, 3, 5}) assertEquals(Board.ALL, ROOM.cover(face, Board.ALL), "face " + face);
        assertEquals(Board.ALL & ~spaces("G1"), ROOM.cover(4, Board.ALL));
        assertEquals(Board.ALL & ~spaces("A7", "G7"), ROOM.cover(6, Board.ALL));
    }

    @Test
    void aTShapedHoleHoldsATButNoL() {
        long hole = spaces("A1", "B1", "C1", "B2");
        assertEquals(hole, ROOM.cover(1, hole)); // singles fit anywhere
        assertEquals(spaces("A1", "B1", "C1"), ROOM.cover(2, hole)); // A1-B1 and B1-C1
        assertEquals(spaces("B1", "B2"), ROOM.cover(3, hole)); // the only upright pair
        assertEquals(0, ROOM.cover(4, hole)); // an L needs A2 or C2
        assertEquals(spaces("A1", "B1", "C1"), ROOM.cover(5, hole));
        assertEquals(hole, ROOM.cover(6, hole));
        // no wrapping round the sheet's edge: G1 and A2 are not side by side
        assertEquals(0, ROOM.cover(2, spaces("G1", "A2")));
    }

    @Test
    void theComingDiceWeighTheShapes() {
        long hole = spaces("A1", "B1", "C1", "B2");
        Position start = Position.start(challenge(6, 1, 1, 2), CHART);
        // turns to come: T (covers 4), single (4), single (4), two side by side (3): (4 + 4 + 4 + 3) / 4
        assertEquals(15 / 4.0, ROOM.expected(start, hole), 1e-9);
        Position next = Rules.apply(start, new Move.PlaceCafeteria(new Cell(3, 3), new Cell(4, 3)));
        // turn 1 is played: (4 + 4 + 3) / 3
        assertEquals(11 / 3.0, ROOM.expected(next, hole), 1e-9);
        // no turn left: no tile will come
        Position last = Rules.apply(
                Position.start(challenge(1), CHART), new Move.PlaceCafeteria(new Cell(3, 3), new Cell(4, 3)));
        assertEquals(0, ROOM.expected(last, Board.ALL));
    }
}
