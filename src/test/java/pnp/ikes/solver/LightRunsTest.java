package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Challenge;
import pnp.ikes.model.Move;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.Rules;

/**
 * Runs of more than two light rerolls ({@link Expander#withLightRuns}), worked by hand on a challenge
 * whose light reserve starts 5, 4, 1, 2, 3.
 */
class LightRunsTest {
    private static final TileChart CHART = TileChartParser.standard();

    private static Cell cell(String name) {
        return Cell.parse(name, 7, 7).orElseThrow();
    }

    /**
     * Turn 1 draws the cafeteria D4 E4; turns 2 and 3 each place a single (1-1: one wall, on its north
     * side) beside it, at F4 and C4, and take 2 coins each (or, the second, a wall far away): the position
     * at the start of turn 4 has 4 coins (or 2), no reroll used, and the T (light 6) to place.
     */
    private static Node turnFour(boolean twoRewards) {
        Challenge ch = new Challenge(
                1,
                new CellSide(cell("A1"), Side.N),
                new CellSide(cell("G7"), Side.S),
                new int[] {6, 1, 1, 6, 6},
                new int[] {1, 1, 1, 1, 1},
                new int[] {5, 4, 1, 2, 3},
                new int[] {2, 3, 4, 5, 6});
        Position p = Position.start(ch, CHART);
        p = Rules.apply(p, new Move.PlaceCafeteria(cell("D4"), cell("E4")));
        p = Rules.apply(p, new Move.PlaceTile(cell("F4"), cell("F4"), 1, new Move.Reward.Coins()));
        p = Rules.apply(
                p,
                new Move.PlaceTile(
                        cell("C4"),
                        cell("C4"),
                        1,
                        twoRewards ? new Move.Reward.Coins() : new Move.Reward.Wall(cell("G1"), Side.W)));
        assertEquals(twoRewards ? 4 : 2, p.coins());
        assertEquals(6, p.light());
        return new Node(p, null, null, null);
    }

    /** For each light face placed by a child: the fewest light rerolls that led to it. */
    private static Map<Integer, Integer> facesByRerolls(List<Node> children) {
        Map<Integer, Integer> out = new TreeMap<>();
        for (Node c : children) {
            if (c.tileId == null) continue; // a cafeteria
            int light = c.tileId.charAt(0) - '0';
            int rerolls = (int) c.moves().stream()
                    .filter(m -> m instanceof Move.Reroll r && r.light())
                    .count();
            out.merge(light, rerolls, Math::min);
        }
        return out;
    }

    @Test
    void aRunOfThreeRerollsReachesTheSingleBehindTwoBigTiles() {
        // light 6 as rolled (the T, 4 spaces); rerolls take 5 (a row of three), 4 (the L, 3 spaces), then 1
        // (a single). Two rerolls at most: the T, the row, the L. With runs: the single after three rerolls
        // is kept (a new shape, smaller than all before it); the fourth reroll (2, two spaces) is bigger
        // than the single, so no child has a 2.
        Expander plain = new Expander(Heuristic.SHAPED.get(0), 2, 1);
        Node n = turnFour(true);
        assertEquals(Map.of(6, 0, 5, 1, 4, 2), facesByRerolls(plain.children(n)));
        assertEquals(
                Map.of(6, 0, 5, 1, 4, 2, 1, 3),
                facesByRerolls(plain.withLightRuns().children(n)));
    }

    @Test
    void aRunIsNeverLongerThanTheCoinsPay() {
        // 2 coins: the two rerolls of the plain move list, no run beyond them
        Expander runs = new Expander(Heuristic.SHAPED.get(0), 2, 1).withLightRuns();
        assertEquals(Map.of(6, 0, 5, 1, 4, 2), facesByRerolls(runs.children(turnFour(false))));
    }

    @Test
    void everyChildWithARunIsALegalTurn() {
        Node n = turnFour(true);
        List<Node> kids =
                new Expander(Heuristic.SHAPED.get(0), 2, 1).withLightRuns().children(n);
        int withRun = 0;
        for (Node c : kids) {
            Position p = n.position;
            for (Move m : c.moves()) p = Rules.apply(p, m); // throws on an illegal move
            assertEquals(c.position.fingerprint(), p.fingerprint());
            if (c.moves().size() > 3) withRun++;
        }
        assertTrue(withRun > 0, "some child plays the single after three rerolls");
    }
}
