package pnp.fridge.model;

import java.util.List;

/** One player's part of a final position: colour, bars and captures, in file order. */
public record PlayerBlock(String color, List<Bar> bars, List<Cross> crosses) {
    /** Each player has this many bars of each length. */
    public static final int BARS_PER_LENGTH = 9;

    public PlayerBlock {
        bars = List.copyOf(bars);
        crosses = List.copyOf(crosses);
    }
}
