package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.ikes.model.Sheet;

/**
 * Every route a sheet allows, as found by the exact search: how many there are, which scores they
 * reach, and a route for any reachable score. When a leg has no walk, {@link #reachable()} is false
 * and {@link #problem()} says which.
 */
public final class Routes {
    private static final int MIN = -RouteSearch.OFFSET;
    private static final int MAX = RouteSearch.WORDS * 64 - RouteSearch.OFFSET - 1;
    private final Sheet sheet;
    private final Variant variant;
    private final String problem;
    private final List<Plan> plans;
    private final List<RouteSearch.State> ends;
    private final RouteSearch search;
    private final List<int[]> legSteps;

    Routes(
            Sheet sheet,
            Variant variant,
            String problem,
            List<Plan> plans,
            List<RouteSearch.State> ends,
            RouteSearch search,
            List<int[]> legSteps) {
        this.sheet = sheet;
        this.variant = variant;
        this.problem = problem;
        this.plans = plans;
        this.ends = ends;
        this.search = search;
        this.legSteps = legSteps;
    }

    public Sheet sheet() {
        return sheet;
    }

    public Variant variant() {
        return variant;
    }

    public boolean reachable() {
        return problem == null;
    }

    /** Why there is no route, or null. */
    public String problem() {
        return problem;
    }

    /** The number of routes that meet the rule (0 when unreachable). */
    public long count() {
        long n = 0;
        for (RouteSearch.State s : ends) n = Math.addExact(n, s.count);
        return n;
    }

    public boolean achievable(int score) {
        for (RouteSearch.State s : ends) if (s.reaches(score)) return true;
        return false;
    }

    /** The best score over all routes, 0 when unreachable. */
    public int best() {
        for (int s = MAX; s >= MIN; s--) if (achievable(s)) return s;
        return 0;
    }

    /** The worst score over all routes, 0 when unreachable. */
    public int worst() {
        for (int s = MIN; s <= MAX; s++) if (achievable(s)) return s;
        return 0;
    }

    /** Every score some route reaches, ascending. */
    public List<Integer> scores() {
        List<Integer> out = new ArrayList<>();
        for (int s = MIN; s <= MAX; s++) if (achievable(s)) out.add(s);
        return out;
    }

    /** A route with exactly this score, if one meets the rule. */
    public Optional<Route> route(int score) {
        for (RouteSearch.State end : ends) {
            Optional<List<List<Integer>>> w = search.walk(end, score);
            if (w.isEmpty()) continue;
            Plan plan = plans.get(end.plan);
            List<Leg> legs = new ArrayList<>();
            for (int k = 0; k < w.get().size(); k++) {
                legs.add(new Leg(
                        plan.legs().get(k).step(),
                        plan.legs().get(k).what(),
                        w.get().get(k).stream()
                                .map(i -> Cell.ofIndex(i, Sheet.SIZE))
                                .toList()));
            }
            return Optional.of(new Route(legs, score));
        }
        return Optional.empty();
    }

    /** The shortest step count of every leg of every plan, for explanations: {@code [plan][leg]}. */
    public List<int[]> legSteps() {
        return legSteps;
    }

    public List<String> planLegs(int plan) {
        return plans.get(plan).legs().stream().map(Plan.Spec::what).toList();
    }

    public int planCount() {
        return plans.size();
    }
}
