package pnp.ikes.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.format.LiveLog;
import pnp.ikes.model.IllegalMoveException;
import pnp.ikes.model.LiveStep;
import pnp.ikes.model.Move;
import pnp.ikes.model.Sheet;
import pnp.io.TextSource;
import pnp.random.Rng;

/**
 * The live game's turn: who rolls, who may reroll, who the turn waits for, and the end; then seeded random
 * games of 2 to 6 seats whose every seat's log, written and read back, replays to the table's score, and
 * whose calls, made again on a new game, restore it.
 */
class LiveGameTest {
    private static final CellSide A1_W = new CellSide(new Cell(0, 0), Side.W);
    private static final CellSide G7_E = new CellSide(new Cell(6, 6), Side.E);

    private static LiveGame game(long seed, int seats) {
        LiveGame g = new LiveGame(seed, TestPositions.CHART);
        for (int s = 0; s < seats; s++) {
            assertEquals(s, g.seat());
            g.doors(s, A1_W, G7_E);
        }
        return g;
    }

    @Test
    void theTableRollsTheSeedsDiceAndEverySeatPlaysThem() {
        LiveGame g = game(7, 3);
        assertEquals(LiveGame.Phase.ROLL, g.phase());
        assertEquals(0, g.roller(), "seat 0 starts");
        g.roll();
        Rng dice = new Rng(7).split();
        int light = dice.roll(6);
        int dark = dice.roll(6);
        assertArrayEquals(new int[] {light, dark}, g.dice());
        assertEquals(1, g.turn());
        // no seat has a coin, so the roll is kept at once and all three seats are to play it
        assertEquals(LiveGame.Phase.PLAY, g.phase());
        assertEquals(List.of(0, 1, 2), g.waiting());
        for (int s = 0; s < 3; s++)
            assertEquals(new LiveStep.Rolled(light, dark), g.sheet(s).steps().get(0));
    }

    @Test
    void theTurnMovesOnWhenEverySeatStillPlayingHasActedAndTheDicePassToTheNextSeatStillPlaying() {
        LiveGame g = game(11, 3);
        g.roll();
        g.play(1, new Move.Stop());
        assertEquals(List.of(0, 2), g.waiting());
        IllegalMoveException early = assertThrows(IllegalMoveException.class, g::roll);
        assertEquals("the dice are rolled: wait for the others to play this roll", early.reason());
        g.play(0, anyTile(g, 0));
        IllegalMoveException twice = assertThrows(IllegalMoveException.class, () -> g.play(0, anyTile(g, 2)));
        assertEquals("you have played this turn: wait for the others to play this roll", twice.reason());
        g.play(2, new Move.PlaceCafeteria(new Cell(3, 3), new Cell(4, 3)));
        assertEquals(LiveGame.Phase.ROLL, g.phase());
        assertEquals(List.of(), g.waiting());
        assertEquals(2, g.roller(), "seat 1 stopped, so the dice pass from seat 0 to seat 2");
        IllegalMoveException out = assertThrows(IllegalMoveException.class, () -> g.play(1, new Move.Stop()));
        assertEquals("you have stopped: you are out for the rest of the game", out.reason());
    }

    @Test
    void aSeatMayStopBeforeDrawingDoorsAndScoresZeroAndTheGameEndsWhenAllHaveStopped() {
        LiveGame g = new LiveGame(3, TestPositions.CHART);
        g.seat();
        g.seat();
        g.doors(1, A1_W, G7_E);
        g.play(0, new Move.Stop());
        assertEquals(0, g.result(0).score());
        assertNull(g.result(0).position());
        g.roll();
        assertEquals(1, g.roller(), "the dice skip the seat that stopped");
        g.play(1, new Move.Stop());
        assertEquals(LiveGame.Phase.OVER, g.phase());
        // seat 1 stopped with an empty sheet: the route walks A1..G7 over 13 empty spaces
        assertEquals(-13, g.result(1).score());
        IllegalMoveException over = assertThrows(IllegalMoveException.class, g::roll);
        assertEquals("the game is over", over.reason());
    }

