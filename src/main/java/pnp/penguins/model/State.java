package pnp.penguins.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pnp.grid.Cell;

/**
 * A position of Penguin's Night Out: the set, the board, the players in turn order (first player
 * first, then clockwise), each player's nest, penguins and buddy tokens. Immutable.
 */
public record State(
        DominoSet set,
        Board board,
        List<String> players,
        Map<String, Domino> nests,
        List<Penguin> penguins,
        List<Buddy> buddies) {
    public State {
        players = List.copyOf(players);
        nests = Collections.unmodifiableMap(new LinkedHashMap<>(nests));
        penguins = List.copyOf(penguins);
        buddies = List.copyOf(buddies);
    }

    public Optional<Penguin> penguin(String player) {
        return penguins.stream().filter(p -> p.player().equals(player)).findFirst();
    }

    /** How many of their own buddy tokens the player's penguin carries. */
    public int carried(String player) {
        return (int) buddies.stream()
                .filter(b -> b.owner().equals(player) && b.carried())
                .count();
    }

    /** The squares a penguin stands on: its square, or both squares of its nest while on the nest's middle. */
    public List<Cell> squaresOf(Penguin p) {
        if (p.square() != null) return List.of(p.square());
        return board.find(nests.get(p.player())).map(Placed::squares).orElse(List.of());
    }

    /** The penguin standing on square {@code c}, if any. */
    public Optional<Penguin> penguinOn(Cell c) {
        for (Penguin p : penguins) if (squaresOf(p).contains(c)) return Optional.of(p);
        return Optional.empty();
    }

    /** Buddy tokens lying on square {@code c}. */
    public List<Buddy> buddiesOn(Cell c) {
        List<Buddy> out = new ArrayList<>();
        for (Buddy b : buddies) if (c.equals(b.square())) out.add(b);
        return out;
    }

    public Optional<Buddy> buddy(TokenId id) {
        return buddies.stream().filter(b -> b.id().equals(id)).findFirst();
    }

    /** Whether the player's penguin is home on its nest domino carrying both buddies. */
    public boolean wins(String player) {
        Optional<Penguin> p = penguin(player);
        if (p.isEmpty() || carried(player) < 2) return false;
        Domino nest = nests.get(player);
        Optional<Placed> at = board.find(nest);
        return at.isPresent() && squaresOf(p.get()).stream().allMatch(at.get()::covers);
    }
}
