package pnp.ikes.solver;

import java.util.List;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;

/**
 * How promising an unfinished position is: the score the route would earn now (fast estimate), with
 * an empty space on the route costing {@code earlyEmpty}/4 of a point on turn 1, rising to a full point
 * by the last turn (early on it may still be covered); plus a little for displays anywhere (the route
 * may still be bent through them), for coins (rerolls and future rewards) and for each step of the
 * route; a sheet without a route is heavily penalised (only a doorway reward can repair it).
 *
 * <p>{@code roomWeight} values the room left for later tiles. There is no passing: every turn covers
 * spaces (a tile, or a cafeteria), so a game ends when the sheet is full or the rolled tile fits nowhere
 * (about turn 20 of 40 when no room is valued), and the room left is the displays still to come. Without
 * it, a T (4 spaces) and a single (1) with their displays on the route look the same, and a reroll that
 * turns one into the other is worth only what the coin was. With {@code shaped} the room is the empty
 * spaces the coming tiles could cover ({@link Room}: a space only a single fits counts only as often as
 * singles come); without, every empty space counts alike.
 */
record Heuristic(
        double displayWeight,
        double coinWeight,
        double lengthWeight,
        double noRoute,
        int earlyEmpty,
        double roomWeight,
        boolean shaped,
        int coinCap) {
    Heuristic(double displayWeight, double coinWeight, double lengthWeight, double noRoute, int earlyEmpty) {
        this(displayWeight, coinWeight, lengthWeight, noRoute, earlyEmpty, 0, false, 6);
    }

    /** The same weights, with {@code w} of a point for each space still empty. */
    Heuristic withRoom(double w) {
        return new Heuristic(displayWeight, coinWeight, lengthWeight, noRoute, earlyEmpty, w, false, coinCap);
    }

    /** The same weights, with {@code w} of a point for each empty space the coming tiles could cover ({@link Room}). */
    Heuristic withShapedRoom(double w) {
        return new Heuristic(displayWeight, coinWeight, lengthWeight, noRoute, earlyEmpty, w, true, coinCap);
    }

    /**
     * The same weights, with each coin worth {@code factor} times as much and coins counted up to {@code cap}
     * (6 otherwise): for a player that tries runs of light rerolls, which a big purse pays for
     * ({@link Expander#withLightRuns}).
     */
    Heuristic withCoins(double factor, int cap) {
        return new Heuristic(
                displayWeight, coinWeight * factor, lengthWeight, noRoute, earlyEmpty, roomWeight, shaped, cap);
    }

    /** The classic weights, tuned by beam search on challenges apart from the benchmark's. */
    static final Heuristic STANDARD = new Heuristic(0.25, 0.3, 0.15, -20, 0);
    /** Four sets of classic weights; each finds games the others miss, so the solvers take turns with them. */
    static final List<Heuristic> PORTFOLIO = List.of(
            STANDARD,
            new Heuristic(0.25, 0.3, 0.15, -20, 1),
            new Heuristic(0.1, 0.5, 0.3, -20, 0),
            new Heuristic(0.4, 0.3, 0.1, -20, 0));
    /** The portfolio with 0.8 of a point for each empty space (the weight that scored best; see docs/solver-notes.md). */
    static final List<Heuristic> ROOMY =
            PORTFOLIO.stream().map(h -> h.withRoom(0.8)).toList();
    /** The portfolio with 0.8 of a point for each empty space the coming tiles could cover ({@link Room}). */
    static final List<Heuristic> SHAPED =
            PORTFOLIO.stream().map(h -> h.withShapedRoom(0.8)).toList();
    /** Only the immediate score: the greedy player. */
    static final Heuristic IMMEDIATE = new Heuristic(0, 0, 0, 0, 4);

    double value(Position p) {
        int displays = 0;
        long empty = 0;
        for (int i = 0; i < Board.CELLS; i++) {
            int c = p.content(i);
            if (c >= 1 && c <= 6) displays++;
            else if (c == Board.EMPTY) empty |= 1L << i;
        }
        // an empty space on the route costs earlyEmpty/4 at the start, rising to 1 point by the last turn
        int q = earlyEmpty
                + (4 - earlyEmpty) * p.turnsPlayed() / Math.max(1, p.challenge().turns());
        long packed = RouteEstimate.estimateAndSteps(p, q);
        if (packed == Long.MIN_VALUE) return noRoute;
        double v = (int) (packed >> 32) / (q == 4 ? 1.0 : 4.0);
        double room = roomWeight == 0 ? 0 : shaped ? Room.of(p.chart()).expected(p, empty) : Long.bitCount(empty);
        v += displayWeight * displays + roomWeight * room;
        v += coinWeight * Math.min(p.coins(), coinCap);
        v += lengthWeight * (int) packed;
        return v;
    }
}
