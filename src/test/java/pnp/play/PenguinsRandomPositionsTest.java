package pnp.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.penguins.format.Layouts;
import pnp.penguins.model.DominoSet;
import pnp.penguins.model.Placed;
import pnp.penguins.model.State;
import pnp.penguins.rules.Alter;
import pnp.penguins.rules.Movement;
import pnp.penguins.rules.NewGame;

/**
 * Penguin's Night Out has no move engine in pnp (it answers the table's two questions, where a penguin may go
 * and what a selected domino allows, on a position the players set up), so its random test asks those questions
 * of seeded random deals instead of playing games: every player, every roll, every domino on the board. No
 * exception may escape, and every answer is well formed: a walk starts where the penguin stands and is at most
 * {@link Movement#MAX_STEPS} steps long, an alteration names the domino asked about.
 */
class PenguinsRandomPositionsTest {
    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    void everyQuestionOnRandomDealsIsAnswered(int players) {
        for (long seed = 1; seed <= 60; seed++) {
            DominoSet set = seed % 5 == 0 ? DominoSet.DOUBLE_NINE : DominoSet.DOUBLE_SIX;
            State s = NewGame.deal(Layouts.builtIn(set), seed % 2 == 1, players, seed * 31 + players)
                    .state();
            String where = players + " players, seed " + seed + ", " + set;
            assertEquals(players, s.players().size(), where);
            for (String player : s.players()) {
                for (int roll = 1; roll <= 6; roll++) {
                    Movement.Result r = Movement.find(s, player, roll);
                    for (Movement.End e : r.ends()) {
                        assertFalse(e.path().isEmpty(), where + " " + player + " rolls " + roll);
                        assertEquals(r.start(), e.path().get(0), where + " " + player + " rolls " + roll);
                        assertTrue(e.path().size() <= Movement.MAX_STEPS + 1, where + ": " + e.path());
                    }
                }
                for (Placed p : s.board().dominoes()) {
                    Alter.Result a = Alter.of(s, player, p.domino());
                    assertEquals(p.domino(), a.selected(), where);
                }
            }
        }
    }
}
