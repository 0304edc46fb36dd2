package pnp.penguins.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.penguins.Boards;
import pnp.penguins.model.Domino;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.model.TokenId;

class AlterTest {
    /**
     * Grid 4x2:  A1=1 B1=2 | C1=3 D1=4      (1-2, 3-4)
     *            A2=5 B2=6 | C2=1 D2=3      (5-6, 1-3)
     */
    private static State state(String pieces) {
        return Boards.parse("""
                set double-six
                grid 4x2
                players red blue
                domino 1-2 A1 B1
                domino 3-4 C1 D1
                domino 5-6 A2 B2
                domino 1-3 C2 D2
                nest red 1-2
                nest blue 1-3
                """ + pieces);
    }

    private static final String USUAL = """
            penguin red A1
            penguin blue C1
            buddy red 1 D2
            buddy red 2 carried
            buddy blue 1 B1
            buddy blue 2 carried
            """;

    @Test
    void aVacantDominoMayBeMoved() {
        // 5-6 holds no penguin and no buddy: vacant. Without it the board is A1..D1 and C2 D2;
        // beside them (inside the 4x2 grid) only A2 and B2 are empty: the one pair A2-B2, either way
        // round, less its present place (5 on A2, 6 on B2): just "6-5 A2 B2".
        Alter.Result r = Alter.of(state(USUAL), "red", Domino.of(5, 6));
        assertTrue(r.vacant());
        assertEquals(
                List.of("6-5 A2 B2"),
                r.placements().stream().map(Placed::describe).toList());
        assertEquals(List.of(), r.stuns());
        assertEquals(List.of(), r.buddyMoves());
        assertFalse(r.ownPenguin());
    }

    @Test
    void anOpposingPenguinIsStunned() {
        Alter.Result r = Alter.of(state(USUAL), "red", Domino.of(3, 4));
        assertFalse(r.vacant());
        assertEquals(List.of(), r.placements());
        assertEquals(List.of(new Alter.Stun("blue", false)), r.stuns());
        Alter.Result again =
                Alter.of(state(USUAL.replace("penguin blue C1", "penguin blue C1 stunned")), "red", Domino.of(3, 4));
        assertEquals(List.of(new Alter.Stun("blue", true)), again.stuns());
    }

    @Test
    void ownPenguinAndABuddyAddUp() {
        // 1-2 holds red (A1) and blue's buddy 1 (B1): the buddy may go to A1, C1 or B2 (C1 is blue's
        // penguin: picked up), and red may move any vacant domino: only 5-6 is vacant (3-4 has blue,
        // 1-3 has red's buddy 1), and 5-6 may only turn round (see above).
        Alter.Result r = Alter.of(state(USUAL), "red", Domino.of(1, 2));
        assertFalse(r.vacant());
        assertTrue(r.ownPenguin());
        assertEquals(1, r.buddyMoves().size());
        Alter.BuddyMove m = r.buddyMoves().get(0);
        assertEquals(new TokenId("blue", 1), m.token());
        // neighbours in N E S W order
        assertEquals(
                List.of("C1/true", "B2/false", "A1/false"),
                m.targets().stream().map(t -> t.square() + "/" + t.pickup()).toList());
        assertEquals(
                List.of(Domino.of(5, 6)),
                r.relocations().stream().map(Alter.Relocation::domino).toList());
        assertEquals(
                List.of("6-5 A2 B2"),
                r.relocations().get(0).placements().stream()
                        .map(Placed::describe)
                        .toList());
    }

    @Test
    void theRulesCumulativeExample() {
        // the selected 1-2 holds red's penguin (A1), blue's penguin and both of red's buddies (B1):
        // blue is stunned, each buddy may move (onto A1 = picked up by red), red may relocate a vacant domino.
        State s = state("""
                penguin red A1
                penguin blue B1
                buddy red 1 B1
                buddy red 2 B1
                buddy blue 1 D2
                buddy blue 2 carried
                """);
        Alter.Result r = Alter.of(s, "red", Domino.of(1, 2));
        assertEquals(List.of(new Alter.Stun("blue", false)), r.stuns());
        assertEquals(2, r.buddyMoves().size());
        for (Alter.BuddyMove m : r.buddyMoves()) {
            assertTrue(m.targets().stream().anyMatch(t -> t.square().name().equals("A1") && t.pickup()));
            assertFalse(
                    m.targets().stream().anyMatch(Alter.Target::wins),
                    "red is on its nest but carries only 1 after one pick-up");
        }
        // worked by hand: red stands on A1, a square of its nest 1-2, carrying nothing; moving buddy 1 from B1
        // onto A1 picks it up (1 carried), and so does moving buddy 2 (2 carried): both moves together end the
        // turn on the nest carrying both, which is a win, though neither move alone is one.
        assertFalse(r.winsNow(), "before the moves red carries nothing");
        assertEquals(
                List.of(
                        new Alter.Step(
                                new TokenId("red", 1), Cell.parse("A1", 4, 2).orElseThrow()),
                        new Alter.Step(
                                new TokenId("red", 2), Cell.parse("A1", 4, 2).orElseThrow())),
                r.winningSteps());
        assertTrue(r.wins());
        assertTrue(r.ownPenguin());
        // vacant: 3-4 (C1 D1) and 5-6; 1-3 holds blue's buddy 1
        assertEquals(
                List.of(Domino.of(3, 4), Domino.of(5, 6)),
                r.relocations().stream().map(Alter.Relocation::domino).toList());
    }

    @Test
    void winCheck() {
        // red home on its nest 1-2 (A1) carrying both buddies: wins
        State home = state("""
                penguin red A1
                penguin blue C1
                buddy red 1 carried
                buddy red 2 carried
                buddy blue 1 D2
                buddy blue 2 carried
                """);
        assertTrue(Alter.of(home, "red", Domino.of(5, 6)).winsNow());
        assertTrue(home.wins("red"));
        assertFalse(home.wins("blue"));
        // carrying one, the other on B1 of the selected nest: moving it onto red on A1 wins
        State almost = state("""
                penguin red A1
                penguin blue C1
                buddy red 1 carried
                buddy red 2 B1
                buddy blue 1 D2
                buddy blue 2 carried
                """);
        Alter.Result r = Alter.of(almost, "red", Domino.of(1, 2));
        assertFalse(r.winsNow());
        Alter.Target onto = r.buddyMoves().get(0).targets().stream()
                .filter(t -> t.square().name().equals("A1"))
                .findFirst()
                .orElseThrow();
        assertTrue(onto.pickup());
        assertTrue(onto.wins());
        assertEquals(1, r.winningSteps().size(), "one move wins");
        assertTrue(r.wins());
        // away from the nest with both buddies: not a win
        State away = state("""
                penguin red B2
                penguin blue C1
                buddy red 1 carried
                buddy red 2 carried
                buddy blue 1 D2
                buddy blue 2 carried
                """);
        assertFalse(away.wins("red"));
    }
}
