package pnp.fridge.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A finished game: the players in file order. */
public record Position(List<PlayerBlock> players) {
    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 4;

    public Position {
        players = List.copyOf(players);
    }

    public List<String> colors() {
        List<String> c = new ArrayList<>();
        for (PlayerBlock p : players) c.add(p.color());
        return c;
    }

    public Optional<PlayerBlock> player(String color) {
        return players.stream().filter(p -> p.color().equals(color)).findFirst();
    }
}
