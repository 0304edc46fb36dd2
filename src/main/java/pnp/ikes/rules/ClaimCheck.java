package pnp.ikes.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import pnp.grid.Cell;
import pnp.ikes.model.Cafeteria;
import pnp.ikes.model.Sheet;

/**
 * Compares a written score with the best one and looks for the slip that explains a difference:
 * a tied route that scores the claim (the player did not pick the best), the other cafeteria
 * visited first, a space counted twice (or once, with {@code --count-each-visit}), or one leg two
 * steps longer than the shortest (a shorter way the player missed). Pure.
 *
 * @param claim the written score
 * @param matches whether it equals the best score
 * @param slips sentences naming each slip found, most likely first; empty when none was found
 * @param claimRoute a route that scores the claim under one of the slips, when one was found
 */
public record ClaimCheck(int claim, boolean matches, List<String> slips, Optional<Route> claimRoute) {

    public static ClaimCheck of(ScoreResult result, int claim) {
        if (claim == result.score()) return new ClaimCheck(claim, true, List.of(), Optional.empty());
        Sheet sheet = result.sheet();
        Routes routes = result.routes();
        List<String> slips = new ArrayList<>();
        Route found = null;
        if (!routes.reachable()) {
            slips.add("there is no route at all (" + routes.problem() + "), so the sheet scores 0");
            return new ClaimCheck(claim, false, slips, Optional.empty());
        }
        if (routes.achievable(claim)) {
            Route r = routes.route(claim).orElseThrow();
            found = r;
            slips.add("a tied route scores " + claim + " (" + walk(r)
                    + "), but where routes tie you choose: the best of the " + result.tiedRoutes() + " routes scores "
                    + result.score());
        }
        List<Cafeteria> cafes = sheet.cafeterias();
        if (cafes.size() == 2 && routes.planCount() == 1) {
            for (int i = 0; i < 2; i++) {
                Routes other = RouteScorer.routes(sheet, result.variant(), i);
                if (other.reachable()
                        && other.planCount() == 1
                        && !other.planLegs(0).equals(routes.planLegs(0))
                        && other.achievable(claim)) {
                    Route r = other.route(claim).orElseThrow();
                    if (found == null) found = r;
                    slips.add("going to cafeteria " + cafes.get(i) + " first scores " + claim + " (" + walk(r)
                            + "), but the route goes first to the nearest cafeteria, " + cafes.get(1 - i)
                            + " (" + routes.legSteps().get(0)[0] + " steps against "
                            + other.legSteps().get(0)[0] + ")");
                }
            }
        }
        Variant otherVariant = result.variant() == Variant.DISTINCT ? Variant.EACH_VISIT : Variant.DISTINCT;
        Routes counted = RouteScorer.routes(sheet, otherVariant);
        if (counted.achievable(claim) && !routes.achievable(claim)) {
            Route r = counted.route(claim).orElseThrow();
            if (found == null) found = r;
            String twice = repeated(sheet, r);
            slips.add(
                    result.variant() == Variant.DISTINCT
                            ? "counting a space twice: " + walk(r) + " passes " + twice
                                    + " twice; counted once each, it scores " + rescore(sheet, r, Variant.DISTINCT)
                            : "counting each space once: with --count-each-visit every pass counts, so " + walk(r)
                                    + " scores " + rescore(sheet, r, Variant.EACH_VISIT) + " (it passes " + twice
                                    + " twice)");
        }
        if (slips.isEmpty()) {
            Route best = result.best().orElseThrow();
            for (int k = 0; k < best.legs().size() && slips.isEmpty(); k++) {
                Routes longer = RouteScorer.routesWithLongerLeg(sheet, result.variant(), k, 2);
                if (!longer.achievable(claim)) continue;
                Route r = longer.route(claim).orElseThrow();
                found = r;
                Leg leg = r.legs().get(k);
                slips.add("a longer leg " + leg.step() + " (" + leg.what() + "): walking "
                        + leg.walk().stream().map(Cell::name).collect(Collectors.joining(" ")) + " (" + leg.steps()
                        + " steps) gives " + claim
                        + ", but the shortest walk there is " + (leg.steps() - 2) + " steps: " + walk(best, k));
            }
        }
        if (claim > result.score() && slips.isEmpty()) {
            List<String> legs = new ArrayList<>();
            Route best = result.best().orElseThrow();
            for (Leg l : best.legs()) legs.add(l.from() + " to " + l.to() + " is " + l.steps() + " steps");
            slips.add(
                    "no route that meets the rule scores " + claim + "; a higher count usually means a leg longer than"
                            + " the shortest (each leg must be a shortest walk: " + String.join(", ", legs) + ")");
        } else if (slips.isEmpty()) {
            slips.add("no route that meets the rule scores " + claim
                    + "; compare your route with the best one space by space");
        }
        return new ClaimCheck(claim, false, List.copyOf(slips), Optional.ofNullable(found));
    }

    private static String walk(Route r, int leg) {
        return r.legs().get(leg).walk().stream().map(Cell::name).collect(Collectors.joining(" "));
    }

    static String walk(Route r) {
        return r.walk().stream().map(Cell::name).collect(Collectors.joining(" "));
    }

    private static String repeated(Sheet sheet, Route r) {
        Map<Cell, Integer> n = new LinkedHashMap<>();
        for (Cell c : r.walk()) n.merge(c, 1, Integer::sum);
        List<String> out = new ArrayList<>();
        n.forEach((c, k) -> {
            if (k > 1 && sheet.space(c).points() != 0) out.add(c.name());
        });
        return out.isEmpty() ? "no scoring space" : String.join(", ", out);
    }

    private static int rescore(Sheet sheet, Route r, Variant v) {
        return ScoreResult.contributions(sheet, v, r).stream()
                .mapToInt(Contribution::points)
                .sum();
    }
}
