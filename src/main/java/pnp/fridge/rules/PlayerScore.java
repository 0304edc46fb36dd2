package pnp.fridge.rules;

import java.util.List;
import pnp.fridge.model.Point;

/**
 * One player's score with its evidence.
 *
 * @param infiltrated opponents' colours whose base a 1-inch bar of the player touches (game order)
 * @param broken      the player's own junctions broken by opponents' crossings (file order)
 */
public record PlayerScore(
        String color,
        Captures captures,
        List<String> infiltrated,
        int infiltration,
        List<Point> broken,
        Chain chain,
        int bonus,
        int total) {
    public PlayerScore {
        infiltrated = List.copyOf(infiltrated);
        broken = List.copyOf(broken);
    }
}
