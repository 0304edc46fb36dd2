package pnp.penguins.rules;

import java.util.List;
import java.util.Map;
import pnp.penguins.model.Board;
import pnp.penguins.model.Layout;
import pnp.penguins.model.State;
import pnp.random.Rng;

/**
 * A freshly dealt game: the state, the layout its board was dealt into (the random shape when one
 * was drawn), and the setup when there are players (null for a board alone).
 */
public record NewGame(State state, Layout layout, Generator.Setup setup) {

    /**
     * Deals a board (and sets up {@code players} players, or none when 0). Everything random comes
     * from {@code rng} in the fixed order of {@link Generator}: the random shape's flips, the deal,
     * then the setup; so one seed gives one game.
     */
    public static NewGame deal(Layout layout, boolean randomShape, int players, Rng rng) {
        Layout shape = randomShape ? Generator.randomShape(layout, rng) : layout;
        Board board = Generator.deal(shape, rng);
        if (players == 0) {
            return new NewGame(new State(layout.set(), board, List.of(), Map.of(), List.of(), List.of()), shape, null);
        }
        Generator.Setup setup = Generator.setup(layout.set(), board, players, rng);
        return new NewGame(setup.state(), shape, setup);
    }

    /** {@link #deal(Layout, boolean, int, Rng)} from a fresh generator seeded with {@code seed}. */
    public static NewGame deal(Layout layout, boolean randomShape, int players, long seed) {
        return deal(layout, randomShape, players, new Rng(seed));
    }
}
