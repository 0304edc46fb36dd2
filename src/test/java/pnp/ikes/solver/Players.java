package pnp.ikes.solver;

import java.util.List;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.Position;
import pnp.random.Rng;

/** Two simple players to measure the solver against: greedy and random. */
public final class Players {
    private Players() {}

    /**
     * Greedy: every turn, the move (tile with display and reward, or cafeteria; no rerolls) whose
     * resulting sheet scores best right away; stops when every move would lower the score.
     */
    public static BeamSolver.Solution greedy(Challenge ch, TileChart chart) {
        Expander ex = new Expander(Heuristic.IMMEDIATE, 0, 1);
        Node n = new Node(Position.start(ch, chart), null, null, null);
        while (!n.position.over()) {
            int now = RouteEstimate.estimate(n.position);
            Node best = null;
            for (Node c : ex.children(n)) if (best == null || c.value > best.value) best = c;
            if (best == null || best.value < now) break;
            n = best;
        }
        return BeamSolver.ending(ch, n, 0);
    }

    /** Random: every turn a uniformly chosen legal move (tile or cafeteria, 2 coins as reward), until none is left. */
    public static BeamSolver.Solution random(Challenge ch, TileChart chart, long seed) {
        return random(ch, chart, seed, 0);
    }

    /**
     * Random, taking rewards as players do: every turn a uniformly chosen legal move, where the moves include
     * every doorway and every new wall near the route as the reward of the three most promising rewarded
     * placements.
     */
    public static BeamSolver.Solution randomRewarded(Challenge ch, TileChart chart, long seed) {
        return random(ch, chart, seed, 3);
    }

    private static BeamSolver.Solution random(Challenge ch, TileChart chart, long seed, int rewardTrials) {
        Rng rng = new Rng(seed);
        Expander ex = new Expander(Heuristic.IMMEDIATE, 0, rewardTrials);
        Node n = new Node(Position.start(ch, chart), null, null, null);
        while (!n.position.over()) {
            List<Node> kids = ex.children(n);
            if (kids.isEmpty()) break;
            n = kids.get(rng.nextInt(kids.size()));
        }
        return BeamSolver.ending(ch, n, 0);
    }
}
