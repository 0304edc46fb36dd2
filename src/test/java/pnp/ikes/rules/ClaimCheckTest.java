package pnp.ikes.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.ikes.format.IkesParser;
import pnp.ikes.model.Sheet;
import pnp.io.TextSource;

class ClaimCheckTest {
    /** Row 1 open and plain; one display at D2, just off the straight way. */
    static final String DETOUR = """
            entrance A1 W
            exit G1 E
            grid
            . . . . . . .
            . . . 4 . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            """;

    static Sheet sheet(String text) {
        return IkesParser.parse(new TextSource("t.ikes", text));
    }

    @Test
    void missedShorterLegIsNamed() {
        // the rule: the straight walk A1..G1, 6 steps, one route, no display: 0.
        // a player who dipped to D2 walked 8 steps and wrote 1.
        ScoreResult r = RouteScorer.score(sheet(DETOUR), Variant.DISTINCT);
        assertEquals(0, r.score());
        assertEquals(1, r.tiedRoutes());
        ClaimCheck c = ClaimCheck.of(r, 1);
        assertEquals(false, c.matches());
        assertEquals(1, c.slips().size(), c.slips().toString());
        assertTrue(
                c.slips().get(0).startsWith("a longer leg 1 (entrance A1 to exit G1): walking "),
                c.slips().get(0));
        assertTrue(
                c.slips()
                        .get(0)
                        .contains("(8 steps) gives 1, but the shortest walk there is 6 steps: A1 B1 C1 D1 E1 F1 G1"),
                c.slips().get(0));
        Route longer = c.claimRoute().orElseThrow();
        assertTrue(longer.walk().contains(Cell.parse("D2", 7, 7).orElseThrow()));
        assertEquals(8, longer.steps());
    }

    @Test
    void longerLegWalksAreSimpleAndExactlyTwoStepsLonger() {
        // on the open detour board, the 8-step walks from A1 to G1 that never step straight back
        // are those that leave row 1 once for one row-2 stretch: down at column i, up at column
        // j > i (C(7,2) = 21), plus none other (a walk of 8 steps on a 7-wide row with no
        // back-step cannot go left). So 21 routes.
        Routes longer = RouteScorer.routesWithLongerLeg(sheet(DETOUR), Variant.DISTINCT, 0, 2);
        assertEquals(21, longer.count());
        assertEquals(List.of(0, 1), longer.scores());
    }

    @Test
    void matchingClaimHasNoSlips() {
        ClaimCheck c = ClaimCheck.of(RouteScorer.score(sheet(DETOUR), Variant.DISTINCT), 0);
        assertTrue(c.matches());
        assertTrue(c.slips().isEmpty());
    }

    @Test
    void claimAboveEveryExplanationListsTheLegs() {
        ClaimCheck c = ClaimCheck.of(RouteScorer.score(sheet(DETOUR), Variant.DISTINCT), 5);
        assertTrue(c.slips().get(0).contains("A1 to G1 is 6 steps"), c.slips().toString());
    }
}
