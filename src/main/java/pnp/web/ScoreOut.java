package pnp.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The score of a valid sheet with its evidence, under the keys of {@code pnp ikes score --json}
 * (the contract's keys first), plus the claim's explanation when a claim does not match.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ScoreOut(
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
        String problem,
        List<String> worstRoute,
        List<ContributionOut> contributions) {

    /** One leg: where it starts and ends, its steps, its number in the rule and the spaces walked. */
    public record LegOut(String from, String to, int steps, int leg, String what, List<String> walk) {}

    /** What one space of the best route adds. */
    public record ContributionOut(String space, String code, int passes, int points) {}
}
