package pnp.ikes.commands;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.ikes.rules.ClaimCheck;
import pnp.ikes.rules.Route;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.rules.Variant;

/**
 * The {@code --json} object of a score, as the contract ({@code formats/ikes.md}) names its keys:
 * the contract's keys first, then the evidence. Keys whose value is absent (no claim, a reachable
 * sheet, no coin count) are left out.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ScoreJson(
        int score,
        String grade,
        boolean reachable,
        List<String> route,
        int displays,
        int empty,
        List<LegOut> legs,
        long tiedRoutes,
        int worstScore,
        Integer claim,
        Boolean claimMatches,
        List<String> slips,
        List<String> claimRoute,
        String file,
        String counting,
        String problem,
        List<String> worstRoute,
        List<Part> contributions,
        Integer coins) {

    /** One leg of the best route. */
    public record LegOut(String from, String to, int steps, int leg, String what, List<String> walk) {}

    /** What one space of the route adds. */
    public record Part(String space, String code, int passes, int points) {}

    public static ScoreJson of(String file, ScoreResult r, Optional<ClaimCheck> claim) {
        Optional<ClaimCheck> missed = claim.filter(c -> !c.matches());
        return new ScoreJson(
                r.score(),
                r.grade(),
                r.reachable(),
                r.best().map(ScoreJson::names).orElse(List.of()),
                r.displays(),
                r.empty(),
                r.best().map(ScoreJson::legs).orElse(List.of()),
                r.tiedRoutes(),
                r.worstScore(),
                claim.map(ClaimCheck::claim).orElse(null),
                claim.map(ClaimCheck::matches).orElse(null),
                missed.map(ClaimCheck::slips).orElse(null),
                missed.flatMap(ClaimCheck::claimRoute).map(ScoreJson::names).orElse(null),
                file,
                r.variant() == Variant.EACH_VISIT ? "each-visit" : "distinct",
                r.reachable() ? null : r.routes().problem(),
                r.worst().map(ScoreJson::names).orElse(List.of()),
                r.contributions().stream()
                        .map(c -> new Part(
                                c.cell().name(), String.valueOf(c.space().code()), c.passes(), c.points()))
                        .toList(),
                r.sheet().coins().isPresent() ? r.sheet().coins().getAsInt() : null);
    }

    /** The same object without its coin count (for a replay, which states the coins itself). */
    public ScoreJson withoutCoins() {
        return new ScoreJson(
                score,
                grade,
                reachable,
                route,
                displays,
                empty,
                legs,
                tiedRoutes,
                worstScore,
                claim,
                claimMatches,
                slips,
                claimRoute,
                file,
                counting,
                problem,
                worstRoute,
                contributions,
                null);
    }

    private static List<String> names(Route route) {
        return route.walk().stream().map(Cell::name).toList();
    }

    private static List<LegOut> legs(Route route) {
        return route.legs().stream()
                .map(l -> new LegOut(
                        l.from().name(),
                        l.to().name(),
                        l.steps(),
                        l.step(),
                        l.what(),
                        l.walk().stream().map(Cell::name).toList()))
                .toList();
    }
}
