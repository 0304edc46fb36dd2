package pnp.ikes.solver;

import pnp.ikes.engine.Board;
import pnp.ikes.engine.Position;
import pnp.ikes.engine.RouteScorer;

/**
 * How promising an unfinished position is: the score the route would earn now (fast estimate), plus a
 * little for displays anywhere (the route may still be bent through them), for coins (rerolls and
 * future rewards) and for a long route; a sheet without a route is heavily penalised (only a doorway
 * reward can repair it).
 */
record Heuristic(double displayWeight, double coinWeight, double lengthWeight, double noRoute) {
    static final Heuristic STANDARD = new Heuristic(0.25, 0.3, 0.05, -20);
    /** Only the immediate score: the greedy player. */
    static final Heuristic IMMEDIATE = new Heuristic(0, 0, 0, 0);

    double value(Position p) {
        long packed = RouteScorer.estimateAndSteps(p);
        if (packed == Long.MIN_VALUE) return noRoute;
        double v = (int) (packed >> 32);
        if (displayWeight != 0) {
            int displays = 0;
            for (int i = 0; i < Board.CELLS; i++) {
                int c = p.content(i);
                if (c >= 1 && c <= 6) displays++;
            }
            v += displayWeight * displays;
        }
        v += coinWeight * Math.min(p.coins(), 6);
        v += lengthWeight * (int) packed;
        return v;
    }
}