    @Test
    void aTileWithoutDoorsAndAMoveBeforeTheRollAreRefusedAndChangeNothing() {
        LiveGame g = new LiveGame(5, TestPositions.CHART);
        g.seat();
        IllegalMoveException wait = assertThrows(
                IllegalMoveException.class, () -> g.play(0, new Move.PlaceCafeteria(new Cell(0, 0), new Cell(1, 0))));
        assertEquals("wait for the table to roll", wait.reason());
        g.roll();
        IllegalMoveException doors = assertThrows(
                IllegalMoveException.class, () -> g.play(0, new Move.PlaceCafeteria(new Cell(0, 0), new Cell(1, 0))));
        assertEquals("draw your entrance and exit before your first tile", doors.reason());
        assertEquals(1, g.sheet(0).steps().size(), "only the roll");
        g.doors(0, A1_W, G7_E);
        g.play(0, new Move.PlaceCafeteria(new Cell(0, 0), new Cell(1, 0)));
        IllegalMoveException late = assertThrows(IllegalMoveException.class, () -> g.doors(0, G7_E, A1_W));
        assertEquals("the doors are drawn before the first tile or cafeteria", late.reason());
    }

    @Test
    void onlyTheRollerMayRerollAndOnlyWithACoin() {
        LiveGame g = game(21, 2);
        g.roll();
        IllegalMoveException notYours = assertThrows(IllegalMoveException.class, () -> g.reroll(1, true));
        assertEquals(
                "only the roller may reroll, before keeping the dice: wait for the others to play this roll",
                notYours.reason());
        assertEquals(0, g.coins(0));
    }

    @Test
    void theSameDoorsAreTheSeedsAndReachSeatsThatJoinLater() {
        LiveGame g = new LiveGame(9, TestPositions.CHART);
        g.seat();
        g.sameDoors();
        int late = g.seat();
        pnp.ikes.model.Challenge c = ChallengeGenerator.challenge(9);
        for (int s : new int[] {0, late}) {
            assertEquals(c.entrance(), g.sheet(s).entrance());
            assertEquals(c.exit(), g.sheet(s).exit());
        }
    }

    @ParameterizedTest(name = "games from seed {0}")
    @ValueSource(longs = {1, 2001})
    void randomGamesReplayFromTheirLogsToTheTablesScores(long from) {
        int rerolls = 0;
        int noDoors = 0;
        for (long seed = from; seed < from + 50; seed++) {
            LiveGame g = playAndReplay(seed);
            for (int s = 0; s < g.seats(); s++) {
                rerolls += (int) g.sheet(s).steps().stream()
                        .filter(LiveStep.Rerolled.class::isInstance)
                        .count();
                if (!g.sheet(s).hasDoors()) noDoors++;
            }
        }
        // the games reach what the test is for: rerolls paid with coins, and seats that never drew doors
        assertTrue(rerolls >= 20, "rerolls: " + rerolls);
        assertTrue(noDoors >= 3, "seats without doors: " + noDoors);
    }

