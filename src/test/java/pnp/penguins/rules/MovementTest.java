package pnp.penguins.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.io.InputException;
import pnp.penguins.Boards;
import pnp.penguins.format.Layouts;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.State;
import pnp.penguins.model.TokenId;

class MovementTest {
    private static List<String> ends(State s, String player, int roll) {
        return Movement.find(s, player, roll).ends().stream()
                .map(Movement.End::square)
                .toList();
    }

    private static Movement.End end(State s, String player, int roll, String square) {
        return Movement.find(s, player, roll).ends().stream()
                .filter(e -> e.square().equals(square))
                .findFirst()
                .orElseThrow();
    }

    private static final String FAR = """
            penguin blue J1
            buddy red 1 carried
            buddy red 2 carried
            buddy blue 1 carried
            buddy blue 2 carried
            """;

    @Test
    void stepsToAdjacentSquaresAndTheRolledNumberEndsTheMove() {
        // row A1=1 B1=2 C1=1 D1=3 E1=1 F1=4 ...; red on A1 rolls 3: B1, C1, then D1 shows 3 and stops.
        State s = Boards.parse(Boards.row("penguin red A1\n" + FAR));
        assertEquals(List.of("A1", "B1", "C1", "D1"), ends(s, "red", 3));
        assertEquals(List.of("A1", "B1", "C1", "D1"), end(s, "red", 3, "D1").path());
        // rolling 2 stops at once on B1 (it shows 2)
        assertEquals(List.of("A1", "B1"), ends(s, "red", 2));
    }

    @Test
    void atMostSixSteps() {
        // roll 6: nothing on the row shows 6; blue sits on J1 so it is out anyway; A1 + 6 steps = G1.
        State s = Boards.parse(Boards.row("penguin red A1\n" + FAR));
        assertEquals(List.of("A1", "B1", "C1", "D1", "E1", "F1", "G1"), ends(s, "red", 6));
        assertEquals(7, end(s, "red", 6, "G1").path().size());
    }

    @Test
    void ownBuddyEndsTheMoveAndIsPickedUp() {
        // red's buddy 1 on C1: red from A1 rolling 6 reaches B1, then C1 where it must stop.
        State s = Boards.parse(Boards.row("""
                penguin red A1
                penguin blue J1
                buddy red 1 C1
                buddy red 2 carried
                buddy blue 1 carried
                buddy blue 2 carried
                """));
        assertEquals(List.of("A1", "B1", "C1"), ends(s, "red", 6));
        assertEquals(List.of(new TokenId("red", 1)), end(s, "red", 6, "C1").pickups());
        assertEquals(List.of(), end(s, "red", 6, "B1").pickups());
    }

    @Test
    void anotherPlayersBuddyDoesNotStopTheMoveButMarksTheSquare() {
        State s = Boards.parse(Boards.row("""
                penguin red A1
                penguin blue J1
                buddy red 1 carried
                buddy red 2 carried
                buddy blue 1 C1
                buddy blue 2 carried
                """));
        assertEquals(List.of("A1", "B1", "C1", "D1", "E1", "F1", "G1"), ends(s, "red", 6));
        assertEquals(List.of(new TokenId("blue", 1)), end(s, "red", 6, "C1").marks());
    }

    @Test
    void aBlankIsPolarBearTerritoryAndEndsTheMove() {
        // A1=1 B1=0 C1=3: red from A1 must stop on the blank B1.
        State s = Boards.parse("""
                set double-six
                grid 4x1
                players red
                domino 1-0 A1 B1
                domino 3-4 C1 D1
                nest red 3-4
                penguin red A1
                buddy red 1 carried
                buddy red 2 carried
                """);
        assertEquals(List.of("A1", "B1"), ends(s, "red", 6));
        assertTrue(end(s, "red", 6, "B1").polarBear());
        // staying on a blank is no danger: the rule speaks of entering one
        State onBlank = Boards.parse("""
                set double-six
                grid 4x1
                players red
                domino 1-0 A1 B1
                domino 3-4 C1 D1
                nest red 3-4
                penguin red B1
                buddy red 1 carried
                buddy red 2 carried
                """);
        assertFalse(end(onBlank, "red", 6, "B1").polarBear(), "stayed on B1");
        assertTrue(end(onBlank, "red", 1, "A1").path().size() == 2);
    }

