package pnp.ikes.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pnp.grid.Cell;
import pnp.grid.CellSide;
import pnp.grid.Side;
import pnp.ikes.format.IkesParser;
import pnp.ikes.model.Sheet;
import pnp.io.TextSource;

/**
 * The worked examples in seeds/ikes/: each file says what it must score in an
 * {@code # expect: score S, routes N, worst W, each-visit E[, unreachable]} line, worked by hand
 * in the comments above it. Tests below check the routes themselves.
 */
class WorkedExamplesTest {
    private static final Pattern EXPECT = Pattern.compile(
            "# expect: score (-?\\d+), routes (\\d+), worst (-?\\d+), each-visit (-?\\d+)(, unreachable)?");

    static Stream<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("seeds/ikes"))) {
            return files.filter(p -> p.toString().endsWith(".ikes")).sorted().toList().stream();
        }
    }

    static Sheet load(String name) throws IOException {
        Path p = Path.of("seeds/ikes", name);
        return IkesParser.parse(new TextSource(p.toString(), Files.readString(p)));
    }

    static String walk(Route r) {
        return r.walk().stream().map(Cell::name).collect(Collectors.joining(" "));
    }

    @ParameterizedTest
    @MethodSource("examples")
    void scoresAsExpected(Path file) throws IOException {
        String text = Files.readString(file);
        Matcher m = EXPECT.matcher(text);
        assertTrue(m.find(), file + " has an '# expect:' line");
        Sheet sheet = IkesParser.parse(new TextSource(file.toString(), text));
        ScoreResult r = RouteScorer.score(sheet, Variant.DISTINCT);
        assertEquals(Integer.parseInt(m.group(1)), r.score(), file + " score");
        assertEquals(Long.parseLong(m.group(2)), r.tiedRoutes(), file + " routes");
        assertEquals(Integer.parseInt(m.group(3)), r.worstScore(), file + " worst");
        assertEquals(m.group(5) == null, r.reachable(), file + " reachable");
        assertEquals(
                Integer.parseInt(m.group(4)),
                RouteScorer.score(sheet, Variant.EACH_VISIT).score(),
                file + " each visit");
        assertEquals(r.score(), r.displays() - r.empty(), "displays minus empty spaces is the score");
    }

    @Test
    void contractExample() throws IOException {
        ScoreResult r = RouteScorer.score(load("contract-example.ikes"), Variant.DISTINCT);
        assertEquals("respectable", r.grade());
        Route best = r.best().orElseThrow();
        // leg 1: A4 to the nearest cafeteria space D2, 5 steps; leg 3 from the other space E2, 4 steps
        assertEquals(List.of(5, 4), best.legs().stream().map(Leg::steps).toList());
        assertEquals("D2", best.legs().get(0).to().name());
        assertEquals("E2", best.legs().get(1).from().name());
        assertEquals(3 + 3, r.displays());
        assertEquals(0, r.empty());
        // the contract's own best route scores 6 too: it is one of the routes
        Routes all = RouteScorer.routes(load("contract-example.ikes"), Variant.DISTINCT);
        assertTrue(all.achievable(6) && all.achievable(-4) && !all.achievable(7) && !all.achievable(-5));
        Route worst = r.worst().orElseThrow();
        assertEquals(-4, worst.score());
    }

    @Test
    void doorwayInOneOfTwoSegmentsKeepsTheEdgeClosed() throws IOException {
        Sheet s = load("door-in-one-wall.ikes");
        assertFalse(s.open(new Cell(3, 0), new Cell(4, 0)), "E1's west wall has no doorway");
        assertTrue(s.usable(s.exit()), "G1's wall on the exit side has a doorway");
        ScoreResult r = RouteScorer.score(s, Variant.DISTINCT);
        assertEquals("A1 B1 C1 D1 D2 E2 E1 F1 G1", walk(r.best().orElseThrow()));
        assertEquals(8, r.best().orElseThrow().steps());
        // a doorway in E1's west segment too opens the edge: the straight walk, one route, D1 only
        Sheet both = new Sheet(
                s.grid(),
                s.walls(),
                plusDoor(s, "E1", Side.W),
                s.entrance(),
                s.exit(),
                s.cafeterias(),
                s.coins(),
                s.claim());
        ScoreResult open = RouteScorer.score(both, Variant.DISTINCT);
        assertEquals(1, open.score());
        assertEquals(1, open.tiedRoutes());
        // and without the exit's doorway the exit is blocked: no route at all
        TreeSet<CellSide> noExitDoor = new TreeSet<>(s.doors());
        noExitDoor.remove(new CellSide(new Cell(6, 0), Side.E));
        Sheet shut = new Sheet(
                s.grid(), s.walls(), noExitDoor, s.entrance(), s.exit(), s.cafeterias(), s.coins(), s.claim());
        assertFalse(RouteScorer.score(shut, Variant.DISTINCT).reachable());
    }

    private static SortedSet<CellSide> plusDoor(Sheet s, String cell, Side side) {
        TreeSet<CellSide> d = new TreeSet<>(s.doors());
        d.add(new CellSide(Cell.parse(cell, 7, 7).orElseThrow(), side));
        return d;
    }

    @Test
    void coveredEntranceHasNoRoute() throws IOException {
        ScoreResult r = RouteScorer.score(load("entrance-covered.ikes"), Variant.DISTINCT);
        assertFalse(r.reachable());
        assertEquals(0, r.score());
        assertTrue(
                r.routes().problem().contains("entrance (A1 W) is blocked"),
                r.routes().problem());
    }

    @Test
    void tiedCafeteriasEitherMayComeFirst() throws IOException {
        Sheet s = load("tied-cafeterias.ikes");
        Route best = RouteScorer.score(s, Variant.DISTINCT).best().orElseThrow();
        assertEquals("B4", best.legs().get(0).to().name(), "the west cafeteria first earns the displays");
        assertEquals(List.of(5, 4, 5), best.legs().stream().map(Leg::steps).toList());
        // forcing each order: west first reaches 0..3, east first only 0
        assertEquals(3, RouteScorer.routes(s, Variant.DISTINCT, 0).best());
        assertEquals(0, RouteScorer.routes(s, Variant.DISTINCT, 1).best());
        assertEquals(100, RouteScorer.routes(s, Variant.DISTINCT, 1).count());
    }

    @Test
    void deadEndCafeteriaWalksBackOut() throws IOException {
        Sheet s = load("dead-end-cafeteria.ikes");
        ScoreResult d = RouteScorer.score(s, Variant.DISTINCT);
        assertEquals("A1 B1 C1 D1 D2 D1 E1 F1 G1", walk(d.best().orElseThrow()));
        ScoreResult e = RouteScorer.score(s, Variant.EACH_VISIT);
        assertEquals(4, e.score());
        Contribution d1 = e.contributions().stream()
                .filter(c -> c.cell().name().equals("D1"))
                .findFirst()
                .orElseThrow();
        assertEquals(2, d1.passes());
        assertEquals(2, d1.points());
        assertEquals(
                1,
                d.contributions().stream()
                        .filter(c -> c.cell().name().equals("D1"))
                        .findFirst()
                        .orElseThrow()
                        .points());
    }

    @Test
    void unreachableSecondCafeteriaScoresZero() throws IOException {
        ScoreResult r = RouteScorer.score(load("unreachable-cafeteria.ikes"), Variant.DISTINCT);
        assertFalse(r.reachable());
        assertEquals(0, r.score());
        assertEquals("failure", r.grade());
        assertTrue(
                r.routes().problem().contains("cafeteria B1-C1 to the cafeteria F6-F7"),
                r.routes().problem());
    }
}
