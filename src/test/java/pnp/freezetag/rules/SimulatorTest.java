package pnp.freezetag.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.freezetag.model.Position;
import pnp.freezetag.model.Roll;
import pnp.random.Rng;

class SimulatorTest {
    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4})
    void totalsAddUp(int players) {
        int games = 8;
        Tally t = Tally.run(players, true, games, 11, null, null);
        // every game has one winner or is a draw
        assertEquals(games, Arrays.stream(t.seatWins).sum() + t.draws);
        assertEquals(games - t.draws, Arrays.stream(t.kindWins).sum());
        // every game puts one kind on each seat
        assertEquals(games * players, Arrays.stream(t.kindSeatGames).sum());
        for (int s = 0; s < players; s++)
            assertEquals(games, Arrays.stream(t.seatKindGames[s]).sum());
        // mixed kinds over 2^players consecutive games: each seat is greedy in exactly half of them
        Tally full = Tally.run(players, true, 1 << players, 3, null, null);
        for (int s = 0; s < players; s++) {
            assertEquals(full.seatKindGames[s][0], full.seatKindGames[s][1]);
        }
        assertTrue(t.allTurns >= t.finishedTurns);
    }

    @Test
    void sameSeedSameTable() {
        String a = Tally.run(2, true, 6, 42, null, null).table();
        assertEquals(a, Tally.run(2, true, 6, 42, null, null).table());
        assertNotEquals(a, Tally.run(2, true, 6, 43, null, null).table());
    }

    @Test
    void gamesEndWithAWinnerWhoHasThreeOffOrAtTheCap() {
        Rng rng = new Rng(5);
        var players = Setup.players(List.of("red", "blue"), true);
        for (int g = 0; g < 5; g++) {
            Simulator.Game game = Simulator.play(players, List.of(Strategy.GREEDY, Strategy.RANDOM), rng.split());
            assertTrue(game.turns() >= 1 && game.turns() <= Simulator.TURN_CAP);
            if (game.winner() < 0) assertEquals(Simulator.TURN_CAP, game.turns());
            // a game needs at least 3 pieces off: from row 5 a piece needs 5 steps, so the winner moved
            // at least 15 times, at most 2 a turn: 8 of its own turns
            else assertTrue(game.turns() >= 15, "turns " + game.turns());
        }
    }

    @Test
    void greedyTakesAPieceOffWhenItCan() {
        // red L on B1 may step off; the greedy player takes it off rather than stepping sideways
        Position pos = Positions.redBlue(". RL . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . BS");
        List<Turn> turns = TurnGenerator.turns(pos, 0, Roll.L);
        Turn t = Strategy.GREEDY.choose(pos, 0, turns, new Rng(1));
        assertEquals("L B1-off", t.notation());
        // score: 10 for the piece off, minus half blue's progress (blue S on E5 came 4 rows from N): 10 - 2
        assertEquals(8.0, Strategy.score(t.after(), 0), 1e-9);
    }
}