    @Test
    void noSquareTwice() {
        // a 2x2 ring A1 B1 / A2 B2 (1-2 on row 1, 3-4 on row 2); no 5 or 6 on it, so only the
        // no-revisit rule and the size of the ring bound the move: every square once, at most 3 steps.
        State s = Boards.parse("""
                set double-six
                grid 2x2
                players red
                domino 1-2 A1 B1
                domino 3-4 A2 B2
                nest red 1-2
                penguin red A1
                buddy red 1 carried
                buddy red 2 carried
                """);
        Movement.Result r = Movement.find(s, "red", 6);
        assertEquals(
                List.of("A1", "B1", "A2", "B2"),
                r.ends().stream().map(Movement.End::square).toList());
        for (Movement.End e : r.ends())
            assertEquals(e.path().size(), e.path().stream().distinct().count(), e.toString());
        // B2 two ways, equally short: A1 B1 B2 comes first (B1 is before A2 row by row)
        assertEquals(List.of("A1", "B1", "B2"), end(s, "red", 6, "B2").path());
    }

    @Test
    void mayNotPassAPenguinCarryingMoreBuddies() {
        // blue on C1 carries 1 buddy, red carries 0: red cannot enter C1, so only A1 and B1.
        State s = Boards.parse(Boards.row("""
                penguin red A1
                penguin blue C1
                buddy red 1 J1
                buddy red 2 J1
                buddy blue 1 carried
                buddy blue 2 I1
                """));
        assertEquals(List.of("A1", "B1"), ends(s, "red", 6));
    }

    @Test
    void mayPassButNotEndOnAPenguinCarryingNoMore() {
        // blue on C1 carries 0 like red: red passes through C1 but cannot end there.
        State s = Boards.parse(Boards.row("""
                penguin red A1
                penguin blue C1
                buddy red 1 J1
                buddy red 2 J1
                buddy blue 1 I1
                buddy blue 2 I1
                """));
        assertEquals(List.of("A1", "B1", "D1", "E1", "F1", "G1"), ends(s, "red", 6));
        assertEquals(List.of("A1", "B1", "C1", "D1"), end(s, "red", 6, "D1").path());
        // roll 1: C1 shows 1 and would end the move on blue, so red cannot go that way at all
        assertEquals(List.of("A1", "B1"), ends(s, "red", 1));
    }

    @Test
    void mayNotEndTwiceInARowOnTheSameBuddyToken() {
        // red ended last turn on blue's buddy 1, which still lies on C1 (where red stands): red may
        // not stay, and may pass C1 again but not end there.
        State s = Boards.parse(Boards.row("""
                penguin red C1 after blue 1
                penguin blue J1
                buddy red 1 carried
                buddy red 2 carried
                buddy blue 1 C1
                buddy blue 2 carried
                """));
        assertEquals(List.of("A1", "B1", "D1", "E1", "F1", "G1", "H1", "I1"), ends(s, "red", 6));
        // the token was moved to E1 since: now C1 is fine and E1 is not
        State moved = Boards.parse(Boards.row("""
                penguin red C1 after blue 1
                penguin blue J1
                buddy red 1 carried
                buddy red 2 carried
                buddy blue 1 E1
                buddy blue 2 carried
                """));
        assertEquals(List.of("C1", "A1", "B1", "D1", "F1", "G1", "H1", "I1"), ends(moved, "red", 6));
    }

