package pnp.ikes.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import pnp.grid.Side;
import pnp.ikes.rules.Board;
import pnp.ikes.rules.Position;
import pnp.ikes.rules.TestPositions;
import pnp.random.Rng;

/**
 * The route searches run on bit sets of spaces ({@link Position#openMasks()}, breadth-first layers by
 * shifts): checked against the rules' own one-step test ({@link Position#open}) and a plain
 * queue-based breadth-first search written here, on hand-built sheets and on every position of
 * seeded random games.
 */
class SearchOnBitsTest {
    private static final String[] EMPTY_ROWS = {
        "- - - - - - -",
        "- - - - - - -",
        "- - - - - - -",
        "- - - - - - -",
        "- - - - - - -",
        "- - - - - - -",
        "- - - - - - -"
    };

    @Test
    void oneWallClosesOneEdgeFromBothSidesAndADoorwayReopensIt() {
        // an empty sheet has 6 x 7 = 42 steps east (column G has none), 42 west, 42 north, 42 south
        Position open = TestPositions.drawn(
                TestPositions.doors("A4", Side.W, "G4", Side.E), EMPTY_ROWS, new String[0], new String[0]);
        assertArrayEquals(new int[] {42, 42, 42, 42}, counts(open.openMasks()));
        // a wall on A1's east side: A1 (bit 0) may not step east, B1 (bit 1) may not step west: 41 each
        Position walled = TestPositions.drawn(
                TestPositions.doors("A4", Side.W, "G4", Side.E), EMPTY_ROWS, new String[] {"A1 E"}, new String[0]);
        long[] m = walled.openMasks();
        assertArrayEquals(new int[] {42, 41, 42, 41}, counts(m));
        assertEquals(0, m[1] & 1L);
        assertEquals(0, m[3] & 2L);
        // a doorway in that wall opens the edge again
        Position door = TestPositions.drawn(
                TestPositions.doors("A4", Side.W, "G4", Side.E), EMPTY_ROWS, new String[] {"A1 E"}, new String[] {"A1 E"
                });
        assertArrayEquals(new int[] {42, 42, 42, 42}, counts(door.openMasks()));
    }

    @Test
    void theSearchesAgreeWithThePlainOnesOnRandomGames() {
        List<Position> positions = ScorerAgreementTest.randomGamePositions();
        Rng rng = new Rng(17);
        for (Position p : positions) {
            String where = "seed " + p.challenge().seed() + " turn " + p.turnsPlayed();
            long[] m = p.openMasks();
            for (int i = 0; i < Board.CELLS; i++) {
                for (int s = 0; s < 4; s++) {
                    assertEquals(p.open(i, s), (m[s] >>> i & 1) != 0, where + " space " + Board.name(i) + " side " + s);
                }
            }
            // from the entrance, from the exit, and from a random pair of spaces
            int first = rng.nextInt(Board.CELLS);
            int second = rng.nextInt(Board.CELLS);
            long pair = 1L << first | 1L << second;
            for (long sources : new long[] {
                1L << Board.index(p.challenge().entrance().cell()),
                1L << Board.index(p.challenge().exit().cell()),
                pair
            }) {
                assertArrayEquals(plainDistances(p, sources), RouteEstimate.distances(p, sources), where);
            }
        }
        assertEquals(true, positions.size() > 400, "compared " + positions.size());
    }

    private static int[] counts(long[] masks) {
        return Arrays.stream(masks).mapToInt(Long::bitCount).toArray();
    }

    /** Breadth-first search with a queue, one space at a time, stepping where {@link Position#open} allows. */
    private static int[] plainDistances(Position p, long sources) {
        int[] dist = new int[Board.CELLS];
        Arrays.fill(dist, RouteEstimate.UNREACHED);
        int[] queue = new int[Board.CELLS];
        int head = 0;
        int tail = 0;
        for (int i = 0; i < Board.CELLS; i++) {
            if ((sources >>> i & 1) != 0) {
                dist[i] = 0;
                queue[tail++] = i;
            }
        }
        while (head < tail) {
            int c = queue[head++];
            for (int s = 0; s < 4; s++) {
                int n = Board.neighbour(c, s);
                if (p.open(c, s) && dist[n] == RouteEstimate.UNREACHED) {
                    dist[n] = dist[c] + 1;
                    queue[tail++] = n;
                }
            }
        }
        return dist;
    }
}
