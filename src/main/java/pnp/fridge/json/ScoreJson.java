package pnp.fridge.json;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pnp.fridge.model.Point;
import pnp.fridge.rules.PlayerScore;
import pnp.fridge.rules.Score;

/**
 * A score as the contract's JSON object, the same for {@code pnp fridge score --json} and {@code pnp
 * serve}'s fridge pad (keys in the order of the Fridge format's score contract).
 */
public record ScoreJson(List<ScoreJson.PlayerJson> players, int longestChain, List<String> winners) {

    public record PlayerJson(
            String color,
            int captures,
            Map<String, Integer> captured,
            List<List<String>> sets,
            int unscoredCaptures,
            int infiltration,
            List<String> infiltrated,
            int longestChain,
            List<String> chain,
            List<String> brokenJunctions,
            int bonus,
            int total) {}

    public static ScoreJson of(Score score) {
        List<PlayerJson> players = new ArrayList<>();
        for (PlayerScore p : score.players()) {
            players.add(new PlayerJson(
                    p.color(),
                    p.captures().points(),
                    p.captures().captured(),
                    p.captures().sets(),
                    p.captures().unscored(),
                    p.infiltration(),
                    p.infiltrated(),
                    p.chain().length(),
                    p.chain().labels(),
                    p.broken().stream().map(Point::toString).toList(),
                    p.bonus(),
                    p.total()));
        }
        return new ScoreJson(players, score.longestChain(), score.winners());
    }
}
