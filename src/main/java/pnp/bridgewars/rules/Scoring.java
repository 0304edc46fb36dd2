package pnp.bridgewars.rules;

import java.util.ArrayList;
import java.util.List;
import pnp.bridgewars.model.Board;
import pnp.bridgewars.model.Claim;
import pnp.bridgewars.model.Hole;
import pnp.bridgewars.model.TopView;

/**
 * Scores a top-down view: each acrylic rod is worth 1 point to the owner of its uppermost block,
 * the brass rod 5; the highest total wins and equal totals share the win. O(121 x players).
 */
public final class Scoring {
    private Scoring() {}

    public static Score score(TopView view) {
        List<Score.PlayerScore> players = new ArrayList<>();
        int best = Integer.MIN_VALUE;
        for (Claim c : view.setup().claims()) {
            List<Hole> rods = new ArrayList<>();
            boolean brass = false;
            for (Hole h : Board.holes()) {
                if (view.at(h) != c.letter()) continue;
                if (Board.isBrass(h)) brass = true;
                else rods.add(h);
            }
            Score.PlayerScore p = new Score.PlayerScore(c.letter(), c.corner(), List.copyOf(rods), brass);
            players.add(p);
            best = Math.max(best, p.total());
        }
        List<Hole> bare = new ArrayList<>();
        for (Hole h : Board.holes()) if (view.at(h) == TopView.BARE) bare.add(h);
        List<Character> winners = new ArrayList<>();
        for (Score.PlayerScore p : players) if (p.total() == best) winners.add(p.letter());
        return new Score(List.copyOf(players), List.copyOf(bare), List.copyOf(winners));
    }
}
