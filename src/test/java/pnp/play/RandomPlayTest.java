package pnp.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.rules.Position;
import pnp.ikes.solver.UpperBound;
import pnp.random.Rng;
import pnp.testing.MainClasses;

/**
 * Seeded random play over every game in the registry ({@link MoveGames}), after OpenSpiel's basic tests: each game
 * starts from {@link MoveGame#start} for every seat count it takes and picks uniformly among its own legal moves
 * until it ends. Every generated move must be accepted by the game's referee, no exception may escape, the legal
 * moves are empty exactly at the end, no game runs past {@link MoveGame#maxLength}, and every end state scores
 * within the game's bounds. After moves 1 to 10 and after every power of two, the game so far goes through its own
 * text ({@link MoveGames.Entry#throughText}: the move log written, read back and replayed) and must come back to a
 * state with the same legal moves, end and result. A game added to the registry is covered without a line here;
 * {@link #everyMoveGameIsRegistered} fails for one that is not. Each parameter is a block of seeds, so a failure
 * names the seed that made it.
 */
class RandomPlayTest {
    /** Games of each seat count, in blocks of seeds: one block in {@code verify}; {@code -Dpnp.play.blocks=N} plays N. */
    private static final int BLOCKS = Integer.getInteger("pnp.play.blocks", 1);

    /**
     * Games a block of Bridge Wars and Freeze Tag: 12 reach every branch of the games' code that 25 reached (the
     * JaCoCo probes of a run of this class, compared); Ike's plays {@link #IKES_GAMES}, its moves being many.
     */
    private static final int GAMES_A_BLOCK = 12;

    private static final int IKES_GAMES = 5;

    static Stream<Arguments> blocks() {
        List<Arguments> out = new ArrayList<>();
        for (MoveGames.Entry<?, ?> e : MoveGames.all()) {
            for (int n = e.game().minPlayers(); n <= e.game().maxPlayers(); n++) {
                for (int b = 0; b < BLOCKS; b++) out.add(Arguments.of(e.name(), n, 1L + (long) b * GAMES_A_BLOCK));
            }
        }
        return out.stream();
    }

    @Test
    void theRegistryHoldsTheThreeGamesWithMoves() {
        List<String> names = MoveGames.all().stream().map(MoveGames.Entry::name).toList();
        assertEquals(List.of("bridgewars", "freezetag", "ikes"), names);
    }

    @Test
    void everyMoveGameIsRegistered() {
        Set<String> registered = new TreeSet<>();
        for (MoveGames.Entry<?, ?> e : MoveGames.all())
            registered.add(e.game().getClass().getName());
        Set<String> implemented = new TreeSet<>();
        for (JavaClass c : MainClasses.all()) {
            if (!c.isInterface() && c.isAssignableTo(MoveGame.class)) implemented.add(c.getName());
        }
        assertEquals(implemented, registered, "every MoveGame is in META-INF/services/pnp.play.MoveGames$Entry");
    }

    @ParameterizedTest(name = "{0}, {1} players, seeds from {2}")
    @MethodSource("blocks")
    void randomGamesKeepTheContract(String name, int players, long from) {
        MoveGames.Entry<?, ?> entry = MoveGames.all().stream()
                .filter(e -> e.name().equals(name))
                .findFirst()
                .orElseThrow();
        int games = name.equals("ikes") ? IKES_GAMES : GAMES_A_BLOCK;
        for (long seed = from; seed < from + games; seed++) playOne(entry, players, seed);
    }

    @Test
    void aSeatCountOutsideTheGamesRangeIsRefused() {
        for (MoveGames.Entry<?, ?> e : MoveGames.all()) {
            MoveGame<?, ?> g = e.game();
            assertThrows(IllegalArgumentException.class, () -> g.start(1, g.minPlayers() - 1), e.name());
            assertThrows(IllegalArgumentException.class, () -> g.start(1, g.maxPlayers() + 1), e.name());
        }
    }

    private static <S, M> void playOne(MoveGames.Entry<S, M> entry, int players, long seed) {
        MoveGame<S, M> game = entry.game();
        String where = entry.name() + ", " + players + " players, seed " + seed;
        Rng rng = new Rng(seed * 7_919 + players);
        S start = game.start(seed, players);
        assertEquals(fingerprint(game, start), fingerprint(game, game.start(seed, players)), where + ": start");
        List<M> moves = new ArrayList<>();
        S s = start;
        while (!game.isOver(s)) {
            List<M> legal = game.legalMoves(s);
            assertFalse(legal.isEmpty(), where + ": no legal move before the end, after " + moves.size());
            M m = legal.get(rng.nextInt(legal.size()));
            s = game.apply(s, m);
            assertNotNull(s, where);
            moves.add(m);
            assertTrue(moves.size() <= game.maxLength(), where + ": more than " + game.maxLength() + " moves");
            int k = moves.size();
            if (k <= 10 || Integer.bitCount(k) == 1) {
                assertEquals(
                        fingerprint(game, s),
                        fingerprint(game, entry.throughText(seed, players, moves)),
                        where + ": through its text after " + k + " moves");
            }
        }
        assertTrue(game.legalMoves(s).isEmpty(), where + ": legal moves after the end");
        assertEquals(fingerprint(game, s), fingerprint(game, entry.throughText(seed, players, moves)), where);
        List<Integer> result = game.result(s);
        assertEquals(players, result.size(), where + ": one result a seat");
        for (Bound b : BOUNDS) if (b.name.equals(entry.name())) b.check.accept(s, result);
    }

    /** What a state shows a player: whether it is over, its result, and its legal moves. */
    private static <S, M> List<Object> fingerprint(MoveGame<S, M> game, S s) {
        return List.of(game.isOver(s), game.result(s), game.legalMoves(s));
    }

    private record Bound(String name, BiConsumer<Object, List<Integer>> check) {}

    /** Each game's bounds on its result; a game without an entry here is held to the contract alone. */
    private static final List<Bound> BOUNDS = List.of(
            new Bound("ikes", (s, r) -> {
                Position p = (Position) s;
                int bound =
                        UpperBound.of(p.challenge(), TileChartParser.standard()).score();
                assertTrue(r.get(0) <= bound, "Ike's: " + r.get(0) + " above the challenge's bound " + bound);
            }),
            new Bound(
                    "bridgewars",
                    (s, r) -> assertTrue(r.stream().allMatch(x -> x >= 0), "Bridge Wars: a total below 0: " + r)),
            new Bound("freezetag", (s, r) -> {
                Set<Integer> values = r.stream().collect(Collectors.toSet());
                assertTrue(Set.of(0, 1).containsAll(values), "Freeze Tag: results are 0 or 1: " + r);
                assertTrue(r.stream().mapToInt(Integer::intValue).sum() <= 1, "Freeze Tag: one winner at most: " + r);
            }));
}