    private static final String DOUBLES = """
            set double-six
            grid 4x1
            players red
            domino 1-2 A1 B1
            domino 3-3 C1 D1
            nest red 1-2
            penguin red A1
            """;

    @Test
    void endingOnADoubleMovesOneBuddy() {
        // row A1=1 B1=2 C1=3 D1=3 (the 3-3 double), red's buddies on A2 and B2 below.
        // roll 5: nothing shows 5, so C1 and D1 are ends on the double: one buddy move each.
        State t = Boards.parse(
                DOUBLES.replace("grid 4x1", "grid 4x2").replace("nest red 1-2", "domino 4-5 A2 B2\nnest red 1-2")
                        + "buddy red 1 A2\nbuddy red 2 B2\n");
        assertEquals(1, end(t, "red", 5, "C1").bonus());
        assertEquals(1, end(t, "red", 5, "D1").bonus());
        // either buddy may be the one, one step to a neighbouring square: A2 -> A1 (N), B2 (E);
        // B2 -> B1 (N), A2 (W) - row 2 of the board is only A2 B2
        assertEquals(
                "[red 1 A2 [A1, B2], red 2 B2 [B1, A2]]",
                end(t, "red", 5, "C1").bonusMoves().stream()
                        .map(m -> m.token() + " " + m.from() + " " + m.to())
                        .toList()
                        .toString());
        assertEquals(0, end(t, "red", 5, "B1").bonus());
        // ending on B2 picks up buddy 2; B2 is on 4-5, not a double: no bonus
        assertEquals(0, end(t, "red", 5, "B2").bonus());
    }

    /**
     * Issue 16: both of red's buddies lie on D1, on the 3-3 double. Row A1=1 B1=2 C1=3 D1=3, red on
     * A1 rolls 1 (nothing else shows 1): B1 (1 step), C1 (2), then D1 (3), where red's own buddies stop
     * the move. Entering D1 picks up both: no buddy is left on the board, so ending on the double earns
     * no buddy move. (The old reading picked up red 1 only and offered to move red 2 from D1.)
     */
    @Test
    void enteringASquareWithBothBuddiesPicksUpBoth() {
        State s = Boards.parse(DOUBLES + "buddy red 1 D1\nbuddy red 2 D1\n");
        assertEquals(List.of("A1", "B1", "C1", "D1"), ends(s, "red", 1));
        Movement.End d1 = end(s, "red", 1, "D1");
        assertEquals(List.of(new TokenId("red", 1), new TokenId("red", 2)), d1.pickups());
        assertEquals(List.of("A1", "B1", "C1", "D1"), d1.path());
        assertEquals(0, d1.bonus());
        assertEquals(List.of(), d1.bonusMoves());
        // C1 is on the double too and picks up nothing: one buddy move (roll 1 is not the double's 3),
        // either token from D1 to its only neighbour C1, where red stands (picked up)
        assertEquals(List.of(), end(s, "red", 1, "C1").pickups());
        assertEquals(1, end(s, "red", 1, "C1").bonus());
        // the position after the move to D1 reads back only with both carried: one left on D1 would
        // lie under its own penguin, which the state format rejects
        String after = DOUBLES.replace("penguin red A1", "penguin red D1");
        assertEquals(
                2,
                Boards.parse(after + "buddy red 1 carried\nbuddy red 2 carried\n")
                        .carried("red"));
        Exception e =
                assertThrows(InputException.class, () -> Boards.parse(after + "buddy red 1 carried\nbuddy red 2 D1\n"));
        assertTrue(e.getMessage().contains("buddy red 2 lies under its own penguin"), e.getMessage());
    }

