package pnp.ikes.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Optional;
import pnp.grid.Cell;
import pnp.ikes.rules.ClaimCheck;
import pnp.ikes.rules.Route;
import pnp.ikes.rules.ScoreResult;
import pnp.ikes.rules.Variant;

/**
 * A score with its evidence as the contract's JSON object ({@code formats/ikes.md} names its keys), the same
 * for {@code pnp ikes score --json}, {@code pnp ikes replay --json} and {@code pnp serve}'s score pad: the
 * contract's keys first, then the evidence. Keys whose value is absent (no claim, a reachable sheet, no coin
 * count; and on the pad, which scores one text it was given, the file and the counting) are left out.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ScoreJson(
        int score,
        String grade,
        boolean reachable,
        List<String> route,
        int displays,
        int empty,
        List<LegJson> legs,
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
        List<PartJson> contributions,
        Integer coins) {

    /** One leg of the best route: where it starts and ends, its steps, its number in the rule and the spaces walked. */
    public record LegJson(String from, String to, int steps, int leg, String what, List<String> walk) {}

    /** What one space of the best route adds. */
    public record PartJson(String space, String code, int passes, int points) {}

    /** The object of {@code pnp ikes score --json} for the sheet read from {@code file}. */
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
                        .map(c -> new PartJson(
                                c.cell().name(), String.valueOf(c.space().code()), c.passes(), c.points()))
                        .toList(),
                r.sheet().coins().isPresent() ? r.sheet().coins().getAsInt() : null);
    }

    /** The object {@code pnp serve} answers for a sheet it was given as text: no file, counting or coins. */
    public static ScoreJson served(ScoreResult r, Optional<ClaimCheck> claim) {
        return of(null, r, claim).with(null, null, null);
    }

    /** The same object without its coin count (for a replay, which states the coins itself). */
    public ScoreJson withoutCoins() {
        return with(file, counting, null);
    }

    private ScoreJson with(String file, String counting, Integer coins) {
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
                coins);
    }

    private static List<String> names(Route route) {
        return route.walk().stream().map(Cell::name).toList();
    }

    private static List<LegJson> legs(Route route) {
        return route.legs().stream()
                .map(l -> new LegJson(
                        l.from().name(),
                        l.to().name(),
                        l.steps(),
                        l.step(),
                        l.what(),
                        l.walk().stream().map(Cell::name).toList()))
                .toList();
    }
}
