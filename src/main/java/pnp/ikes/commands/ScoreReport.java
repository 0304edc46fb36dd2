package pnp.ikes.commands;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import pnp.cli.Json;
import pnp.grid.Cell;
import pnp.ikes.model.Sheet;
import pnp.ikes.rules.ClaimCheck;
import pnp.ikes.rules.Contribution;
import pnp.ikes.rules.Leg;
import pnp.ikes.rules.Route;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.rules.Variant;

/** The score of a sheet as text for a player, or as the contract's JSON object. */
public final class ScoreReport {
    private ScoreReport() {}

    public static String text(String file, ScoreResult r, Optional<ClaimCheck> claim) {
        StringBuilder b = new StringBuilder();
        String counting = r.variant() == Variant.EACH_VISIT ? ", counting every visit" : "";
        b.append(file).append(": score ").append(r.score()).append(" (").append(r.grade()).append(")").append(counting).append('\n');
        if (!r.reachable()) {
            b.append("no route: ").append(r.routes().problem()).append(", so the sheet scores 0\n\n");
            b.append(SheetText.draw(r.sheet(), List.of()));
        } else {
            Route best = r.best().orElseThrow();
            b.append(r.tiedRoutes()).append(r.tiedRoutes() == 1 ? " route meets" : " routes meet").append(" the rule");
            if (r.tiedRoutes() > 1) b.append("; they score from ").append(r.worstScore()).append(" to ").append(r.score());
            b.append(". The best, leg by leg:\n");
            legs(b, best);
            b.append('\n').append(SheetText.draw(r.sheet(), best.walk())).append('\n');
            b.append("space by space").append(r.variant() == Variant.EACH_VISIT ? " (every pass counts)" : " (each space counts once)")
                    .append(":\n");
            spaces(b, r.contributions());
            b.append(String.format("  displays %d, empty %d: score %d%n", r.displays(), r.empty(), r.score()));
            if (r.tiedRoutes() > 1 && r.worstScore() < r.score()) {
                b.append("the worst tied route scores ").append(r.worstScore()).append(": ")
                        .append(walk(r.worst().orElseThrow())).append('\n');
            }
        }
        claim.ifPresent(c -> claimText(b, r, c));
        return b.toString();
    }

    private static void legs(StringBuilder b, Route route) {
        for (Leg l : route.legs()) {
            b.append(String.format("  leg %d  %-40s %s -> %s  %2d steps: %s%n", l.step(), l.what(), l.from(), l.to(), l.steps(),
                    l.walk().stream().map(Cell::name).collect(Collectors.joining(" "))));
        }
    }

    private static void spaces(StringBuilder b, List<Contribution> parts) {
        for (Contribution c : parts) {
            String what = c.space().hasDisplay() ? "display " + c.space().face()
                    : c.space().isEmpty() ? "empty" : c.space().isCafeteria() ? "cafeteria" : "occupied";
            String passes = c.passes() > 1 ? " (passed " + c.passes() + " times)" : "";
            b.append(String.format("  %-3s %-10s %+d%s%n", c.cell(), what, c.points(), passes));
        }
    }

    private static void claimText(StringBuilder b, ScoreResult r, ClaimCheck c) {
        if (c.matches()) {
            b.append("\nclaim ").append(c.claim()).append(": matches\n");
            return;
        }
        b.append("\nclaim ").append(c.claim()).append(": does NOT match; the sheet scores ").append(r.score()).append('\n');
        b.append(c.slips().size() == 1 ? "likely slip: " : "likely slips:\n");
        for (String s : c.slips()) b.append(c.slips().size() == 1 ? "" : "  - ").append(s).append('\n');
        c.claimRoute().ifPresent(route -> {
            b.append("the route that scores ").append(c.claim()).append(", leg by leg:\n");
            legs(b, route);
            b.append("space by space:\n");
            Variant v = r.variant();
            List<Contribution> parts = ScoreResult.contributions(r.sheet(), v, route);
            spaces(b, parts);
        });
    }

    public static String walk(Route r) {
        return r.walk().stream().map(Cell::name).collect(Collectors.joining(" "));
    }

    /** The contract's JSON keys first, then the evidence. */
    public static Map<String, Object> json(String file, ScoreResult r, Optional<ClaimCheck> claim) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("score", r.score());
        m.put("grade", r.grade());
        m.put("reachable", r.reachable());
        m.put("route", r.best().map(b -> b.walk().stream().map(Cell::name).toList()).orElse(List.of()));
        m.put("displays", r.displays());
        m.put("empty", r.empty());
        m.put("legs", r.best().map(ScoreReport::legs).orElse(List.of()));
        m.put("tiedRoutes", r.tiedRoutes());
        m.put("worstScore", r.worstScore());
        claim.ifPresent(c -> {
            m.put("claim", c.claim());
            m.put("claimMatches", c.matches());
            if (!c.matches()) {
                m.put("slips", c.slips());
                c.claimRoute().ifPresent(route -> m.put("claimRoute", route.walk().stream().map(Cell::name).toList()));
            }
        });
        m.put("file", file);
        m.put("counting", r.variant() == Variant.EACH_VISIT ? "each-visit" : "distinct");
        if (!r.reachable()) m.put("problem", r.routes().problem());
        m.put("worstRoute", r.worst().map(w -> w.walk().stream().map(Cell::name).toList()).orElse(List.of()));
        List<Object> parts = new ArrayList<>();
        for (Contribution c : r.contributions()) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("space", c.cell().name());
            p.put("code", String.valueOf(c.space().code()));
            p.put("passes", c.passes());
            p.put("points", c.points());
            parts.add(p);
        }
        m.put("contributions", parts);
        Sheet s = r.sheet();
        s.coins().ifPresent(n -> m.put("coins", n));
        return m;
    }

    private static List<Object> legs(Route route) {
        List<Object> out = new ArrayList<>();
        for (Leg l : route.legs()) {
            Map<String, Object> leg = new LinkedHashMap<>();
            leg.put("from", l.from().name());
            leg.put("to", l.to().name());
            leg.put("steps", l.steps());
            leg.put("leg", l.step());
            leg.put("what", l.what());
            leg.put("walk", l.walk().stream().map(Cell::name).toList());
            out.add(leg);
        }
        return out;
    }

    public static String jsonText(String file, ScoreResult r, Optional<ClaimCheck> claim) {
        return Json.write(json(file, r, claim)) + "\n";
    }
}
