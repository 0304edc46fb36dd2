package pnp.fridge.rules;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pnp.fridge.commands.FridgeInput;
import pnp.fridge.model.Bar;
import pnp.fridge.model.Point;
import pnp.io.TextSource;
import pnp.random.Rng;

class LongestRoadTest {
    static Bar bar(int n, String from, String to) {
        return new Bar(n, 2, Point.parse(from), Point.parse(to));
    }

    /** The points written as {@code names}. */
    static List<Point> points(String... names) {
        return List.of(names).stream().map(Point::parse).toList();
    }

    static List<Bar> bars(String... pairs) {
        List<Bar> out = new ArrayList<>();
        for (String p : pairs) {
            String[] s = p.split("-");
            out.add(bar(out.size(), s[0], s[1]));
        }
        return out;
    }

    @Test
    void aLoopLetsTheChainRepeatAJunction() {
        // base-a, then the triangle a-b-c-a, then a-d: all 5 bars in one chain; the points walked are
        // base, a, b, c, a, d (or the triangle the other way round), so junction a comes twice
        List<Bar> b = bars("base-a", "a-b", "b-c", "c-a", "a-d");
        Chain c = LongestRoad.find(b, Set.of());
        assertEquals(5, c.length());
        assertValid(c, Set.of());
        assertEquals(
                2,
                c.steps().stream()
                        .filter(s -> s.to().equals(Point.junction("a")))
                        .count(),
                "a twice: " + c.labels());
        assertEquals("base-a", c.labels().get(0));
        assertEquals("a-d", c.labels().get(4));
    }

    @Test
    void aBrokenJunctionInTheMiddleOfALineCutsIt() {
        // base-a-b-c-d-e is 5 bars; breaking c leaves base-a-b-c (3) and c-d-e (2): longest 3, ending at c
        List<Bar> b = bars("base-a", "a-b", "b-c", "c-d", "d-e");
        assertEquals(5, LongestRoad.find(b, Set.of()).length());
        Chain c = LongestRoad.find(b, Set.copyOf(points("c")));
        assertEquals(3, c.length());
        assertEquals(List.of("base-a", "a-b", "b-c"), c.labels());
    }

    @Test
    void aChainMayStartAndEndAtTheSameBrokenJunction() {
        // the loop b-x-y-b touches broken b only at its two ends: 3 bars; base-a-b adds nothing through b
        List<Bar> b = bars("base-a", "a-b", "b-x", "x-y", "y-b");
        Set<Point> broken = Set.copyOf(points("b"));
        Chain c = LongestRoad.find(b, broken);
        assertEquals(3, c.length());
        assertValid(c, broken);
    }

    @Test
    void parallelBarsBetweenTwoBasesAllChain() {
        // 27 bars between base and @blue: degrees 27 and 27, both odd, so an Euler trail uses all 27
        List<Bar> b = new ArrayList<>();
        for (int i = 0; i < 27; i++) b.add(bar(i, "base", "@blue"));
        assertEquals(27, LongestRoad.find(b, Set.of()).length());
    }

    @Test
    void aStarIsTwoBarsLong() {
        List<Bar> b = bars("base-a", "base-b", "base-c", "base-d");
        assertEquals(2, LongestRoad.find(b, Set.of()).length());
        assertEquals(0, LongestRoad.find(List.of(), Set.of()).length());
    }

    static List<Long> seeds() {
        List<Long> s = new ArrayList<>();
        for (long i = 1; i <= 320; i++) s.add(i * 7919L);
        return s;
    }

