package pnp.fridge.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Cross;
import pnp.fridge.model.PlayerBlock;
import pnp.fridge.model.Point;
import pnp.fridge.model.Position;

/** Scores a valid final position: captures, infiltration, the longest-road bonus, totals, winners. */
public final class Scorer {
    private Scorer() {}

    /** Infiltration points for touching 0, 1, 2 or 3 opponent bases with 1-inch bars. */
    private static final int[] INFILTRATION = {0, 1, 3, 6};

    public static Score score(Position position) {
        List<String> colors = position.colors();
        List<Chain> chains = new ArrayList<>();
        List<List<Point>> brokenLists = new ArrayList<>();
        for (PlayerBlock p : position.players()) {
            List<Point> broken = brokenJunctions(position, p);
            brokenLists.add(broken);
            chains.add(LongestRoad.find(p.bars(), Set.copyOf(broken)));
        }
        int longest = chains.stream().mapToInt(Chain::length).max().orElse(0);
        List<PlayerScore> scores = new ArrayList<>();
        for (int i = 0; i < position.players().size(); i++) {
            PlayerBlock p = position.players().get(i);
            Captures caps = captures(colors, p);
            List<String> infiltrated = infiltrated(colors, p);
            int infiltration = INFILTRATION[infiltrated.size()];
            // a player without bars has no chain, so no bonus even when nobody has one
            int bonus = longest > 0 && chains.get(i).length() == longest ? 1 : 0;
            int total = caps.points() + infiltration + bonus;
            scores.add(new PlayerScore(
                    p.color(), caps, infiltrated, infiltration, brokenLists.get(i), chains.get(i), bonus, total));
        }
        int top = scores.stream().mapToInt(PlayerScore::total).max().orElse(0);
        List<String> winners = scores.stream()
                .filter(s -> s.total() == top)
                .map(PlayerScore::color)
                .toList();
        return new Score(scores, longest, winners);
    }

    static Captures captures(List<String> colors, PlayerBlock p) {
        Map<String, Integer> captured = new LinkedHashMap<>();
        for (String c : colors) if (!c.equals(p.color())) captured.put(c, 0);
        for (Cross x : p.crosses()) captured.merge(x.color(), 1, Integer::sum);
        return Captures.score(captured);
    }

    static List<String> infiltrated(List<String> colors, PlayerBlock p) {
        Set<String> touched = new LinkedHashSet<>();
        for (Bar b : p.bars()) {
            if (b.length() != 1) continue;
            for (Point end : List.of(b.from(), b.to())) {
                if (end.isOtherBase()) touched.add(end.baseColor());
            }
        }
        return colors.stream().filter(touched::contains).toList();
    }

    /** The player's junctions that some opponent's crossing passed through, in the order of the file. */
    static List<Point> brokenJunctions(Position position, PlayerBlock p) {
        Set<Point> broken = new LinkedHashSet<>();
        for (PlayerBlock other : position.players()) {
            for (Cross x : other.crosses()) {
                if (x.breaks() && x.color().equals(p.color())) broken.add(x.junction());
            }
        }
        return List.copyOf(broken);
    }
}
