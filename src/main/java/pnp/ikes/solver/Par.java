package pnp.ikes.solver;

import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;

/**
 * A challenge's par: the score the pilot search ({@link PilotSolver}) finds in a budget that is the same on
 * every machine: {@value #PASSES} passes of its first heuristic, with 4 and then 8 candidates a turn, on one
 * thread, with no clock. The same challenge always gives the same game, so the shipped table
 * ({@code templates/ikes/par.txt}) can be checked by recomputing entries, and each game replays to its score
 * (the solver's own guarantee). The heuristic and move lists are pinned here ({@link PilotSolver#forPar}), so a
 * change to the default solver leaves par as shipped.
 */
public final class Par {
    /** The passes of the fixed budget: 4 and then 8 candidates a turn. */
    public static final int PASSES = 2;

    private Par() {}

    /** Par's game for this challenge. */
    public static BeamSolver.Solution game(Challenge ch, TileChart chart) {
        return PilotSolver.forPar(chart).passes(ch, PASSES);
    }

    public static int compute(Challenge ch, TileChart chart) {
        return game(ch, chart).score();
    }
}