    /** One seeded random game, played to its end, then its logs written, read back and replayed. */
    private static LiveGame playAndReplay(long seed) {
        {
            Rng rng = new Rng(seed * 31 + 5);
            List<Consumer<LiveGame>> calls = new ArrayList<>();
            LiveGame g = new LiveGame(seed, TestPositions.CHART);
            int seats = rng.between(2, 6);
            call(g, calls, x -> x.seat(), seats);
            if (rng.nextInt(4) == 0) call(g, calls, LiveGame::sameDoors, 1);
            for (int s = 0; s < seats; s++) {
                CellSide[] d = ChallengeGenerator.randomDoors(rng);
                int seat = s;
                if (g.sheet(s).hasDoors() || rng.nextInt(10) == 0) continue; // one seat in ten never draws doors
                call(g, calls, x -> x.doors(seat, d[0], d[1]), 1);
            }
            int guard = 0;
            while (g.phase() != LiveGame.Phase.OVER) {
                assertTrue(++guard < 2000, "seed " + seed + ": the game does not end");
                if (g.phase() == LiveGame.Phase.ROLL) {
                    if (g.turn() >= 60) call(g, calls, LiveGame::end, 1);
                    else call(g, calls, LiveGame::roll, 1);
                    continue;
                }
                int seat = g.waiting().get(rng.nextInt(g.waiting().size()));
                Move m = randomMove(g, seat, rng);
                call(g, calls, x -> x.play(seat, m), 1);
            }
            assertTrue(g.turn() <= 49, "seed " + seed + ": every turn fills a space, so 49 turns at most: " + g.turn());
            LiveGame again = new LiveGame(seed, TestPositions.CHART);
            for (Consumer<LiveGame> c : calls) c.accept(again);
            for (int s = 0; s < seats; s++) {
                String log = LiveLog.write(g.sheet(s), "seat " + s);
                assertEquals(
                        log,
                        LiveLog.write(again.sheet(s), "seat " + s),
                        "seed " + seed + ": the calls restore the game");
                LiveLog read = LiveLog.parse(new TextSource("seat" + s + ".ikeslog", log));
                assertEquals(g.sheet(s), read.sheet(), "seed " + seed + " seat " + s + ": the log reads back");
                LiveRules.Result r = LiveRules.replay(read.sheet(), TestPositions.CHART);
                assertTrue(r.legal(), () -> "seed " + seed + ": " + r.error().reason());
                assertEquals(g.scores().get(s), r.score(), "seed " + seed + " seat " + s);
                if (r.position() != null) assertEquals(r.position().score().score(), r.score());
                if (!g.sheet(s).hasDoors()) assertEquals(0, r.score());
            }
            return g;
        }
    }

    private static void call(LiveGame g, List<Consumer<LiveGame>> calls, Consumer<LiveGame> c, int times) {
        for (int i = 0; i < times; i++) {
            c.accept(g);
            calls.add(c);
        }
    }

    /**
     * A reroll now and then for the roller, a stop one time in 25, else a legal tile or cafeteria, taking
     * the coins half the times a reward is earned (so that rollers have coins to reroll with).
     */
    private static Move randomMove(LiveGame g, int seat, Rng rng) {
        if (g.phase() == LiveGame.Phase.REROLL && rng.nextInt(3) == 0) return new Move.Reroll(rng.nextBoolean());
        Position p = g.result(seat).position();
        if (p == null || rng.nextInt(25) == 0) return new Move.Stop();
        List<Move> moves = new IkesMoves(TestPositions.CHART)
                .legalMoves(p).stream()
                        .filter(m -> !(m instanceof Move.Reroll) && !(m instanceof Move.Stop))
                        .toList();
        List<Move> coins = moves.stream()
                .filter(m -> m instanceof Move.PlaceTile t && t.reward() instanceof Move.Reward.Coins)
                .toList();
        if (!coins.isEmpty() && rng.nextBoolean()) return coins.get(rng.nextInt(coins.size()));
        return moves.isEmpty() ? new Move.Stop() : moves.get(rng.nextInt(moves.size()));
    }

    private static Move anyTile(LiveGame g, int seat) {
        return new IkesMoves(TestPositions.CHART)
                .legalMoves(g.result(seat).position()).stream()
                        .filter(m -> m instanceof Move.PlaceTile)
                        .findFirst()
                        .orElseThrow();
    }

    @Test
    void theDoorsMustBeOnTheOuterWallAndApart() {
        LiveGame g = new LiveGame(1, TestPositions.CHART);
        g.seat();
        CellSide inside = new CellSide(new Cell(3, 3), Side.N);
        assertFalse(Sheet.isOuter(inside));
        assertEquals(
                "a door goes on the building's outer wall: an outer side of an edge space",
                assertThrows(IllegalMoveException.class, () -> g.doors(0, inside, G7_E))
                        .reason());
        assertEquals(
                "the entrance and the exit need different places",
                assertThrows(IllegalMoveException.class, () -> g.doors(0, G7_E, G7_E))
                        .reason());
    }
}
