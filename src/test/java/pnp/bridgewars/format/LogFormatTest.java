package pnp.bridgewars.format;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import pnp.bridgewars.model.Log;
import pnp.bridgewars.model.Placement;
import pnp.io.InputException;
import pnp.io.TextSource;

class LogFormatTest {
    static final String HEAD = "corner NW R\ncorner SE B\n";

    static Log parse(String text) {
        return LogFormat.parse(new TextSource("g.bwlog", text), BlockSetFormat.standard());
    }

    static InputException error(String text) {
        return assertThrows(InputException.class, () -> parse(text));
    }

    @Test
    void theExampleGameParses() throws Exception {
        Log log = parse(Files.readString(Path.of("seeds/bridge-wars/short-game.bwlog")));
        assertEquals(5, log.rods());
        assertEquals('R', log.setup().claims().get(0).letter());
        assertEquals(9, log.placements().size());
        Placement first = log.placements().get(0);
        assertEquals("R I3a r0 b1 c1 d1", first.text());
        assertEquals(5, first.line());
    }

    @Test
    void rodsDefaultToSixLayers() {
        assertEquals(6, parse(HEAD).rods());
        assertEquals(0, parse(HEAD).placements().size());
    }

    @Test
    void theCellsMustBeTheBlockInTheGivenOrientation() {
        // L4a r0 is #./#./## : b2 b3 b4 c4 fits; r90 is ###/#.. : b2 c2 d2 b3
        assertEquals(
                "R L4a r90 b2 c2 d2 b3",
                parse(HEAD + "R L4a r90 b2 c2 d2 b3\n").placements().get(0).text());
        InputException e = error(HEAD + "R L4a r90 b2 b3 b4 c4\n");
        assertEquals(3, e.line());
        assertEquals(11, e.column());
        assertEquals(
                "the holes b2 b3 b4 c4 are not L4a in orientation r90 (###/#..): they fit orientation r0", e.reason());
        e = error(HEAD + "R I3a r0 b2 c2 e2\n");
        assertTrue(e.reason().endsWith("they are not I3a's shape (###) in any orientation"), e.reason());
        e = error(HEAD + "R I3a r0 b2 c2\n");
        assertTrue(e.reason().contains("not I3a"), e.reason());
    }

    @Test
    void malformedLinesNameLineAndColumn() {
        InputException e = error(HEAD + "R Q9 r0 b2\n");
        assertEquals(3, e.line());
        assertEquals(3, e.column());
        assertTrue(e.reason().startsWith("no block 'Q9' in the set"), e.reason());
        e = error(HEAD + "R I2a r45 b2 c2\n");
        assertEquals(7, e.column());
        e = error(HEAD + "R I2a r0 b2 l2\n");
        assertEquals(13, e.column());
        assertEquals("'l2' is not a hole of the board (a1 to k11)", e.reason());
        e = error(HEAD + "R I2a r0 b2 b2\n");
        assertEquals("b2 is listed twice", e.reason());
        e = error(HEAD + "G I2a r0 b2 c2\n");
        assertEquals("'G' is no player of this game (players: R, B)", e.reason());
        e = error(HEAD + "R I2a r0 b2 c2\ncorner SW G\n");
        assertEquals(4, e.line());
        assertTrue(e.reason().contains("before the first placement"), e.reason());
        e = error(HEAD + "rods 0\n");
        assertTrue(e.reason().startsWith("the rods' height is a whole number"), e.reason());
        e = error(HEAD + "rods 4\nrods 5\n");
        assertEquals("the rods' height was already given on line 3", e.reason());
        e = error("corner NW R\nR I2a r0 b1 c1\n");
        assertTrue(e.reason().startsWith("placements follow the set-up"), e.reason());
        e = error("corner NW R\ncorner NW B\n");
        assertEquals("corner NW is claimed twice (already by R on line 1)", e.reason());
        e = error(HEAD + "move R\n");
        assertTrue(e.reason().startsWith("unknown line 'move'"), e.reason());
        e = error("corner NW R\n");
        assertTrue(e.reason().startsWith("the log needs 2 to 4"), e.reason());
    }
}
