package pnp.ikes.solver;

import java.util.List;
import pnp.ikes.model.TileChart;

/** Earlier versions of the solvers, kept for the side-by-side benchmarks and the tests that compare with them. */
final class EarlierSolvers {
    private EarlierSolvers() {}

    /**
     * The pilot before rewards were tried once a turn in the playouts and before the reward options matched
     * or beaten by others were left out: the same portfolio, runs of light rerolls in both move lists.
     */
    static PilotSolver pilotWithEveryReward(TileChart chart, int threads) {
        List<PilotSolver.Pilot> pilots = PilotSolver.PORTFOLIO.stream()
                .map(h -> new PilotSolver.Pilot(
                        new Expander(h, 2, 2).withLightRuns(), new Expander(h, 2, 1).withLightRuns()))
                .toList();
        return new PilotSolver(chart, threads, pilots, System::nanoTime);
    }
}
