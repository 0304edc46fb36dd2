package pnp.freezetag.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pnp.freezetag.model.Board;
import pnp.freezetag.model.Piece;
import pnp.freezetag.model.Position;
import pnp.grid.Cell;
import pnp.random.Rng;

/** How a simulated player picks one of the legal turns. */
public enum Strategy {
    /** Uniformly at random among the legal turns. */
    RANDOM,
    /** The turn whose resulting position scores best for the player ({@link #score}); ties at random. */
    GREEDY;

    public Turn choose(Position pos, int player, List<Turn> turns, Rng rng) {
        if (this == RANDOM || turns.size() == 1) return rng.pick(turns);
        double best = Double.NEGATIVE_INFINITY;
        List<Turn> top = new ArrayList<>();
        for (Turn t : turns) {
            double s = score(t.after(), player);
            if (s > best + 1e-9) {
                best = s;
                top.clear();
                top.add(t);
            } else if (Math.abs(s - best) <= 1e-9) {
                top.add(t);
            }
        }
        return rng.pick(top);
    }

    /**
     * The greedy player's view of a position: its own race (10 per piece off, plus each piece's
     * progress from its starting edge, 0 to 4) minus each opponent's race at half weight, 2 off for each
     * of its own frozen pieces and 2 on for each frozen opponent's piece.
     */
    public static double score(Position pos, int me) {
        double[] race = new double[pos.players().size()];
        double frozen = 0;
        for (int i = 0; i < race.length; i++) race[i] = 10.0 * pos.offTotal(i);
        for (Cell c : Board.cells()) {
            List<Piece> stack = pos.stack(c);
            for (int k = 0; k < stack.size(); k++) {
                Piece p = stack.get(k);
                race[p.player()] += pos.player(p.player()).progress(c);
                if (k == 0 && stack.size() == 2) frozen += p.player() == me ? -2 : 2;
            }
        }
        double s = race[me] + frozen;
        for (int i = 0; i < race.length; i++) if (i != me) s -= 0.5 * race[i];
        return s;
    }

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
