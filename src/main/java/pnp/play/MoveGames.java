package pnp.play;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The registry of games with moves. It knows no game: each game registers an {@link Entry} of its own in
 * {@code META-INF/services/pnp.play.MoveGames$Entry}, and {@link #all} loads them with {@link ServiceLoader}, so
 * this package depends on no game and a harness that walks the registry covers a new game by default.
 */
public final class MoveGames {
    private MoveGames() {}

    /**
     * One registered game: its name, the game, and its moves written as the game's own text and read back.
     *
     * @param <S> a state of the game
     * @param <M> a move
     */
    public interface Entry<S, M> {
        /** The game's name, as on the command line ({@code ikes}, {@code bridgewars}). */
        String name();

        /** The game. */
        MoveGame<S, M> game();

        /**
         * The game begun by {@code game().start(seed, players)} and played through {@code moves}, written as the
         * game's own text (a move log, or where the game has none its position's text), read back by its reader
         * and replayed by its referee: the state the text leads to.
         */
        S throughText(long seed, int players, List<M> moves);
    }

    /** Every registered game, by name. */
    public static List<Entry<?, ?>> all() {
        List<Entry<?, ?>> out = new ArrayList<>();
        for (Entry<?, ?> e : ServiceLoader.load(Entry.class, MoveGames.class.getClassLoader())) out.add(e);
        out.sort(Comparator.comparing(Entry::name));
        return List.copyOf(out);
    }
}
