package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.ikes.model.Sheet;

/**
 * A scored sheet with its evidence: the best score and a route that earns it (legs in walking
 * order, what each space contributes), the number of routes meeting the rule and the worst score.
 * An unreachable sheet scores 0 and says why.
 */
public record ScoreResult(
        Routes routes,
        int score,
        String grade,
        long tiedRoutes,
        int worstScore,
        Optional<Route> best,
        Optional<Route> worst,
        List<Contribution> contributions,
        int displays,
        int empty) {

    public static ScoreResult of(Routes routes) {
        if (!routes.reachable()) {
            return new ScoreResult(routes, 0, Grade.of(0), 0, 0, Optional.empty(), Optional.empty(), List.of(), 0, 0);
        }
        int best = routes.best();
        Route route = routes.route(best).orElseThrow();
        Route worst = routes.route(routes.worst()).orElseThrow();
        List<Contribution> parts = contributions(routes.sheet(), routes.variant(), route);
        int displays = 0;
        int empty = 0;
        for (Contribution c : parts) {
            if (c.space().hasDisplay()) displays += c.points();
            if (c.space().isEmpty()) empty -= c.points();
        }
        return new ScoreResult(
                routes,
                best,
                Grade.of(best),
                routes.count(),
                routes.worst(),
                Optional.of(route),
                Optional.of(worst),
                parts,
                displays,
                empty);
    }

    public Sheet sheet() {
        return routes.sheet();
    }

    public Variant variant() {
        return routes.variant();
    }

    public boolean reachable() {
        return routes.reachable();
    }

    /** Each distinct space of the route in the order first reached, with its passes and points. */
    public static List<Contribution> contributions(Sheet sheet, Variant variant, Route route) {
        Map<Cell, Integer> passes = new LinkedHashMap<>();
        for (Cell c : route.walk()) passes.merge(c, 1, Integer::sum);
        List<Contribution> out = new ArrayList<>();
        for (Map.Entry<Cell, Integer> e : passes.entrySet()) {
            int p = sheet.space(e.getKey()).points();
            out.add(new Contribution(
                    e.getKey(),
                    sheet.space(e.getKey()),
                    e.getValue(),
                    variant == Variant.EACH_VISIT ? p * e.getValue() : p));
        }
        return out;
    }
}
