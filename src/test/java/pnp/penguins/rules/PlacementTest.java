package pnp.penguins.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.penguins.Boards;
import pnp.penguins.format.Layouts;
import pnp.penguins.model.Board;
import pnp.penguins.model.Domino;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.Placed;

class PlacementTest {
    private static Cell c(String n) {
        return Cell.parse(n, 26, 99).orElseThrow();
    }

    /** Grid 4x3; 3-4 on A1 B1; the domino to move on C3 D3 (touching nothing). */
    private static Board board(String moving) {
        return Boards.parse("""
                set double-six
                grid 4x3
                players red
                domino 3-4 A1 B1
                domino %s C3 D3
                nest red 3-4
                penguin red nest
                buddy red 1 carried
                buddy red 2 carried
                """.formatted(moving)).board();
    }

    private static List<String> names(List<Placed> ps) {
        return ps.stream().map(Placed::describe).toList();
    }

    @Test
    void everyPlacementTouchingAnotherDomino() {
        // Without 1-2 the board is 3-4 on A1 B1. Empty squares beside it: C1 (right of B1), A2, B2 (below).
        // Pairs of empty adjacent squares using one of them: C1-D1, C1-C2, A2-B2, A2-A3, B2-C2, B2-B3:
        // 6 pairs, each either way round = 12 placements.
        List<Placed> ps = Placement.options(board("1-2"), Domino.of(1, 2));
        assertEquals(
                List.of(
                        "1-2 C1 D1",
                        "2-1 C1 D1",
                        "1-2 C1 C2",
                        "2-1 C1 C2",
                        "1-2 A2 B2",
                        "2-1 A2 B2",
                        "1-2 A2 A3",
                        "2-1 A2 A3",
                        "1-2 B2 C2",
                        "2-1 B2 C2",
                        "1-2 B2 B3",
                        "2-1 B2 B3"),
                names(ps));
    }

    @Test
    void aDoubleHasOneWayRound() {
        assertEquals(6, Placement.options(board("5-5"), Domino.of(5, 5)).size());
    }

    @Test
    void itsPresentPlaceIsNotAMoveButTurningItRoundIs() {
        // 1-2 already on C1 D1 (1 on C1): that exact placement is left out, 2 on C1 / 1 on D1 stays in.
        Board b = Boards.parse("""
                set double-six
                grid 4x3
                players red
                domino 3-4 A1 B1
                domino 1-2 C1 D1
                nest red 3-4
                penguin red nest
                buddy red 1 carried
                buddy red 2 carried
                """).board();
        List<String> ps = names(Placement.options(b, Domino.of(1, 2)));
        assertEquals(11, ps.size());
        assertFalse(ps.contains("1-2 C1 D1"));
        assertTrue(ps.contains("2-1 C1 D1"));
    }

    @Test
    void refusedPlacementsSayWhy() {
        Board rest = board("1-2").without(Domino.of(1, 2));
        assertEquals("B1 is covered by 3-4", Placement.check(rest, new Placed(c("B1"), 1, c("C1"), 2)));
        assertEquals("it would touch no other domino", Placement.check(rest, new Placed(c("C3"), 1, c("D3"), 2)));
        assertEquals("E1 is outside the grid", Placement.check(rest, new Placed(c("D1"), 1, c("E1"), 2)));
        assertNull(Placement.check(rest, new Placed(c("C1"), 1, c("D1"), 2)));
    }

    @Test
    void noSquareBesideTwoSquaresOfOneDomino() {
        // On a square grid a square can touch at most one square of any one domino (two squares of a
        // domino touching the same square would need a triangle); the count is checked all the same.
        for (long seed = 1; seed <= 5; seed++) {
            Board b = NewGame.deal(Layouts.builtIn(DominoSet.DOUBLE_SIX), false, 0, seed)
                    .state()
                    .board();
            Placed moving = b.dominoes().get(0);
            Board rest = b.without(moving.domino());
            for (Placed p : Placement.options(b, moving.domino())) {
                for (Cell q : p.squares()) {
                    assertTrue(Placement.touchCounts(rest, q).values().stream().allMatch(n -> n == 1));
                }
                assertNull(Placement.check(rest, p));
            }
        }
    }
}
