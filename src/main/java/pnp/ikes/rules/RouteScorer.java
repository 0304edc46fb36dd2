package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pnp.grid.CellSide;
import pnp.ikes.model.Sheet;

/**
 * Scores a finished sheet exactly: builds the open-step graph (JGraphT), one shortest-path DAG per
 * leg of each plan the rule allows, and searches every combination of shortest walks at once
 * (see {@link RouteSearch}). Pure: no I/O.
 */
public final class RouteScorer {
    private RouteScorer() {}

    /** Every route the rule allows on this sheet. */
    public static Routes routes(Sheet sheet, Variant variant) {
        return routes(sheet, variant, -1);
    }

    /**
     * Like {@link #routes(Sheet, Variant)}, but with the cafeteria at {@code firstCafe} (an index into
     * {@code sheet.cafeterias()}) visited first whether or not it is the nearer; -1 for the rule's choice.
     */
    public static Routes routes(Sheet sheet, Variant variant, int firstCafe) {
        return routes(sheet, variant, firstCafe, -1, 0);
    }

    /**
     * The routes in which leg {@code longLeg} (0-based) is exactly {@code extra} steps longer than
     * the shortest (a simple walk, never stepping straight back) and every other leg is shortest:
     * what a player counts who missed the shorter way on that leg. For explaining claims.
     */
    public static Routes routesWithLongerLeg(Sheet sheet, Variant variant, int longLeg, int extra) {
        return routes(sheet, variant, -1, longLeg, extra);
    }

    private static Routes routes(Sheet sheet, Variant variant, int firstCafe, int longLeg, int extra) {
        RouteSearch search = new RouteSearch(sheet, variant);
        String blocked = blocked(sheet, sheet.entrance(), "entrance");
        if (blocked == null) blocked = blocked(sheet, sheet.exit(), "exit");
        if (blocked != null) return new Routes(sheet, variant, blocked, List.of(), List.of(), search, List.of());
        RouteGraph g = RouteGraph.of(sheet);
        List<Plan> plans = Plan.of(sheet, g, firstCafe);
        List<RouteSearch.State> ends = new ArrayList<>();
        List<int[]> steps = new ArrayList<>();
        plans:
        for (int p = 0; p < plans.size(); p++) {
            List<LegDag> dags = new ArrayList<>();
            int[] legSteps = new int[plans.get(p).legs().size()];
            for (int k = 0; k < legSteps.length; k++) {
                Plan.Spec spec = plans.get(p).legs().get(k);
                Optional<LegDag> dag = LegDag.build(g, spec.from(), spec.to());
                if (dag.isEmpty()) {
                    return new Routes(
                            sheet,
                            variant,
                            "no walk at all from " + spec.what().replace(" to ", " to the "),
                            plans,
                            List.of(),
                            search,
                            List.of());
                }
                legSteps[k] = dag.get().steps();
                if (k == longLeg) {
                    dag = LongerLeg.build(g, spec.from(), spec.to(), legSteps[k] + extra);
                    if (dag.isEmpty()) continue plans;
                }
                dags.add(dag.get());
            }
            if (longLeg >= legSteps.length) continue;
            steps.add(legSteps);
            ends.addAll(search.run(p, dags));
        }
        return new Routes(sheet, variant, null, plans, ends, search, steps);
    }

    private static String blocked(Sheet sheet, CellSide d, String what) {
        if (sheet.usable(d)) return null;
        return "the " + what + " (" + d + ") is blocked by a wall without a doorway in " + d.cell() + " on its "
                + d.side() + " side";
    }

    /** The score, the best and worst routes and their evidence. */
    public static ScoreResult score(Sheet sheet, Variant variant) {
        return ScoreResult.of(routes(sheet, variant));
    }
}
