package pnp.ikes.format.photo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pnp.grid.Cell;
import pnp.ikes.format.TileChartParser;
import pnp.ikes.model.Tile;
import pnp.ikes.model.TileChart;

class TileCoverTest {
    private static final TileChart CHART = TileChartParser.standard();
    private static final TileCover COVER = new TileCover(CHART);

    private static long cells(String... names) {
        long m = 0;
        for (String n : names) m |= TileCover.bit(new Cell(n.charAt(0) - 'A', n.charAt(1) - '1'));
        return m;
    }

    @Test
    void fortyOneTileSpacesWithThreeDisplaysCannotBeAGame() {
        // every tile has one display and at most four spaces: 3 displays cover at most 12 spaces, not 41
        long tiles = (1L << 41) - 1;
        long displays = cells("A1", "C3", "F5");
        assertEquals(4, COVER.largest());
        assertEquals(TileCover.Verdict.IMPOSSIBLE, COVER.check(tiles, displays, 0));
    }

    @Test
    void smallSheetsWorkedByHand() {
        // a single space needs its display
        assertEquals(TileCover.Verdict.IMPOSSIBLE, COVER.check(cells("D4"), 0, 0));
        assertEquals(TileCover.Verdict.POSSIBLE, COVER.check(cells("D4"), cells("D4"), 0));
        // the L of light die 4: top-left, bottom-left, bottom-right, one display anywhere in it
        assertEquals(TileCover.Verdict.POSSIBLE, COVER.check(cells("A1", "A2", "B2"), cells("B2"), 0));
        // its mirror is no tile of the chart: B1 alone would need a display of its own
        assertEquals(TileCover.Verdict.IMPOSSIBLE, COVER.check(cells("B1", "A2", "B2"), cells("B2"), 0));
        // ... unless B1 holds only a reward's wall (one tile, so one reward)
        assertEquals(TileCover.Verdict.POSSIBLE, COVER.check(cells("B1", "A2", "B2"), cells("B2"), cells("B1")));
        // two walled spaces outside every tile need two rewards, and one tile brings one
        assertEquals(
                TileCover.Verdict.IMPOSSIBLE, COVER.check(cells("B1", "C1", "A3"), cells("A3"), cells("B1", "C1")));
        // two displays side by side: two single tiles; a display with two dots round it: no shape has it
        assertEquals(TileCover.Verdict.POSSIBLE, COVER.check(cells("A1", "B1"), cells("A1", "B1"), 0));
        assertEquals(TileCover.Verdict.IMPOSSIBLE, COVER.check(cells("B2", "A2", "C2", "B1"), cells("B2"), 0));
        // five in a row with one display: the longest tile has three in a row
        assertEquals(TileCover.Verdict.IMPOSSIBLE, COVER.check(cells("A7", "B7", "C7", "D7", "E7"), cells("C7"), 0));
    }

    /** Every placement of every chart shape inside the 7 x 7 sheet, as masks. */
    private static List<Long> placements() {
        Set<Long> out = new LinkedHashSet<>();
        for (Tile t : CHART.tiles()) {
            for (int r = 0; r < 7; r++) {
                for (int c = 0; c < 7; c++) {
                    long m = 0;
                    boolean inside = true;
                    for (Cell s : t.spaces()) {
                        if (c + s.col() >= 7 || r + s.row() >= 7) inside = false;
                        else m |= TileCover.bit(new Cell(c + s.col(), r + s.row()));
                    }
                    if (inside) out.add(m);
                }
            }
        }
        return new ArrayList<>(out);
    }

    /** Brute force: every set of disjoint placements inside the tile spaces, each with one display. */
    private static boolean brute(List<Long> ps, int i, long covered, long tiles, long displays, long loose) {
        if (i == ps.size()) {
            long left = tiles & ~covered;
            return (left & ~loose) == 0 && Long.bitCount(left) <= Long.bitCount(displays);
        }
        long p = ps.get(i);
        if (brute(ps, i + 1, covered, tiles, displays, loose)) return true;
        return (p & covered) == 0
                && Long.bitCount(p & displays) == 1
                && brute(ps, i + 1, covered | p, tiles, displays, loose);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void agreesWithBruteForceOnSmallCorners(long seed) {
        Random rng = new Random(seed);
        List<Long> all = placements();
        int possible = 0;
        for (int trial = 0; trial < 150; trial++) {
            long tiles = 0;
            long displays = 0;
            long loose = 0;
            for (int r = 0; r < 3; r++) {
                for (int c = 0; c < 4; c++) {
                    long b = TileCover.bit(new Cell(c, r));
                    int roll = rng.nextInt(10);
                    if (roll < 4) continue;
                    tiles |= b;
                    if (roll < 6) displays |= b;
                    else if (roll == 9) loose |= b;
                }
            }
            final long t = tiles;
            List<Long> inside = all.stream().filter(p -> (p & ~t) == 0).toList();
            boolean want = brute(inside, 0, 0, tiles, displays, loose);
            if (want) possible++;
            assertEquals(
                    want ? TileCover.Verdict.POSSIBLE : TileCover.Verdict.IMPOSSIBLE,
                    COVER.check(tiles, displays, loose),
                    "tiles " + Long.toBinaryString(tiles) + " displays " + Long.toBinaryString(displays));
        }
        // both answers come up, so the comparison means something
        assertEquals(true, possible > 10 && possible < 140, "possible " + possible);
    }
}
