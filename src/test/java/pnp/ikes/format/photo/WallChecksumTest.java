package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Sheet;
import pnp.ikes.model.TileChart;
import pnp.ikes.rules.ChallengeGenerator;
import pnp.ikes.solver.Players;

/** The wall check against games the engine plays: every finished sheet passes it, and most single misreads fail it. */
class WallChecksumTest {
    private static final TileChart CHART = TileChartParser.standard();

    /** A random game's sheet: odd seeds take 2 coins for every reward, even seeds walls and doorways too. */
    private static Sheet game(long seed) {
        var ch = ChallengeGenerator.challenge(1 + (int) (seed % 365));
        var played = seed % 2 == 1 ? Players.random(ch, CHART, seed) : Players.randomRewarded(ch, CHART, seed);
        return played.end().sheet();
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4})
    void everyGameTheEnginePlaysPassesAndMostMisreadWallsDoNot(long block) {
        int rewardLines = 0;
        int[] lines = new int[2];
        int[] caught = new int[2];
        for (long seed = block * 1000; seed < block * 1000 + 25; seed++) {
            Sheet truth = game(seed);
            Map<Cell, SpaceMark> spaces = new LinkedHashMap<>();
            for (Cell c : Sheet.cells()) spaces.put(c, Accuracy.space(truth.space(c)));
            Map<CellSide, Mark<EdgeMark>> edges = new LinkedHashMap<>();
            for (CellSide e : Edges.ALL) edges.put(e, new Mark<>(Accuracy.edge(truth, e), 1));
            assertEquals(TileCover.Verdict.POSSIBLE, Checksum.wallVerdict(spaces, edges), "seed " + seed);
            rewardLines += (int) edges.values().stream()
                    .filter(m -> m.value() == EdgeMark.DOORWAY)
                    .count();
            // each line of a tile space read the other way
            for (CellSide e : List.copyOf(edges.keySet())) {
                if (spaces.get(e.cell()) != SpaceMark.DOT && spaces.get(e.cell()) != SpaceMark.DISPLAY) continue;
                Mark<EdgeMark> was = edges.get(e);
                edges.put(e, new Mark<>(was.value() == EdgeMark.NONE ? EdgeMark.WALL : EdgeMark.NONE, 1));
                int lost = was.value() == EdgeMark.NONE ? 0 : 1;
                lines[lost]++;
                if (Checksum.wallVerdict(spaces, edges) == TileCover.Verdict.IMPOSSIBLE) caught[lost]++;
                edges.put(e, was);
            }
        }
        // a wall read as none mostly leaves a tile no layout of the chart fits (or a dot outside every tile with no
        // wall); a wall read where there is none is caught only where the displays bring too few rewards for it
        // the rewarded games put doorways on the sheet, so the check meets rewards, not only tiles' walls
        assertTrue(rewardLines > 0, "no doorway in " + block);
        System.out.println("block " + block + ": " + rewardLines + " doorways; walls lost " + caught[1] + " of "
                + lines[1] + ", walls added " + caught[0] + " of " + lines[0]);
        assertTrue(caught[1] * 2 > lines[1], caught[1] + " of " + lines[1]);
    }
}
