package pnp.cli;

import java.io.IOException;
import java.util.List;

/**
 * A game and its verbs. Each game package has one implementation in its {@code commands} package,
 * listed in {@code pnp.Games}.
 *
 * <p>A game's part of {@code pnp kit} is two methods, both here: {@link #kit} writes the game's
 * printables into the request's folder and returns one {@link KitItem} a file (its line of the
 * kit's index and of the assembly page); {@link #kitSteps} says how to make the game from those
 * prints and what else to bring. To add a printable to the kit (a rules page, tokens, a die), write
 * it in {@code kit} and, if it needs cutting or folding, add a paragraph to {@code kitSteps}; the
 * kit itself ({@code pnp.kit}) knows no game and needs no change.
 */
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
    default List<KitItem> kit(KitRequest request) throws IOException {
        return List.of();
    }

    /**
     * How to make this game from the files {@link #kit} writes, and what else to bring: the game's
     * page of the kit's {@code assembly.pdf}. None by default (a game with no kit part has no page).
     */
    default KitSteps kitSteps() {
        return KitSteps.NONE;
    }
}
