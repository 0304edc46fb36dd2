package pnp.ikes.commands;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import pnp.cli.Json;
import pnp.grid.Cell;
import pnp.ikes.json.ScoreJson;
import pnp.ikes.rules.ClaimCheck;
import pnp.ikes.rules.Contribution;
import pnp.ikes.rules.Leg;
import pnp.ikes.rules.Route;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.rules.Variant;

/** The score of a sheet as text for a player, or as the contract's JSON object ({@link ScoreJson}). */
public final class ScoreReport {
    private ScoreReport() {}

    public static String text(String file, ScoreResult r, Optional<ClaimCheck> claim) {
        StringBuilder b = new StringBuilder();
        String counting = r.variant() == Variant.EACH_VISIT ? ", counting every visit" : "";
        b.append(file)
                .append(": score ")
                .append(r.score())
                .append(" (")
                .append(r.grade())
                .append(")")
                .append(counting)
                .append('\n');
        if (!r.reachable()) {
            b.append("no route: ").append(r.routes().problem()).append(", so the sheet scores 0\n\n");
            b.append(SheetText.draw(r.sheet(), List.of()));
        } else {
            Route best = r.best().orElseThrow();
            b.append(r.tiedRoutes())
                    .append(r.tiedRoutes() == 1 ? " route meets" : " routes meet")
                    .append(" the rule");
            if (r.tiedRoutes() > 1)
                b.append("; they score from ")
                        .append(r.worstScore())
                        .append(" to ")
                        .append(r.score());
            b.append(". The best, leg by leg:\n");
            legs(b, best);
            b.append('\n').append(SheetText.draw(r.sheet(), best.walk())).append('\n');
            b.append("space by space")
                    .append(r.variant() == Variant.EACH_VISIT ? " (every pass counts)" : " (each space counts once)")
                    .append(":\n");
            spaces(b, r.contributions());
            b.append(String.format("  displays %d, empty %d: score %d%n", r.displays(), r.empty(), r.score()));
            if (r.tiedRoutes() > 1 && r.worstScore() < r.score()) {
                b.append("the worst tied route scores ")
                        .append(r.worstScore())
                        .append(": ")
                        .append(walk(r.worst().orElseThrow()))
                        .append('\n');
            }
        }
        claim.ifPresent(c -> claimText(b, r, c));
        return b.toString();
    }

    private static void legs(StringBuilder b, Route route) {
        for (Leg l : route.legs()) {
            b.append(String.format(
                    "  leg %d  %-40s %s -> %s  %2d steps: %s%n",
                    l.step(),
                    l.what(),
                    l.from(),
                    l.to(),
                    l.steps(),
                    l.walk().stream().map(Cell::name).collect(Collectors.joining(" "))));
        }
    }

    private static void spaces(StringBuilder b, List<Contribution> parts) {
        for (Contribution c : parts) {
            String what = c.space().hasDisplay()
                    ? "display " + c.space().face()
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
        b.append("\nclaim ")
                .append(c.claim())
                .append(": does NOT match; the sheet scores ")
                .append(r.score())
                .append('\n');
        b.append(c.slips().size() == 1 ? "likely slip: " : "likely slips:\n");
        for (String s : c.slips())
            b.append(c.slips().size() == 1 ? "" : "  - ").append(s).append('\n');
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

    public static String jsonText(String file, ScoreResult r, Optional<ClaimCheck> claim) {
        return Json.write(ScoreJson.of(file, r, claim)) + "\n";
    }
}