    @Test
    void aDoubleShowingTheRollMovesEachBuddy() {
        // roll 3: C1 shows 3 and stops the move on the 3-3 double: each buddy on the board moves,
        // two of them here; with one carried, only one.
        String base = DOUBLES.replace("grid 4x1", "grid 4x2").replace("nest red 1-2", "domino 4-5 A2 B2\nnest red 1-2");
        State two = Boards.parse(base + "buddy red 1 A2\nbuddy red 2 B2\n");
        // ends: A1 (stay), B1, C1 (shows 3), A2 and B2 (own buddies, picked up); D1 lies beyond C1
        assertEquals(List.of("A1", "B1", "C1", "A2", "B2"), ends(two, "red", 3));
        assertEquals(2, end(two, "red", 3, "C1").bonus());
        State one = Boards.parse(base + "buddy red 1 A2\nbuddy red 2 carried\n");
        assertEquals(1, end(one, "red", 3, "C1").bonus());
        State none = Boards.parse(base + "buddy red 1 carried\nbuddy red 2 carried\n");
        assertEquals(0, end(none, "red", 3, "C1").bonus());
    }

    @Test
    void fromTheMiddleOfTheNestEitherSquareIsAStart() {
        // red stands on the middle of its nest 1-3 (C1 D1); roll 6: both ways along the row.
        // left: B1, A1 (2 steps); right: E1 .. H1 (E1 is step 1, H1 step 4; I1 step 5 has blue's buddy).
        State s = Boards.parse(Boards.row("""
                penguin red nest
                penguin blue J1
                buddy red 1 carried
                buddy red 2 carried
                buddy blue 1 I1
                buddy blue 2 carried
                """).replace("nest red 1-2", "nest red 1-3"));
        assertEquals(List.of("C1+D1", "A1", "B1", "E1", "F1", "G1", "H1", "I1"), ends(s, "red", 6));
        assertEquals(List.of("C1+D1", "B1", "A1"), end(s, "red", 6, "A1").path());
        assertEquals(List.of("C1+D1", "E1"), end(s, "red", 6, "E1").path());
    }

    @Test
    void aStunnedPenguinPasses() {
        State s = Boards.parse(Boards.row("penguin red A1 stunned\n" + FAR));
        Movement.Result r = Movement.find(s, "red", 3);
        assertTrue(r.stunned());
        assertEquals(List.of(), r.ends());
    }

    @Test
    void pathsOnARealLayoutAreLegalWalks() {
        // seeded layouts: every path steps between adjacent board squares, never repeats, at most 6 steps,
        // and no square before its end stops the move.
        for (long seed = 1; seed <= 30; seed++) {
            State s = NewGame.deal(Layouts.builtIn(DominoSet.DOUBLE_SIX), false, 3, seed)
                    .state();
            State placed = new State(
                    s.set(),
                    s.board(),
                    s.players(),
                    s.nests(),
                    s.penguins().stream()
                            .map(p -> p.player().equals("red")
                                    ? p.at(s.board()
                                            .find(s.nests().get("red"))
                                            .get()
                                            .a())
                                    : p)
                            .toList(),
                    s.buddies());
            for (int roll = 1; roll <= 6; roll++) {
                for (Movement.End e : Movement.find(placed, "red", roll).ends()) {
                    List<Cell> cells = e.path().stream()
                            .map(n -> Cell.parse(n, 26, 99).orElseThrow())
                            .toList();
                    assertTrue(cells.size() <= 7);
                    assertEquals(cells.size(), cells.stream().distinct().count());
                    for (int i = 1; i < cells.size(); i++) {
                        assertTrue(cells.get(i - 1).adjacentTo(cells.get(i)));
                        assertTrue(placed.board().isSquare(cells.get(i)));
                        if (i < cells.size() - 1) {
                            int pips = placed.board().pipsAt(cells.get(i));
                            assertTrue(pips != roll && pips != 0, "passed a stopping square in " + e);
                        }
                    }
                    assertTrue(placed.penguinOn(cells.get(cells.size() - 1))
                            .map(p -> p.player().equals("red"))
                            .orElse(true));
                }
            }
        }
        assertNotNull(Collectors.toList());
    }
}
