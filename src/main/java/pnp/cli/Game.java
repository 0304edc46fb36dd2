package pnp.cli;

import java.util.List;

/** A game and its verbs. Each game package has one implementation, listed in {@code pnp.Games}. */
public interface Game {
    /** The name typed on the command line, e.g. {@code ikes}. */
    String name();

    /** The game's full title, e.g. {@code Ike's}. */
    String title();

    List<Command> commands();

    /**
     * The printables this game adds to {@code pnp kit}; none by default.
     * Each entry is written into the kit folder and listed in its index.
     */
    default List<KitItem> kit(KitRequest request) throws Exception {
        return List.of();
    }
}
