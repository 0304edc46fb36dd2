package pnp.ikes.solver;

import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;

/**
 * How promising an unfinished position is: the score the route would earn now (fast estimate), with
 * an empty space on the route costing {@code earlyEmpty}/4 of a point on turn 1, rising to a full point
 * by the last turn (early on it may still be covered); plus a little for displays anywhere (the route
 * may still be bent through them), for coins (rerolls and future rewards) and for each step of the
 * route; a sheet without a route is heavily penalised (only a doorway reward can repair it).
 */
record Heuristic(double displayWeight, double coinWeight, double lengthWeight, double noRoute, int earlyEmpty) {
    /** Weights tuned on challenges 11..38 at beam width 8 (see README: mean 10.9 with the first guess, 13.5 with these). */
    static final Heuristic STANDARD = new Heuristic(0.25, 0.3, 0.15, -20, 0);
    /** The heuristics the solver runs side by side (measured on challenges 1..20 at width 16: 14.0, 13.55,
     *  13.3 and 13.65 alone, 16.0 taking the best of the four for each challenge). */
    static final java.util.List<Heuristic> PORTFOLIO = java.util.List.of(STANDARD, new Heuristic(0.25, 0.3, 0.15, -20, 1),
            new Heuristic(0.1, 0.5, 0.3, -20, 0), new Heuristic(0.4, 0.3, 0.1, -20, 0));
    /** Only the immediate score: the greedy player. */
    static final Heuristic IMMEDIATE = new Heuristic(0, 0, 0, 0, 4);

    double value(Position p) {
        // an empty space on the route costs earlyEmpty/4 at the start, rising to 1 point by the last turn
        int q = earlyEmpty + (4 - earlyEmpty) * p.turnsPlayed() / Math.max(1, p.challenge().turns());
        long packed = RouteEstimate.estimateAndSteps(p, q);
        if (packed == Long.MIN_VALUE) return noRoute;
        double v = (int) (packed >> 32) / (q == 4 ? 1.0 : 4.0);
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
