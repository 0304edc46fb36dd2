package pnp.bridgewars.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.rules.Score;
import pnp.bridgewars.rules.Score.PlayerScore;

/**
 * A Bridge Wars score as the JSON object that {@code pnp bridgewars score --json}, {@code replay --json} and
 * {@code pnp serve}'s Bridge Wars pages send.
 */
public final class ScoreJson {
    private ScoreJson() {}

    /** The score as JSON, keys in this order: players (letter, corner, rods, brass, total, cells), brass, bare, winners. */
    public static Map<String, Object> of(Score score) {
        Map<String, Object> m = new LinkedHashMap<>();
        List<Object> ps = new ArrayList<>();
        for (PlayerScore p : score.players()) {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("letter", String.valueOf(p.letter()));
            pm.put("corner", p.corner().name());
            pm.put("rods", p.rods().size());
            pm.put("brass", p.brass());
            pm.put("total", p.total());
            pm.put("cells", p.rods().stream().map(Hole::name).toList());
            ps.add(pm);
        }
        m.put("players", ps);
        m.put(
                "brass",
                score.players().stream()
                        .filter(PlayerScore::brass)
                        .map(p -> (Object) String.valueOf(p.letter()))
                        .findFirst()
                        .orElse(null));
        m.put("bare", score.bare().size());
        m.put("winners", score.winners().stream().map(String::valueOf).toList());
        return m;
    }
}
