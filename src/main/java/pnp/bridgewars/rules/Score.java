package pnp.bridgewars.rules;

import java.util.List;
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
}
