package pnp.bridgewars.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Corner;
import pnp.bridgewars.model.Hole;

/**
 * The final count with its evidence: for each player the acrylic rods they own from above (and
 * which), whether they own the brass rod, and the total; the rods nobody covers; the winner(s).
 */
public record Score(List<PlayerScore> players, List<Hole> bare, List<Character> winners) {
    public record PlayerScore(char letter, Corner corner, List<Hole> rods, boolean brass) {
        public int total() {
            return rods.size() * Board.ACRYLIC_POINTS + (brass ? Board.BRASS_POINTS : 0);
        }
    }

    public PlayerScore of(char letter) {
        return players.stream()
                .filter(p -> p.letter() == letter)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no player " + letter));
    }

    /** The text a player reads. */
    public String describe() {
        StringBuilder b = new StringBuilder();
        for (PlayerScore p : players) {
            b.append(p.letter())
                    .append(" (")
                    .append(p.corner())
                    .append("): ")
                    .append(p.rods().size())
                    .append(p.rods().size() == 1 ? " rod" : " rods");
            if (p.brass()) b.append(" + brass rod ").append(Board.BRASS_POINTS);
            b.append(" = ")
                    .append(p.total())
                    .append(p.total() == 1 ? " point" : " points")
                    .append('\n');
        }
        String brassOwner = players.stream()
                .filter(PlayerScore::brass)
                .map(p -> String.valueOf(p.letter()))
                .findFirst()
                .orElse("nobody (no block on it)");
        b.append("brass rod f6: ").append(brassOwner).append('\n');
        b.append("rods with no block: ").append(bare.size()).append('\n');
        b.append(winners.size() == 1 ? "winner: " : "winners (equal totals share the win): ");
        for (int i = 0; i < winners.size(); i++) b.append(i == 0 ? "" : ", ").append(winners.get(i));
        b.append('\n');
        return b.toString();
    }

    /** JSON shape: players (letter, corner, rods, brass, total, cells), brass, bare, winners. */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        List<Object> ps = new ArrayList<>();
        for (PlayerScore p : players) {
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
                players.stream()
                        .filter(PlayerScore::brass)
                        .map(p -> (Object) String.valueOf(p.letter()))
                        .findFirst()
                        .orElse(null));
        m.put("bare", bare.size());
        m.put("winners", winners.stream().map(String::valueOf).toList());
        return m;
    }
}
