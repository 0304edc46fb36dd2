package pnp.fridge.rules;

import java.util.List;

/** The final score: every player in file order, the longest chain's length and the winners. */
public record Score(List<PlayerScore> players, int longestChain, List<String> winners) {
    public Score {
        players = List.copyOf(players);
        winners = List.copyOf(winners);
    }
}