    /** Random networks: every third one dense (3 to 5 points, many parallel bars and cycles). */
    static List<Bar> randomNetwork(Rng rng, boolean dense) {
        int points = dense ? rng.between(3, 5) : rng.between(4, 10);
        int m = dense ? rng.between(6, 11) : rng.between(3, 16);
        List<String> names = new ArrayList<>();
        names.add(Point.BASE.toString());
        names.add("@blue");
        for (int i = 2; i < points; i++) names.add("j" + i);
        List<Bar> out = new ArrayList<>();
        while (out.size() < m) {
            String a = rng.pick(names);
            String b = rng.pick(names);
            if (!a.equals(b)) out.add(bar(out.size(), a, b));
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void matchesBruteForceOnRandomNetworks(long seed) {
        Rng rng = new Rng(seed);
        boolean dense = seed % 3 == 0;
        List<Bar> b = randomNetwork(rng, dense);
        Set<Point> broken = new HashSet<>();
        for (Bar x : b) {
            for (Point end : List.of(x.from(), x.to())) {
                if (end.isJunction() && rng.nextInt(3) == 0) broken.add(end);
            }
        }
        int expected = bruteForce(b, broken);
        for (String method : List.of("parity", "trails")) {
            Chain c = method.equals("parity") ? LongestRoad.find(b, broken) : TrailSearch.longest(b, broken);
            assertValid(c, broken);
            assertEquals(
                    expected,
                    c.length(),
                    method + " seed " + seed + " bars "
                            + b.stream().map(Bar::label).toList() + " broken " + broken);
        }
    }

    @ParameterizedTest
    @MethodSource("fullSeeds")
    void bothMethodsAgreeOnFullValidNetworks(long seed) {
        // 27 bars on the four bases and at most one junction, some broken: too big for the brute
        // force, small enough for the trail search to finish; the two exact methods must agree
        String text = AdversarialNetworks.text(new Rng(seed), (int) (seed % 2), (int) (seed % 3));
        var pos = FridgeInput.read(new TextSource("t.fridge", text));
        List<Bar> b = pos.players().get(0).bars();
        Set<Point> broken = Set.copyOf(Scorer.score(pos).players().get(0).broken());
        Chain parity = LongestRoad.find(b, broken);
        Chain trails = TrailSearch.longest(b, broken);
        assertEquals(27, b.size());
        assertValid(parity, broken);
        assertValid(trails, broken);
        assertEquals(trails.length(), parity.length(), text);
    }

    @Test
    void theNearlyCompleteNetworkLosesOneBarPerPairOfSurplusOddPoints() {
        // 8 points, 27 bars; degrees 7 except two bases at 6: six odd points, so at least
        // (6 - 2) / 2 = 2 bars stay out; dropping two bars between odd points leaves it connected: 25.
        String text = AdversarialNetworks.nearlyComplete(List.of());
        var pos = FridgeInput.read(new TextSource("t.fridge", text));
        List<Bar> b = pos.players().get(0).bars();
        assertEquals(27, b.size());
        Chain c = LongestRoad.find(b, Set.of());
        assertValid(c, Set.of());
        assertEquals(25, c.length());
        // every junction broken: the four bases keep 5 bars among them (one pair left out), each
        // junction becomes 7 dead ends; a chain can add at most one dead-end bar at each end.
        // base-base bars: base-@blue, base-@yellow, base-@green, @blue-@yellow, @blue-@green
        // (degrees base 3, @blue 3, @yellow 2, @green 2): two odd points, an Euler trail of all 5,
        // from base to @blue, plus a dead end at each: 7.
        Set<Point> all = Set.copyOf(points("j0", "j1", "j2", "j3"));
        Chain broken = LongestRoad.find(b, all);
        assertValid(broken, all);
        assertEquals(7, broken.length());
    }

    static List<Long> fullSeeds() {
        List<Long> s = new ArrayList<>();
        for (long i = 1; i <= 24; i++) s.add(i * 104729L);
        return s;
    }

    /** Checks a chain: distinct bars, consecutive bars meet, no broken junction inside it. */
    static void assertValid(Chain c, Set<Point> broken) {
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < c.length(); i++) {
            Chain.Step s = c.steps().get(i);
            assertTrue(seen.add(s.bar().number()), "bar used twice: " + c.labels());
            assertTrue(
                    s.bar().touches(s.from()) && s.bar().other(s.from()).equals(s.to()), "step is not its bar: " + s);
            if (i > 0) {
                assertEquals(c.steps().get(i - 1).to(), s.from(), "bars do not meet: " + c.labels());
                assertFalse(broken.contains(s.from()), "passes through broken " + s.from() + ": " + c.labels());
            }
        }
    }

    /** Every trail from every point, no memo and no pruning: the plain definition of a chain. */
    static int bruteForce(List<Bar> bars, Set<Point> broken) {
        Set<Point> points = new HashSet<>();
        for (Bar b : bars) {
            points.add(b.from());
            points.add(b.to());
        }
        int best = 0;
        for (Point p : points) best = Math.max(best, walk(bars, broken, p, new boolean[bars.size()], 0));
        return best;
    }

    private static int walk(List<Bar> bars, Set<Point> broken, Point at, boolean[] used, int length) {
        if (length > 0 && broken.contains(at)) return length; // may end here, may not pass through
        int best = length;
        for (int i = 0; i < bars.size(); i++) {
            if (used[i] || !bars.get(i).touches(at)) continue;
            used[i] = true;
            best = Math.max(best, walk(bars, broken, bars.get(i).other(at), used, length + 1));
            used[i] = false;
        }
        return best;
    }
}
