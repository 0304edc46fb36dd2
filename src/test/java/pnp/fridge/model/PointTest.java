package pnp.fridge.model;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PointTest {
    @ParameterizedTest
    @CsvSource({
        "base, base, OWN_BASE, ''",
        "BASE, base, OWN_BASE, ''",
        "Base, base, OWN_BASE, ''",
        "@blue, @blue, OTHER_BASE, blue",
        "@BLUE, @blue, OTHER_BASE, blue",
        "a, a, JUNCTION, a",
        "A, A, JUNCTION, A",
        "corner_2, corner_2, JUNCTION, corner_2",
        "bases, bases, JUNCTION, bases",
        "été, été, JUNCTION, été"
    })
    void aPointIsReadFromItsWordAndWrittenBackTheWayTheFileSpellsIt(
            String text, String shown, Point.Kind kind, String name) {
        Point p = Point.parse(text);
        assertEquals(kind, p.kind());
        assertEquals(name, p.name());
        assertEquals(shown, p.toString());
        assertEquals(p, Point.parse(p.toString()), "written form reads back to the same point");
    }

    @Test
    void basesAndJunctionsAnswerWhatTheyAre() {
        Point own = Point.BASE, other = Point.parse("@Red"), junction = Point.parse("x");
        assertEquals(List.of(true, false, true, false), kinds(own));
        assertEquals(List.of(false, true, true, false), kinds(other));
        assertEquals(List.of(false, false, false, true), kinds(junction));
        assertEquals("red", other.baseColor());
        assertEquals(other, Point.baseOf("RED"));
        assertThrows(IllegalArgumentException.class, own::baseColor);
        assertThrows(IllegalArgumentException.class, junction::baseColor);
    }

    private static List<Boolean> kinds(Point p) {
        return List.of(p.isOwnBase(), p.isOtherBase(), p.isBase(), p.isJunction());
    }

    @Test
    void junctionNamesKeepTheirCaseSoADiffersFromLowerA() {
        assertNotEquals(Point.parse("A"), Point.parse("a"));
        assertEquals(Point.junction("a"), Point.parse("a"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "@ | '@' is not a base: write @ and a colour, like @blue",
                "@b-c | '@b-c' is not a base: write @ and a colour, like @blue",
                "a-b | 'a-b' is not a junction name: use letters, digits and _",
                "a.b | 'a.b' is not a junction name: use letters, digits and _"
            })
    void aWordThatIsNoPointIsRefusedWithASentenceForThePlayer(String text, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Point.parse(text));
        assertEquals(message, e.getMessage());
    }

    @Test
    void aJunctionCannotTakeTheBasesNameNorABaseAName() {
        assertThrows(IllegalArgumentException.class, () -> Point.junction("Base"));
        assertThrows(IllegalArgumentException.class, () -> Point.junction("@blue"));
        assertThrows(IllegalArgumentException.class, () -> Point.junction(""));
        assertThrows(IllegalArgumentException.class, () -> new Point(Point.Kind.OWN_BASE, "red"));
    }

    @Test
    void aPointHashesAsItsWrittenFormSoHashMapsOfPointsIterateAsMapsOfNamesDid() {
        // the score picture draws its points in a hash map's order: keyed by points, the order must stay
        // the one the same map keyed by the points' names had, or the PDF's bytes would change
        List<String> names = List.of("base", "@blue", "@yellow", "a", "A", "b2", "corner", "x_1", "j7", "Q");
        Map<String, Integer> byName = new HashMap<>();
        Map<Point, Integer> byPoint = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            assertEquals(names.get(i).hashCode(), Point.parse(names.get(i)).hashCode());
            byName.put(names.get(i), i);
            byPoint.put(Point.parse(names.get(i)), i);
        }
        assertEquals(List.copyOf(byName.values()), List.copyOf(byPoint.values()));
    }

    @Test
    void aCaptureThroughAPointMustPassThroughAJunction() {
        assertTrue(new Cross("blue", Point.junction("x")).breaks());
        assertFalse(new Cross("blue", null).breaks());
        assertThrows(IllegalArgumentException.class, () -> new Cross("blue", Point.BASE));
        assertThrows(IllegalArgumentException.class, () -> new Cross("blue", Point.baseOf("red")));
    }

    @Test
    void pointsSortByTheirWrittenForm() {
        // "@" (0x40) < "A" (0x41) < "Z" < "_" (0x5F) < "a" < "base" < "c": the order of the written strings
        TreeSet<Point> sorted = new TreeSet<>(List.of(
                Point.parse("c"),
                Point.BASE,
                Point.parse("a"),
                Point.parse("_x"),
                Point.parse("Z"),
                Point.parse("A"),
                Point.parse("@blue")));
        assertEquals("[@blue, A, Z, _x, a, base, c]", sorted.toString());
    }
}
