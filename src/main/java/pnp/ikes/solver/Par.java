package pnp.ikes.solver;

import pnp.ikes.model.Challenge;
import pnp.ikes.model.TileChart;

/**
 * A challenge's par: the score the solver finds in a fixed, machine-independent budget (beam width
 * {@value #WIDTH}, the first heuristic of {@link Heuristic#PORTFOLIO}, one thread: the
 * {@link BeamSolver#classic} search, which a stronger {@code pnp ikes solve} leaves unchanged), so
 * the same par comes out on every machine and the shipped table ({@code templates/ikes/par.txt})
 * can be checked by recomputing entries. Each game it finds replays to its score (the solver's own
 * guarantee).
 */
public final class Par {
    /** The beam width of the fixed budget. */
    public static final int WIDTH = 4;

    private Par() {}

    public static int compute(Challenge ch, TileChart chart) {
        return BeamSolver.classic(chart, 1).solveWidth(ch, WIDTH).score();
    }
}
