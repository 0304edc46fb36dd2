package pnp.penguins.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pnp.penguins.Boards;
import pnp.penguins.format.Layouts;
import pnp.penguins.format.StateFormat;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.State;

/**
 * Issue 13: the move list cannot explode. One end per square (the shortest path only), and a square
 * is an end only within {@link Movement#MAX_STEPS} steps: from one square at most 1 + 4 + 8 + ... + 24
 * = 85 squares (a diamond of radius 6); from the middle of a nest two such diamonds round adjacent
 * squares, 85 + 13 = 98 squares, the two nest squares being one end: at most 97 ends. Each end carries
 * a path of at most 7 squares, at most 2 pick-ups, at most 2 buddy moves of at most 4 targets and at
 * most 6 other players' tokens.
 */
class MovementBoundTest {
    static final int MAX_ENDS = 97;

    @Test
    void theLargestPositionWeBuiltStaysWithinTheBound() {
        State s = LargestPosition.build();
        // the position is a legal state: it reads back through the format
        assertEquals(StateFormat.write(s), StateFormat.write(Boards.parse(StateFormat.write(s))));
        Movement.Result r = Movement.find(s, LargestPosition.PLAYER, LargestPosition.ROLL);
        checkBounds(r);
        // one end per square, all different
        Set<String> squares = new HashSet<>();
        for (Movement.End e : r.ends()) assertTrue(squares.add(e.square()), e.square());
        // it is large: more than half of the 85 squares a radius-6 diamond holds
        assertTrue(r.ends().size() > 42, "ends: " + r.ends().size());
        // every end on the board's doubles lists both far-off buddies, and the others' tokens are marked
        assertTrue(r.ends().stream().anyMatch(e -> e.bonusMoves().size() == 2));
        assertTrue(r.ends().stream().anyMatch(e -> !e.marks().isEmpty()));
    }

    @Test
    void everyRollFromEverySquareOfSeededGamesStaysWithinTheBound() {
        for (long seed = 0; seed < 10; seed++) {
            State s = NewGame.deal(Layouts.builtIn(DominoSet.DOUBLE_NINE), true, 2, seed)
                    .state();
            for (int roll = 1; roll <= 9; roll++)
                checkBounds(Movement.find(s, s.players().get(0), roll));
        }
    }

    private static void checkBounds(Movement.Result r) {
        assertTrue(r.ends().size() <= MAX_ENDS, "ends: " + r.ends().size());
        for (Movement.End e : r.ends()) {
            assertTrue(e.path().size() <= Movement.MAX_STEPS + 1, e.toString());
            assertTrue(e.pickups().size() <= 2);
            assertTrue(e.bonusMoves().size() <= 2);
            e.bonusMoves().forEach(m -> assertTrue(m.to().size() <= 4));
            assertTrue(e.marks().size() <= 6);
        }
    }
}
